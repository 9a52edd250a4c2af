import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sortRows.ts';
import { clampPage, pageBounds, pageCount, parsePageSize } from './paging.ts';

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
  it('toggles the direction on the same column and starts ascending on another', () => {
    expect(nextSort(null, 'n')).toEqual({ columnId: 'n', direction: 'asc' });
    expect(nextSort({ columnId: 'n', direction: 'asc' }, 'n')).toEqual({ columnId: 'n', direction: 'desc' });
    expect(nextSort({ columnId: 'n', direction: 'desc' }, 's')).toEqual({ columnId: 's', direction: 'asc' });
  });
});

describe('paging', () => {
  it('counts pages, with one page for All and for an empty table', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(10_000, 'all')).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
  it('holds the page within the rows and bounds it', () => {
    expect(clampPage(5, 25, 10)).toBe(2);
    expect(clampPage(-1, 25, 10)).toBe(0);
    expect(pageBounds(2, 25, 10)).toEqual({ start: 20, end: 25 });
    expect(pageBounds(0, 25, 'all')).toEqual({ start: 0, end: 25 });
  });
  it('reads the select value, defaulting to All', () => {
    expect(parsePageSize('10')).toBe(10);
    expect(parsePageSize('20')).toBe(20);
    expect(parsePageSize('all')).toBe('all');
    expect(parsePageSize('x')).toBe('all');
  });
});
