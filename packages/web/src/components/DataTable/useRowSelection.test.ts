import { describe, expect, it } from 'vitest';
import { pruneSelection } from './useRowSelection.ts';

describe('pruneSelection: rows that leave the data leave the selection', () => {
  it('drops the keys of rows no longer there', () => {
    expect(pruneSelection({ a: true, b: true, c: true }, new Set(['a', 'c', 'd']))).toEqual({
      a: true,
      c: true,
    });
  });

  it('keeps the same object when every selected row is still there', () => {
    const selection = { a: true } as const;
    expect(pruneSelection(selection, new Set(['a', 'b']))).toBe(selection);
  });

  it('clears the selection when the data is empty', () => {
    expect(pruneSelection({ a: true }, new Set())).toEqual({});
  });
});
