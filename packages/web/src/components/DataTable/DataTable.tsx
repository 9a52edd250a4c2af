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
 * - Built on TanStack Table (sorted and paginated row models, row selection); sortRows.ts holds the
 *   sort rules, tableModel.ts the TanStack side (features, column definitions).
 * - Sorting: a column with `sortValue` gets a sort label in its header (ascending first, then toggles).
 *   Uncontrolled by default (`defaultSort`); pass `sort` + `onSortChange` to own it, e.g. to write a CSV
 *   in the order shown with `sortRows(rows, columns, sort)`.
 * - Selection (opt-in, `selectable`): a checkbox column first, a header checkbox for all rows (every
 *   page), Shift+click for a range; `onSelectionChange` gets the selected row keys. Selected rows carry
 *   aria-selected="true".
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
 *   `page-first`, `page-prev`, `page-next`, `page-last`, `page-range`, `data-table-empty`,
 *   `data-table-select-all` and `data-table-select` on the selection checkboxes.
 *   With virtualisation not every row is in the DOM: count with data-row-count.
 */
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CSSObject, Theme } from '@mui/material/styles';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  functionalUpdate,
  useTable,
  type PaginationState,
  type Row as TableRowModel,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { DataTablePager } from './DataTablePager.tsx';
import { DEFAULT_PAGE_SIZE, fromTablePageSize, toTablePageSize, type PageSize } from './paging.ts';
import type { SortState, SortValue } from './sortRows.ts';
import {
  dataTableFeatures,
  fromSorting,
  toColumnDefs,
  toSorting,
  type DataTableFeatures,
} from './tableModel.ts';

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
  /** Adds a checkbox column for selecting rows (off by default). */
  selectable?: boolean;
  /** The keys (rowKey) of the selected rows after each change of the selection. */
  onSelectionChange?: (selectedKeys: string[]) => void;
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
  '& tr[aria-selected="true"]': { backgroundColor: theme.palette.action.selected },
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

const NO_SELECTION: RowSelectionState = {};

/** Number of pages; at least 1, so that an empty table is "page 1 of 1". */
function countPages(total: number, pageSize: number): number {
  return total <= 0 || pageSize === Infinity ? 1 : Math.ceil(total / pageSize);
}

