/** Page sizes of the shared table: 10, 20 and All, default All (part 1 §2, §9). */
export const PAGE_SIZES = [10, 20, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 'all';

/** Reads a page size from a select's value ('10', '20', 'all'); anything else is the default. */
export function parsePageSize(value: string): PageSize {
  if (value === '10') return 10;
  if (value === '20') return 20;
  return DEFAULT_PAGE_SIZE;
}

/**
 * TanStack's page size for ours: All is an infinite page, which its paginated row model leaves unsliced,
 * or, for a table that limits it (`allPageLimit`, above the largest fixed size), pages of that many rows.
 */
export function toTablePageSize(size: PageSize, allPageLimit?: number): number {
  if (size !== 'all') return size;
  return allPageLimit ?? Infinity;
}

export function fromTablePageSize(size: number): PageSize {
  return size === 10 || size === 20 ? size : 'all';
}

/** Number of pages of `total` rows (TanStack's page size); at least 1: an empty table is "page 1 of 1". */
export function countPages(total: number, pageSize: number): number {
  return total <= 0 || pageSize === Infinity ? 1 : Math.ceil(total / pageSize);
}

/** The 0-based page shown: the one chosen, or the last page that still has rows when the rows shrank. */
export function shownPage(pageIndex: number, pages: number): number {
  return Math.min(pageIndex, pages - 1);
}

/** The 0-based index, among all rows, of a page's first row. */
export function pageStart(page: number, pageSize: number): number {
  return pageSize === Infinity ? 0 : page * pageSize;
}
