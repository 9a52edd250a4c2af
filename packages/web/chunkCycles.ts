/**
 * Chunks that import each other in a cycle. Rolldown's chunk groups (vite.config.ts) place modules by
 * rule, and a change of the module graph can make two chunks import each other: a module of one then runs
 * before a module it needs from the other has run, and the screens that load them fail at start
 * ("Cannot read properties of undefined"), which no build step noticed (docs/web-client.md
 * §11). The build refuses such a bundle (firstLoadPlugin.ts).
 */

/** One cycle of static imports among the chunks, as [a, b, …, a], or undefined when there is none. */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (chunk: string): string[] | undefined => {
    if (onPath.has(chunk)) return [...path.slice(path.indexOf(chunk)), chunk];
    if (done.has(chunk)) return undefined;
    path.push(chunk);
    onPath.add(chunk);
    for (const next of imports.get(chunk) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    onPath.delete(chunk);
    done.add(chunk);
    return undefined;
  };
  for (const chunk of imports.keys()) {
    const cycle = visit(chunk);
    if (cycle) return cycle;
  }
  return undefined;
}
