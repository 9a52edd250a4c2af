/**
 * The client's modules as the build sees them: which files the client imports on demand (each the first
 * module of its own chunk) and what a module imports statically. Shared by the first-load manifest
 * (firstLoadPlugin.ts), the chunk groups (vite.config.ts, layerGroups.ts) and the check of what each
 * screen loads (unusedOnLoad.ts).
 */

/** features/<folder>/components/<Route>Screen.tsx: the route's name is the file's name. */
export const SCREEN_FILE = /[\\/]features[\\/][^\\/]+[\\/]components[\\/]([A-Za-z]+)Screen\.tsx$/;
export const SHELL_FILE = /[\\/]app[\\/]shell[\\/]AppShell\.tsx$/;
export const DICTIONARY_FILE = /[\\/]i18n[\\/](en|ja|zh)\.json$/;
/** A feature's calls started with the session; the dashboard's is imported when its screen opens. */
const PRELOAD_FILE = /[\\/]features[\\/][^\\/]+[\\/]preload\.ts$/;

/**
 * Whether the client imports this module on demand (a screen, the app shell, a dictionary, a preload).
 * Each stays the first module of its own chunk: the build's chunk groups leave it out, and
 * first-load.json finds the screens, the shell and the dictionaries by it.
 */
export function isLazyEntry(id: string): boolean {
  return [SCREEN_FILE, SHELL_FILE, DICTIONARY_FILE, PRELOAD_FILE].some((file) => file.test(id));
}

export type ImportsOf = (id: string) => readonly string[];

/** The modules `start` imports statically, directly or not, without crossing into an on-demand module. */
export function staticImports(start: string, importsOf: ImportsOf): Set<string> {
  const seen = new Set<string>();
  const pending = [...importsOf(start)];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id) || isLazyEntry(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
}
