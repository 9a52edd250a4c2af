/**
 * The shared table's paging: the page size (All at first, part 1 §9) and page, back to page 1 when the
 * caller's filter changes (`pageResetKey`), held within the rows when they shrink, and the pager's two
 * actions, which keep their identity while the number of pages stays: the pager (memoised) is not drawn
 * again for anything else, such as a change of the selection. Paging leaves the selection alone.
 */
import { useCallback, useMemo, useState, type RefObject } from 'react';
import type { PaginationState } from '@tanstack/react-table';
import {
  countPages,
  DEFAULT_PAGE_SIZE,
  fromTablePageSize,
  pageStart,
  shownPage,
  toTablePageSize,
  type PageSize,
} from './paging.ts';

export function useTablePaging(
  total: number,
  pageResetKey: unknown,
  allPageLimit: number | undefined,
  scrollRef: RefObject<HTMLElement | null>,
) {
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: toTablePageSize(DEFAULT_PAGE_SIZE, allPageLimit),
  });

  // Back to page 1 when the caller's filter changes (state adjusted during render, not in an effect).
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (!Object.is(seenResetKey, pageResetKey)) {
    setSeenResetKey(pageResetKey);
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  }

  const pages = countPages(total, pagination.pageSize);
  const page = shownPage(pagination.pageIndex, pages);
  // TanStack's state: the page actually shown.
  const shownPagination = useMemo(
    () => (page === pagination.pageIndex ? pagination : { ...pagination, pageIndex: page }),
    [pagination, page],
  );

  const goTo = useCallback(
    (to: number) => {
      setPagination((old) => ({ ...old, pageIndex: Math.min(Math.max(0, to), pages - 1) }));
      if (scrollRef.current) scrollRef.current.scrollTop = 0;
    },
    [pages, scrollRef],
  );
  const changePageSize = useCallback(
    (size: PageSize) => {
      setPagination({ pageIndex: 0, pageSize: toTablePageSize(size, allPageLimit) });
      if (scrollRef.current) scrollRef.current.scrollTop = 0;
    },
    [allPageLimit, scrollRef],
  );

  return {
    /** For TanStack's state, and its onPaginationChange. */
    pagination: shownPagination,
    setPagination,
    pageSize: fromTablePageSize(pagination.pageSize),
    /** 0-based page shown, of `pages` (at least 1). */
    page,
    pages,
    /** Index of the page's first row among all rows. */
    start: pageStart(page, pagination.pageSize),
    goTo,
    changePageSize,
  };
}
