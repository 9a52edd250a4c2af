/**
 * THE table of the app (HomeAdmin, AlermHistory, dashboard lists...).
 *
 * Usage:
 *   const columns: DataTableColumn<Device>[] = [
 *     { id: 'serial', header: t('serialNumber'), cell: (d) => d.serial_no, sortValue: (d) => d.serial_no },
 *     { id: 'count', header: t('count'), cell: (d) => formatNumber(d.count), align: 'right' },
 *   ];
 *   <DataTable columns={columns} rows={devices} rowKey={(d) => d.id} onRowClick={(d) => open(d)}
 *              ariaLabel={t('machines')} pageResetKey={searchText} />
 *
 * - Page sizes 10, 20 and All, default All (part 1 §2, §9); first/prev/next/last buttons only when there
 *   is more than one page. The range line ("1–10 of 123") is always shown.
 * - Sorting: a column with `sortValue` gets a sort label in its header (ascending first, then toggles).
 *   Uncontrolled by default (`defaultSort`); pass `sort` + `onSortChange` to own it, e.g. to write a CSV
 *   in the order shown with `sortRows(rows, columns, sort)`.
 * - Sticky header inside a scroll box of `maxHeight` (default 70vh).
 * - More than VIRTUALIZE_FROM rows on a page are virtualised (@tanstack/react-virtual): only the rows
 *   in view (and a few around) are in the DOM, so 'All' over 10,000 rows stays smooth. Rows may differ
 *   in height (they are measured); `rowHeight` is only the first guess. Body rows are plain <tr>/<td>:
 *   for tables of thousands of rows keep cell renderers light too (plain elements, inline styles)
 *   rather than MUI components, whose style engine runs per cell on every render.
 * - `rowStyle` / `rowDataset` give a row an inline style (e.g. a level colour) or data-* attributes.
 * - `fixedLayout` with column `width`s: fixed table layout for big virtualised tables.
 * - `onRowClick` makes rows clickable (pointer, Enter/Space, focusable). A link or button inside a
 *   cell should call event.stopPropagation() if it must not also trigger the row.
 * - Test hooks: data-testid `data-table` (override with `testId`) on the outer box, carrying
 *   data-row-count (rows after filtering, all pages), data-page-size and data-page (1-based);
 *   `data-table-row` with data-row-key on each rendered row; `page-size` on the native select;
 *   `page-first`, `page-prev`, `page-next`, `page-last`, `page-range`, `data-table-empty`.
 *   With virtualisation not every row is in the DOM: count with data-row-count.
 */
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NativeSelect from '@mui/material/NativeSelect';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CSSObject, Theme } from '@mui/material/styles';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  clampPage,
  pageBounds,
  pageCount,
  parsePageSize,
  type PageSize,
} from './paging.ts';
import { nextSort, sortRows, type SortState, type SortValue } from './sortRows.ts';

export interface DataTableColumn<Row> {
  /** Unique within the table; the sort state names it. */
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (numbers numerically, texts with a natural collation). */
  sortValue?: (row: Row) => SortValue;
  align?: 'left' | 'center' | 'right';
  /** Minimum width of the column (virtualised rows would otherwise make columns jump while scrolling). */
  minWidth?: number | string;
  /** Keep the cell on one line. */
  noWrap?: boolean;
  /** Width of the column; with `fixedLayout` the columns without one share the rest. */
  width?: number | string;
}

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  onRowClick?: (row: Row) => void;
  /** Accessible name of the table. */
  ariaLabel?: string;
  /** Controlled sort (with onSortChange); leave out for a table that sorts on its own. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  defaultSort?: SortState | null;
  defaultPageSize?: PageSize;
  /** When this value changes the table goes back to page 1 (pass the search words). */
  pageResetKey?: unknown;
  maxHeight?: number | string;
  /** First guess of a row's height in px for the virtualiser. */
  rowHeight?: number;
  emptyText?: ReactNode;
  testId?: string;
  /** Inline style of a row, e.g. a background by alarm level (kept cheap: no style engine per row). */
  rowStyle?: (row: Row) => CSSProperties | undefined;
  /** Extra data-* attributes of a row for tests and styling, e.g. { level: '3' } → data-level="3". */
  rowDataset?: (row: Row) => Record<string, string>;
  /**
   * Column widths from the header only (CSS table-layout: fixed): cheaper layout and no columns that
   * jump while a virtualised table scrolls. Give the columns a `width`.
   */
  fixedLayout?: boolean;
}

