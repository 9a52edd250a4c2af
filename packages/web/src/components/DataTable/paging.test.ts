import { describe, expect, it } from 'vitest';
import {
  countPages,
  fromTablePageSize,
  pageStart,
  parsePageSize,
  shownPage,
  toTablePageSize,
} from './paging.ts';

describe('paging', () => {
  it.each([
    ['no rows', 0, 10, 1],
    ['fewer rows than a page', 7, 10, 1],
    ['exactly one page', 10, 10, 1],
    ['one more row than a page', 11, 10, 2],
    ['25 rows by 20', 25, 20, 2],
    ['All', 10_000, Infinity, 1],
    ['All in pages of 100', 250, 100, 3],
  ])('counts the pages: %s', (_name, total, size, pages) => {
    expect(countPages(total, size)).toBe(pages);
  });

  it.each([
    ['the page chosen', 1, 3, 1],
    ['the last page once the rows shrank under the page', 4, 2, 1],
    ['the first page of an empty table', 2, 1, 0],
  ])('shows %s', (_name, pageIndex, pages, shown) => {
    expect(shownPage(pageIndex, pages)).toBe(shown);
  });

  it.each([
    [0, 10, 0],
    [2, 10, 20],
    [1, 100, 100],
    [0, Infinity, 0],
  ])('starts page %i of size %s at row %i', (page, size, start) => {
    expect(pageStart(page, size)).toBe(start);
  });

  it('reads the select and maps All to an unsliced page or to the table’s limit', () => {
    expect(parsePageSize('10')).toBe(10);
    expect(parsePageSize('20')).toBe(20);
    expect(parsePageSize('all')).toBe('all');
    expect(parsePageSize('50')).toBe('all');
    expect(toTablePageSize('all')).toBe(Infinity);
    expect(toTablePageSize('all', 100)).toBe(100);
    expect(toTablePageSize(20, 100)).toBe(20);
    expect(fromTablePageSize(100)).toBe('all');
    expect(fromTablePageSize(10)).toBe(10);
  });
});
