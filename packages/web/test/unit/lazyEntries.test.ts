import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLazyEntry } from '../../moduleGraph.ts';

const SRC = path.join(import.meta.dirname, '..', '..', 'src');
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module the client's source imports on demand (`import('…')`), as an absolute path. */
function dynamicallyImported(): string[] {
  const found: string[] = [];
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const [, specifier] of text.matchAll(DYNAMIC_IMPORT)) {
      if (specifier?.startsWith('.')) found.push(path.resolve(SRC, path.dirname(file), specifier));
    }
  }
  return found;
}

describe('the build chunk groups leave on-demand modules alone', () => {
  it('finds the on-demand modules (the screens, the shell, the dictionaries, a preload)', () => {
    const modules = dynamicallyImported().map((m) => path.relative(SRC, m));
    expect(modules).toEqual(
      expect.arrayContaining([
        'app/shell/AppShell.tsx',
        'features/home-admin/components/HomeAdminScreen.tsx',
        'features/dashboard/preload.ts',
        'i18n/ja.json',
      ]),
    );
  });

  // A module imported on demand that a chunk group captured would lose its own chunk, and with it its
  // place in first-load.json (the page's preloads): vite.config.ts's groups skip what isLazyEntry names.
  it('names every module that the source imports on demand', () => {
    const missed = dynamicallyImported().filter((m) => !isLazyEntry(m));
    expect(missed).toEqual([]);
  });

  it('names no module that is imported statically', () => {
    for (const file of ['lib/api.ts', 'features/home-admin/components/CompanyTab.tsx', 'i18n/index.ts']) {
      expect(isLazyEntry(path.join(SRC, file))).toBe(false);
    }
  });
});
