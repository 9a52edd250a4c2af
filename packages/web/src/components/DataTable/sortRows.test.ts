import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows.ts';
import { fromTablePageSize, parsePageSize, toTablePageSize } from './paging.ts';

interface R {
  id: string;
  n: number | null;
  s: string;
}
const rows: R[] = [
  { id: 'a', n: 3, s: 'item10' },
  { id: 'b', n: null, s: 'Item2' },
  { id: 'c', n: 1, s: '' },
  { id: 'd', n: 3, s: 'item1' },
];
const columns = [
  { id: 'n', sortValue: (r: R) => r.n },
  { id: 's', sortValue: (r: R) => r.s },
  { id: 'plain' },
];
const ids = (list: readonly R[]) => list.map((r) => r.id).join('');

describe('sortRows', () => {
  it('keeps the rows without a sort or a sortable column', () => {
    expect(sortRows(rows, columns, null)).toBe(rows);
    expect(sortRows(rows, columns, { columnId: 'plain', direction: 'asc' })).toBe(rows);
  });
  it('sorts numbers, stable, empty values last in both directions', () => {
    expect(ids(sortRows(rows, columns, { columnId: 'n', direction: 'asc' }))).toBe('cadb');
    expect(ids(sortRows(rows, columns, { columnId: 'n', direction: 'desc' }))).toBe('adcb');
  });
  it('sorts texts naturally and without case', () => {
    expect(ids(sortRows(rows, columns, { columnId: 's', direction: 'asc' }))).toBe('dbac');
  });
});

describe('paging', () => {
  it('maps All to an infinite TanStack page and back', () => {
    expect(toTablePageSize('all')).toBe(Infinity);
    expect(toTablePageSize(10)).toBe(10);
    expect(fromTablePageSize(Infinity)).toBe('all');
    expect(fromTablePageSize(20)).toBe(20);
  });
  it('makes All pages of the limit in a table that limits it, and leaves 10 and 20 alone', () => {
    expect(toTablePageSize('all', 100)).toBe(100);
    expect(toTablePageSize(10, 100)).toBe(10);
    expect(toTablePageSize(20, 100)).toBe(20);
    expect(fromTablePageSize(100)).toBe('all');
  });
  it('reads the select value, defaulting to All', () => {
    expect(parsePageSize('10')).toBe(10);
    expect(parsePageSize('20')).toBe(20);
    expect(parsePageSize('all')).toBe('all');
    expect(parsePageSize('x')).toBe('all');
  });
});