/**
 * Body cells look like MUI's small TableCell, written once for the whole table. Side padding is
 * narrower than MUI's 16 px so that the wide tables (11 columns) fit a laptop screen.
 */
const bodyCss = (theme: Theme): CSSObject => ({
  '& .MuiTableCell-root': { px: 1.25 },
  '& td.dt-cell': {
    ...theme.typography.body2,
    padding: '6px 10px',
    color: theme.palette.text.primary,
    borderBottom: `1px solid ${theme.palette.divider}`,
    verticalAlign: 'middle',
  },
  '& td.dt-nowrap': { whiteSpace: 'nowrap' },
  '& td.dt-cell a': { color: theme.palette.primary.main },
  '& tr.dt-clickable': { cursor: 'pointer' },
  '& tr.dt-clickable:hover': { backgroundColor: theme.palette.action.hover },
  '& tr.dt-clickable:focus-visible': {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: -2,
  },
});

function dataAttributes(dataset: Record<string, string> | undefined): Record<string, string> {
  if (!dataset) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(dataset)) {
    out[`data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return out;
}

/** Pages with more rows than this are virtualised. */
export const VIRTUALIZE_FROM = 60;

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  onRowClick,
  ariaLabel,
  sort: controlledSort,
  onSortChange,
  defaultSort = null,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageResetKey,
  maxHeight = '70vh',
  rowHeight = 37,
  emptyText,
  testId = 'data-table',
  fixedLayout = false,
  rowStyle,
  rowDataset,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [ownSort, setOwnSort] = useState<SortState | null>(defaultSort);
  const sort = controlledSort !== undefined ? controlledSort : ownSort;
  const [pageSize, setPageSize] = useState<PageSize>(defaultPageSize);
  const [page, setPage] = useState(0);

  // Back to page 1 when the caller's filter changes (state adjusted during render, not in an effect).
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (!Object.is(seenResetKey, pageResetKey)) {
    setSeenResetKey(pageResetKey);
    setPage(0);
  }

  // Memoised: the virtualiser re-renders the table on every scroll frame; 10,000 rows must not re-sort then.
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const total = sorted.length;
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  const { start, end } = pageBounds(current, total, pageSize);
  const pageRows = useMemo(
    () => (start === 0 && end === total ? sorted : sorted.slice(start, end)),
    [sorted, start, end, total],
  );
  const virtual = pageRows.length > VIRTUALIZE_FROM;

  // The virtualiser's functions change with scrolling; the compiler leaves this component unmemoised,
  // which is what the table needs (it memoises its heavy parts, sorting and slicing, itself).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? pageRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => rowKey(pageRows[index] as Row),
    // React 19 warns about flushSync inside render; scroll updates do not need to be synchronous.
    useFlushSync: false,
  });

  const goTo = (next: number) => {
    setPage(clampPage(next, total, pageSize));
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };

  const changeSort = (columnId: string) => {
    const next = nextSort(sort, columnId);
    if (onSortChange) onSortChange(next);
    if (controlledSort === undefined) setOwnSort(next);
  };

  const renderRow = (row: Row, index: number, measure?: (node: Element | null) => void) => {
    const key = rowKey(row);
    const clickable = onRowClick !== undefined;
    const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onRowClick?.(row);
      }
    };
    // Plain <tr>/<td> with classes styled once on the table (bodyCss): per-cell MUI components would
    // each run the style engine, which dominated the cost of a key stroke over 10,000 machines.
    return (
      <tr
        key={key}
        ref={measure}
        data-index={index}
        data-testid="data-table-row"
        data-row-key={key}
        className={clickable ? 'dt-row dt-clickable' : 'dt-row'}
        tabIndex={clickable ? 0 : undefined}
        onClick={clickable ? () => onRowClick(row) : undefined}
        onKeyDown={clickable ? onKeyDown : undefined}
        style={rowStyle?.(row)}
        {...dataAttributes(rowDataset?.(row))}
      >
        {columns.map((column) => (
          <td
            key={column.id}
            className={column.noWrap ? 'dt-cell dt-nowrap' : 'dt-cell'}
            style={column.align && column.align !== 'left' ? { textAlign: column.align } : undefined}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (total === 0) {
    body = (
      <TableRow data-testid="data-table-empty">
        <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
          {emptyText ?? t('noData')}
        </TableCell>
      </TableRow>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items[items.length - 1];
    const padTop = first ? first.start : 0;
    const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
    body = (
      <>
        {padTop > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columns.length} style={{ height: padTop, padding: 0, border: 0 }} />
          </tr>
        ) : null}
        {items.map((item) => renderRow(pageRows[item.index] as Row, item.index, virtualizer.measureElement))}
        {padBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columns.length} style={{ height: padBottom, padding: 0, border: 0 }} />
          </tr>
        ) : null}
      </>
    );
  } else {
    body = pageRows.map((row, index) => renderRow(row, index));
  }

  return (
    <Box
      data-testid={testId}
      data-row-count={total}
      data-page-size={pageSize}
      data-page={current + 1}
      sx={{ minWidth: 0 }}
    >
      <TableContainer
        ref={scrollRef}
        sx={{ maxHeight, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
      >
        <Table
          stickyHeader
          size="small"
          aria-label={ariaLabel}
          aria-rowcount={total + 1}
          sx={(theme) => ({ ...bodyCss(theme), tableLayout: fixedLayout ? 'fixed' : 'auto' })}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const active = sort?.columnId === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={active ? sort.direction : false}
                    sx={{
                      minWidth: column.minWidth,
                      width: column.width,
                      fontWeight: 600,
                      lineHeight: 1.3,
                      verticalAlign: 'bottom',
                    }}
                  >
                    {column.sortValue ? (
                      <TableSortLabel
                        active={active}
                        direction={active ? sort.direction : 'asc'}
                        onClick={() => changeSort(column.id)}
                        // The arrow only on the sorted column: hidden arrows would still take their
                        // width in every header, and wide tables would no longer fit.
                        sx={{ '&:not(.Mui-active) .MuiTableSortLabel-icon': { display: 'none' } }}
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>{body}</TableBody>
        </Table>
      </TableContainer>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          gap: 1,
          flexWrap: 'wrap',
          pt: 1,
        }}
      >
        <Typography variant="body2" component="label" htmlFor={`${testId}-page-size`}>
          {t('rowsPerPage')}
        </Typography>
        <NativeSelect
          value={String(pageSize)}
          onChange={(event) => {
            setPageSize(parsePageSize(event.target.value));
            setPage(0);
            if (scrollRef.current) scrollRef.current.scrollTop = 0;
          }}
          // A data-* attribute is valid on <select> though the typing of inputProps does not list it.
          inputProps={{ id: `${testId}-page-size`, ...{ 'data-testid': 'page-size' } }}
          sx={{ fontSize: 14 }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 'all' ? t('all') : size}
            </option>
          ))}
        </NativeSelect>
        <Typography variant="body2" data-testid="page-range" sx={{ minWidth: 96, textAlign: 'right' }}>
          {t('displayedRows', { from: total === 0 ? 0 : start + 1, to: end, total })}
        </Typography>
        {pages > 1 ? (
          <Box sx={{ display: 'flex' }}>
            <IconButton
              size="small"
              aria-label={t('firstPage')}
              data-testid="page-first"
              disabled={current === 0}
              onClick={() => goTo(0)}
            >
              <FirstPageIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('previousPage')}
              data-testid="page-prev"
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <NavigateBeforeIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('nextPage')}
              data-testid="page-next"
              disabled={current >= pages - 1}
              onClick={() => goTo(current + 1)}
            >
              <NavigateNextIcon fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={t('lastPage')}
              data-testid="page-last"
              disabled={current >= pages - 1}
              onClick={() => goTo(pages - 1)}
            >
              <LastPageIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
