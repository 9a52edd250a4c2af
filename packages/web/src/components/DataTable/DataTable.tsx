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
 *   is more than one page. The range line ("1–10 of 123") is always shown. `allPageLimit` (opt-in) makes
 *   All pages of at most that many rows.
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
 * - Narrow boxes (a phone, a side panel): a column with `priority: 'detail'` leaves the table when the
 *   table is wider than its own box (measured, not the viewport), the last detail column first, until it
 *   fits (useColumnFit.ts). Each row then gets a "Details" button (first cell, aria-expanded,
 *   aria-controls) that opens a row beneath with the hidden columns as header: value pairs; the button
 *   does not trigger onRowClick, and the open rows are kept by row key across sorting and paging. While
 *   columns are hidden the layout is automatic and column `width`s are not applied: they were chosen for
 *   the full set of columns. Columns without a priority ('essential') always stay.
 * - A table still wider than its box scrolls sideways inside it, with a shadow on each edge that has
 *   more to show; the box is then focusable (keyboard scrolling) and named, and carries
 *   data-overflow-cue="true".
 * - Headers break only between words (word-break: keep-all keeps CJK words whole too).
 * - `onRowClick` makes rows clickable (pointer, Enter/Space, focusable). A link or button inside a
 *   cell should call event.stopPropagation() if it must not also trigger the row.
 * - Test hooks: data-testid `data-table` (override with `testId`) on the outer box, carrying
 *   data-row-count (rows after filtering, all pages), data-page-size and data-page (1-based);
 *   `data-table-row` with data-row-key on each rendered row; `page-size` on the native select;
 *   `page-first`, `page-prev`, `page-next`, `page-last`, `page-range`, `data-table-empty`,
 *   `data-table-select-all` and `data-table-select` on the selection checkboxes; `data-table-scroll` on
 *   the scroll box (data-overflow-cue); `data-table-expand` on the Details buttons and
 *   `data-table-detail` (with data-row-key) on an open row's details.
 *   With virtualisation not every row is in the DOM: count with data-row-count.
 */
