/**
 * first-load.json, written by the web build (packages/web/firstLoadPlugin.ts) and read by the server
 * (routes/web-page.ts): the files each route's first screen loads beyond what index.html preloads, so
 * that the page can preload them beside the entry script.
 */
export interface FirstLoadManifest {
  /** Route name → its screen's files (scripts and style sheets). */
  screens: Partial<Record<string, string[]>>;
  /** The app shell's files (every route but Login). */
  shell: string[];
  /** Locale → its dictionary's files. */
  dictionaries: Partial<Record<string, string[]>>;
}
