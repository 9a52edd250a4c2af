/** Paging of the shared table: page sizes 10, 20 and All, default All (part 1 §2, §9). */
export const PAGE_SIZES = [10, 20, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 'all';

/** Number of pages; at least 1, so that an empty table is "page 1 of 1". */
export function pageCount(total: number, size: PageSize): number {
  if (size === 'all' || total <= 0) return 1;
  return Math.ceil(total / size);
}

/** A page index held within 0 … pageCount-1 (the rows may have shrunk under it). */
export function clampPage(page: number, total: number, size: PageSize): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, size) - 1);
}

/** First (inclusive) and last (exclusive) row index of a page. */
export function pageBounds(page: number, total: number, size: PageSize): { start: number; end: number } {
  if (size === 'all') return { start: 0, end: total };
  const p = clampPage(page, total, size);
  return { start: p * size, end: Math.min(total, (p + 1) * size) };
}

/** Reads a page size from a select's value ('10', '20', 'all'); anything else is the default. */
export function parsePageSize(value: string): PageSize {
  if (value === '10') return 10;
  if (value === '20') return 20;
  return DEFAULT_PAGE_SIZE;
}
