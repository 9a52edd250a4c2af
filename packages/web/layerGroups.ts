/**
 * Two chunk groups by layer of the first load: what the Login screen imports (every screen loads most of
 * it: buttons, papers, the language switcher) and what the app shell imports beyond that (header, menus,
 * maintenance dialog). Every screen but Login renders inside the shell, so these modules load anyway;
 * left to the `shared` groups, a few KB of them could join a group of the graph screens (a group under
 * the merge threshold joins its closest neighbour) and make every screen load the charting library
 * (docs/web-client.md §11).
 *
 * The layers nest (the entry's static imports, then Login's, then the shell's), so each group holds its
 * modules' dependencies already: a group takes in the dependencies of what it captures, and those of a
 * Login module are Login's too. The sets are read from the module graph at the end of the build phase,
 * before chunks are made.
 */
import type { Plugin } from 'vite';
import { SCREEN_FILE, SHELL_FILE, staticImports, type ImportsOf } from './moduleGraph.ts';

export interface LayerGroups {
  plugin: Plugin;
  /** Imported by the Login screen. */
  isLoginModule: (id: string) => boolean;
  /** Imported by the app shell and not by the Login screen. */
  isShellModule: (id: string) => boolean;
}

export function layerGroups(): LayerGroups {
  let login = new Set<string>();
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'airsight-layer-groups',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const shellId = ids.find((id) => SHELL_FILE.test(id));
      const loginId = ids.find((id) => SCREEN_FILE.exec(id)?.[1] === 'Login');
      if (!shellId || !loginId)
        throw new Error('layer groups: the app shell or the Login screen was not found');
      const importsOf: ImportsOf = (id) => this.getModuleInfo(id)?.importedIds ?? [];
      login = staticImports(loginId, importsOf);
      shell = new Set([...staticImports(shellId, importsOf)].filter((id) => !login.has(id)));
    },
  };
  return { plugin, isLoginModule: (id) => login.has(id), isShellModule: (id) => shell.has(id) };
}