export function DataTable<Row extends RowData>({
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
  selectable = false,
  onSelectionChange,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);

  // The table's state slices are controlled here (the TanStack way for state that props also drive):
  // the caller may own the sort, a new search resets the page, and a page index is held within the rows.
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSorting(defaultSort));
  const givenSorting = useMemo(() => toSorting(controlledSort), [controlledSort]);
  const sorting = controlledSort !== undefined ? givenSorting : ownSorting;
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: toTablePageSize(defaultPageSize),
  });
  const [rowSelection, setRowSelection] = useState<RowSelectionState>(NO_SELECTION);

  // Back to page 1 when the caller's filter changes (state adjusted during render, not in an effect).
  const [seenResetKey, setSeenResetKey] = useState(pageResetKey);
  if (!Object.is(seenResetKey, pageResetKey)) {
    setSeenResetKey(pageResetKey);
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  }

  const total = rows.length;
  const pages = countPages(total, pagination.pageSize);
  // The rows may have shrunk under the page: show the last page that still has rows.
  const current = Math.min(pagination.pageIndex, pages - 1);
  const shownPagination = useMemo(
    () => (current === pagination.pageIndex ? pagination : { ...pagination, pageIndex: current }),
    [pagination, current],
  );

  // Memoised: the virtualiser re-renders the table on every scroll frame; 10,000 rows must not be
  // rebuilt or re-sorted then (TanStack recomputes a row model only when its inputs change).
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const table = useTable<DataTableFeatures, Row>({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: rowKey,
    state: { sorting, pagination: shownPagination, rowSelection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting);
      if (controlledSort === undefined) setOwnSorting(next);
      const nextSort = fromSorting(next);
      if (nextSort) onSortChange?.(nextSort);
    },
    onPaginationChange: setPagination,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      const next = functionalUpdate(updater, rowSelection);
      setRowSelection(next);
      onSelectionChange?.(Object.keys(next).filter((key) => next[key]));
    },
    // Ascending first, then the direction toggles; a sort is never removed, one column at a time.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // New data (a refresh every few minutes) keeps the page; the clamp above handles fewer rows.
    autoResetPageIndex: false,
    enableRowSelection: selectable,
  });
  const pageRows = table.getRowModel().rows;
  const start = pagination.pageSize === Infinity ? 0 : current * pagination.pageSize;
  const end = start + pageRows.length;
  const virtual = pageRows.length > VIRTUALIZE_FROM;
  const columnCount = columns.length + (selectable ? 1 : 0);
  const allSelected = selectable && table.getIsAllRowsSelected();

  // The virtualiser's functions change with scrolling; the compiler leaves this component unmemoised,
  // which is what the table needs (its row models are memoised by TanStack Table).
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? pageRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
    getItemKey: (index) => (pageRows[index] as TableRowModel<DataTableFeatures, Row>).id,
    // React 19 warns about flushSync inside render; scroll updates do not need to be synchronous.
    useFlushSync: false,
  });

  const scrollToTop = () => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
  };
  const goTo = (page: number) => {
    setPagination({ ...pagination, pageIndex: Math.min(Math.max(0, page), pages - 1) });
    scrollToTop();
  };
  const changePageSize = (size: PageSize) => {
    setPagination({ pageIndex: 0, pageSize: toTablePageSize(size) });
    scrollToTop();
  };

  const renderRow = (
    tableRow: TableRowModel<DataTableFeatures, Row>,
    index: number,
    measure?: (node: Element | null) => void,
  ) => {
    const row = tableRow.original;
    const key = tableRow.id;
    const clickable = onRowClick !== undefined;
    const selected = selectable && tableRow.getIsSelected();
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
        aria-selected={selectable ? selected : undefined}
        onClick={clickable ? () => onRowClick(row) : undefined}
        onKeyDown={clickable ? onKeyDown : undefined}
        style={rowStyle?.(row)}
        {...dataAttributes(rowDataset?.(row))}
      >
        {selectable ? (
          <td className="dt-cell">
            <input
              type="checkbox"
              data-testid="data-table-select"
              aria-label={t('select')}
              checked={selected}
              // The click event carries Shift for a range; the row's own click must not fire too.
              onClick={(event) => event.stopPropagation()}
              onChange={tableRow.getToggleSelectedHandler()}
            />
          </td>
        ) : null}
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
        <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
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
            <td colSpan={columnCount} style={{ height: padTop, padding: 0, border: 0 }} />
          </tr>
        ) : null}
        {items.map((item) =>
          renderRow(
            pageRows[item.index] as TableRowModel<DataTableFeatures, Row>,
            item.index,
            virtualizer.measureElement,
          ),
        )}
        {padBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columnCount} style={{ height: padBottom, padding: 0, border: 0 }} />
          </tr>
        ) : null}
      </>
    );
  } else {
    body = pageRows.map((tableRow, index) => renderRow(tableRow, index));
  }

  return (
    <Box
      data-testid={testId}
      data-row-count={total}
      data-page-size={fromTablePageSize(pagination.pageSize)}
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
              {selectable ? (
                <TableCell padding="checkbox" sx={{ width: 40, verticalAlign: 'bottom' }}>
                  <input
                    type="checkbox"
                    data-testid="data-table-select-all"
                    aria-label={`${t('select')}: ${t('all')}`}
                    checked={allSelected}
                    // Mixed while some rows but not all are selected (TanStack's "some" includes all).
                    ref={(node) => {
                      if (node) node.indeterminate = !allSelected && table.getIsSomeRowsSelected();
                    }}
                    onChange={table.getToggleAllRowsSelectedHandler()}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => {
                const sorted = table.getColumn(column.id)?.getIsSorted() ?? false;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sortDirection={sorted}
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
                        active={sorted !== false}
                        direction={sorted || 'asc'}
                        onClick={table.getColumn(column.id)?.getToggleSortingHandler()}
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
      <DataTablePager
        testId={testId}
        pageSize={fromTablePageSize(pagination.pageSize)}
        page={current}
        pages={pages}
        total={total}
        start={start}
        end={end}
        onPageSize={changePageSize}
        onPage={goTo}
      />
    </Box>
  );
}