import {
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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
import { DetailRow, ExpandCell } from './RowDetails.tsx';
import { Icon } from '../icons.tsx';
import './dataTable.css';
import { useColumnFit } from './useColumnFit.ts';
import { useOverflowCue } from './useOverflowCue.ts';
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
  /**
   * 'detail': the column may leave a table that does not fit its box; its value is then shown in the
   * row's details. 'essential' (the default): always in the table. Mark the columns a user scans by as
   * essential, and only as many as fit a phone.
   */
  priority?: 'essential' | 'detail';
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
  /** When this value changes the table goes back to page 1 (pass the search words). */
  pageResetKey?: unknown;
  /**
   * Opt-in: with 'All' chosen, pages of at most this many rows (more than 20) with the page buttons,
   * instead of one page of every row. AlermHistory: 100 (part 1 §9).
   */
  allPageLimit?: number;
  maxHeight?: number | string;
  /** First guess of a row's height in px for the virtualiser. */
  rowHeight?: number;
  /** What an empty table says; while `loading`, "Loading…" instead. */
  emptyText?: ReactNode;
  /** The rows are still on their way (a query's first load): an empty table says so. */
  loading?: boolean;
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

/** The class of a column's header and cells when it is not left-aligned (dataTable.css). */
const alignClass = (column: { align?: 'left' | 'center' | 'right' }) =>
  column.align === 'right' || column.align === 'center' ? `dt-${column.align}` : '';

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
  pageResetKey,
  allPageLimit,
  maxHeight = '70vh',
  rowHeight = 37,
  emptyText,
  loading = false,
  testId = 'data-table',
  fixedLayout = false,
  rowStyle,
  rowDataset,
  selectable = false,
  onSelectionChange,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const outerRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const detailsIdPrefix = useId();

  // The table's state slices are controlled here (the TanStack way for state that props also drive):
  // the caller may own the sort, a new search resets the page, and a page index is held within the rows.
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSorting(defaultSort));
  const givenSorting = useMemo(() => toSorting(controlledSort), [controlledSort]);
  const sorting = controlledSort !== undefined ? givenSorting : ownSorting;
  // Every table opens at All (part 1 §9, part 2 §9: "default All"); the user picks 10 or 20.
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: toTablePageSize(DEFAULT_PAGE_SIZE, allPageLimit),
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

  // Detail columns leave a table that does not fit its box, the last one first.
  const detailColumns = useMemo(() => columns.filter((c) => c.priority === 'detail'), [columns]);
  const detailIds = useMemo(() => detailColumns.map((c) => c.id), [detailColumns]);
  const hiddenCount = useColumnFit(outerRef, scrollRef, detailIds, pageRows, columns);
  const { shownColumns, hiddenColumns } = useMemo(() => {
    const hidden = new Set(detailColumns.slice(detailColumns.length - hiddenCount));
    return {
      shownColumns: hiddenCount ? columns.filter((c) => !hidden.has(c)) : columns,
      hiddenColumns: columns.filter((c) => hidden.has(c)),
    };
  }, [columns, detailColumns, hiddenCount]);
  const compact = hiddenColumns.length > 0;
  // Open details by row key: they survive sorting, paging and new data.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const cue = useOverflowCue(scrollRef);
  const columnCount = shownColumns.length + (selectable ? 1 : 0) + (compact ? 1 : 0);
  const scrollLabel = ariaLabel ? `${ariaLabel}: ${t('scrollsSideways')}` : t('scrollsSideways');
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
    setPagination({ pageIndex: 0, pageSize: toTablePageSize(size, allPageLimit) });
    scrollToTop();
  };

  /** A row and, when open, its details (in a narrow table). */
  const renderRow = (tableRow: TableRowModel<DataTableFeatures, Row>) => {
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
    const detailsId = `${detailsIdPrefix}-details-${key.replace(/\s/g, '_')}`;
    const open = compact && expanded.has(key);
    const style = rowStyle?.(row);
    // Plain <tr>/<td> with classes styled once on the table (dataTable.css): per-cell MUI components would
    // each run the style engine, which dominated the cost of a key stroke over 10,000 machines.
    const main = (
      <tr
        key={key}
        data-testid="data-table-row"
        data-row-key={key}
        className={clickable ? 'dt-row dt-clickable' : 'dt-row'}
        tabIndex={clickable ? 0 : undefined}
        aria-selected={selectable ? selected : undefined}
        onClick={clickable ? () => onRowClick(row) : undefined}
        onKeyDown={clickable ? onKeyDown : undefined}
        style={style}
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
        {compact ? (
          <ExpandCell
            expanded={open}
            detailsId={detailsId}
            label={t('showDetails')}
            onToggle={() => toggleExpanded(key)}
          />
        ) : null}
        {shownColumns.map((column) => (
          <td
            key={column.id}
            className={['dt-cell', column.noWrap ? 'dt-nowrap' : '', alignClass(column)]
              .filter(Boolean)
              .join(' ')}
          >
            {column.cell(row)}
          </td>
        ))}
      </tr>
    );
    if (!open) return main;
    return [
      main,
      <DetailRow
        key={`${key} details`}
        id={detailsId}
        rowKey={key}
        colSpan={columnCount}
        items={hiddenColumns.map((column) => ({
          id: column.id,
          header: column.header,
          value: column.cell(row),
        }))}
        style={style}
      />,
    ];
  };

  // The table's body: one <tbody> of rows, or with virtualisation one <tbody> per rendered row (the row
  // and its open details, measured together) between two spacers for the rows out of view.
  let body: ReactNode;
  if (total === 0) {
    body = (
      <tbody>
        <tr data-testid="data-table-empty">
          <td colSpan={columnCount} className="dt-cell dt-empty">
            {loading ? t('loading') : (emptyText ?? t('noData'))}
          </td>
        </tr>
      </tbody>
    );
  } else if (virtual) {
    const items = virtualizer.getVirtualItems();
    const first = items[0];
    const last = items[items.length - 1];
    const padTop = first ? first.start : 0;
    const padBottom = last ? virtualizer.getTotalSize() - last.end : 0;
    const spacer = (height: number) => (
      <tbody aria-hidden="true">
        <tr>
          <td colSpan={columnCount} style={{ height, padding: 0, border: 0 }} />
        </tr>
      </tbody>
    );
    body = (
      <>
        {padTop > 0 ? spacer(padTop) : null}
        {items.map((item) => (
          <tbody key={item.key} ref={virtualizer.measureElement} data-index={item.index}>
            {renderRow(pageRows[item.index] as TableRowModel<DataTableFeatures, Row>)}
          </tbody>
        ))}
        {padBottom > 0 ? spacer(padBottom) : null}
      </>
    );
  } else {
    body = <tbody>{pageRows.map((tableRow) => renderRow(tableRow))}</tbody>;
  }

  return (
    <div
      ref={outerRef}
      className="dt"
      data-testid={testId}
      // Assistive technology and tests wait for the first rows rather than read "no data" too early.
      aria-busy={loading || undefined}
      data-row-count={total}
      data-page-size={fromTablePageSize(pagination.pageSize)}
      data-page={current + 1}
    >
      <div
        className={['dt-frame', cue.before ? 'dt-more-before' : '', cue.after ? 'dt-more-after' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <div
          ref={scrollRef}
          className="dt-scroll"
          data-testid="data-table-scroll"
          data-overflow-cue={cue.overflows ? 'true' : undefined}
          // Only a box that scrolls sideways needs to be reached by the keyboard (arrow keys scroll it).
          tabIndex={cue.overflows ? 0 : undefined}
          role={cue.overflows ? 'region' : undefined}
          aria-label={cue.overflows ? scrollLabel : undefined}
          style={{ maxHeight }}
        >
          <table
            className="dt-table"
            aria-label={ariaLabel}
            aria-rowcount={total + 1}
            // Hidden columns: the widths of a fixed layout were chosen for all of them (see the top).
            style={{ tableLayout: fixedLayout && !compact ? 'fixed' : 'auto' }}
          >
            <thead>
              <tr>
                {selectable ? (
                  <th scope="col" className="dt-select-head">
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
                  </th>
                ) : null}
                {compact ? (
                  <th scope="col" className="dt-expand-head">
                    <span className="visually-hidden">{t('showDetails')}</span>
                  </th>
                ) : null}
                {shownColumns.map((column) => {
                  const sorted = table.getColumn(column.id)?.getIsSorted() ?? false;
                  const ariaSort =
                    sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      data-column-id={column.id}
                      className={alignClass(column) || undefined}
                      aria-sort={ariaSort}
                      style={{ minWidth: column.minWidth, width: compact ? undefined : column.width }}
                    >
                      {column.sortValue ? (
                        <button
                          type="button"
                          className="dt-sort"
                          data-active={ariaSort}
                          onClick={table.getColumn(column.id)?.getToggleSortingHandler()}
                        >
                          {column.header}
                          <Icon name="arrowDown" className="dt-sort-arrow" />
                        </button>
                      ) : (
                        column.header
                      )}
                    </th>
                  );
                })}
              </tr>
            </thead>
            {body}
          </table>
        </div>
        <span aria-hidden="true" className="dt-edge dt-edge-before" />
        <span aria-hidden="true" className="dt-edge dt-edge-after" />
      </div>
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
    </div>
  );
}
