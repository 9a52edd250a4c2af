/**
 * The footer of the shared table: rows per page (10, 20, All), the range line ("1–10 of 123"), and
 * first/previous/next/last buttons when there is more than one page. Memoised: the table's other changes
 * (a row chosen, details opened) leave it as it is.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, parsePageSize, type PageSize } from './paging.ts';
import { Icon } from '../icons.tsx';
import './dataTable.css';

interface DataTablePagerProps {
  testId: string;
  pageSize: PageSize;
  /** 0-based page shown, and the number of pages (at least 1). */
  page: number;
  pages: number;
  /** Rows of all pages, and the 0-based bounds [start, end) of the page shown. */
  total: number;
  start: number;
  end: number;
  onPageSize: (size: PageSize) => void;
  onPage: (page: number) => void;
}

export const DataTablePager = memo(function DataTablePager({
  testId,
  pageSize,
  page,
  pages,
  total,
  start,
  end,
  onPageSize,
  onPage,
}: DataTablePagerProps) {
  const { t } = useTranslation();
  const first = page === 0;
  const last = page >= pages - 1;
  const buttons = [
    { key: 'firstPage', testId: 'page-first', to: 0, off: first },
    { key: 'previousPage', testId: 'page-prev', to: page - 1, off: first },
    { key: 'nextPage', testId: 'page-next', to: page + 1, off: last },
    { key: 'lastPage', testId: 'page-last', to: pages - 1, off: last },
  ] as const;
  return (
    <div className="dt-pager">
      <label htmlFor={`${testId}-page-size`}>{t('rowsPerPage')}</label>
      <span className="dt-page-size">
        <select
          id={`${testId}-page-size`}
          data-testid="page-size"
          value={String(pageSize)}
          onChange={(event) => onPageSize(parsePageSize(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 'all' ? t('all') : size}
            </option>
          ))}
        </select>
        <Icon name="dropDown" />
      </span>
      <span className="dt-page-range" data-testid="page-range">
        {t('displayedRows', { from: total === 0 ? 0 : start + 1, to: end, total })}
      </span>
      {pages > 1 ? (
        <span className="dt-pager-buttons">
          {buttons.map(({ key, testId: id, to, off }) => (
            <button
              key={key}
              type="button"
              className="icon-button dt-page-button"
              aria-label={t(key)}
              data-testid={id}
              disabled={off}
              onClick={() => onPage(to)}
            >
              <Icon name={key} />
            </button>
          ))}
        </span>
      ) : null}
    </div>
  );
});
