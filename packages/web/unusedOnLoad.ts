/**
 * How much code a screen's first load brings that the screen does not import: modules that share a
 * chunk with something it needs (a chunk group under the merge threshold joins its closest neighbour,
 * vite.config.ts). A few KB are the price of fewer files; tens of KB mean a group went to the wrong
 * neighbour, as when every screen loaded the charting library with the maintenance dialog's modules
 * (docs/web-client.md §11). The build prints each screen's figure and fails
 * above UNUSED_BUDGET_BYTES: with the layer groups (layerGroups.ts) the screens load 0-53 KB they do not
 * import, without them 160-300 KB.
 */
import { staticImports, type ImportsOf } from './moduleGraph.ts';

/** Rendered (not yet minified) bytes a screen's first load may bring that it does not import. */
export const UNUSED_BUDGET_BYTES = 60_000;

export interface LoadedChunk {
  modules: Readonly<Record<string, { renderedLength: number }>>;
}

/** Bytes of the modules in `chunks` that are not in `needed`. */
export function unusedBytes(chunks: readonly LoadedChunk[], needed: ReadonlySet<string>): number {
  let bytes = 0;
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!needed.has(id)) bytes += module.renderedLength;
    }
  }
  return bytes;
}

/** The `count` largest modules of `chunks` that are not in `needed`, with their KB: what a failure names. */
export function largestUnused(
  chunks: readonly LoadedChunk[],
  needed: ReadonlySet<string>,
  count: number,
): string[] {
  const unused: Array<[string, number]> = [];
  for (const chunk of chunks) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (!needed.has(id)) unused.push([id, module.renderedLength]);
    }
  }
  unused.sort((a, b) => b[1] - a[1]);
  return unused
    .slice(0, count)
    .map(
      ([id, bytes]) =>
        `${id.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/')} ${(bytes / 1000).toFixed(1)}`,
    );
}

/** The modules that `roots` (a screen, and the shell around it) import statically, the roots included. */
export function neededBy(roots: readonly string[], importsOf: ImportsOf): Set<string> {
  const needed = new Set<string>(roots);
  for (const root of roots) for (const id of staticImports(root, importsOf)) needed.add(id);
  return needed;
}
