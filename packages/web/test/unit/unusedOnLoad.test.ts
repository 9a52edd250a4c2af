import { describe, expect, it } from 'vitest';
import { neededBy, unusedBytes, type LoadedChunk } from '../../unusedOnLoad.ts';

// A screen and the shell; the screen's chunk also holds `chart`, which only another screen imports.
const IMPORTS: Record<string, string[]> = {
  '/src/features/home/components/HomeScreen.tsx': ['/src/table.ts', '/src/format.ts'],
  '/src/app/shell/AppShell.tsx': ['/src/dialog.ts'],
  '/src/table.ts': ['/src/format.ts'],
  '/src/dialog.ts': ['/src/features/graph/components/GraphScreen.tsx'],
  '/src/features/graph/components/GraphScreen.tsx': ['/src/chart.ts'],
};
const importsOf = (id: string) => IMPORTS[id] ?? [];

describe("a screen's first load against what it imports", () => {
  const needed = neededBy(
    ['/src/features/home/components/HomeScreen.tsx', '/src/app/shell/AppShell.tsx'],
    importsOf,
  );

  it('follows static imports from the screen and the shell, not into another on-demand module', () => {
    expect([...needed].sort()).toEqual([
      '/src/app/shell/AppShell.tsx',
      '/src/dialog.ts',
      '/src/features/home/components/HomeScreen.tsx',
      '/src/format.ts',
      '/src/table.ts',
    ]);
  });

  it('counts the bytes of loaded modules that nothing on the screen imports', () => {
    const chunks: LoadedChunk[] = [
      { modules: { '/src/table.ts': { renderedLength: 500 }, '/src/chart.ts': { renderedLength: 40_000 } } },
      { modules: { '/src/dialog.ts': { renderedLength: 300 }, '/src/format.ts': { renderedLength: 200 } } },
    ];
    expect(unusedBytes(chunks, needed)).toBe(40_000);
    expect(unusedBytes(chunks.slice(1), needed)).toBe(0);
  });
});
