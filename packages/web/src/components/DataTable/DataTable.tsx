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
 * - Parts: each state slice has its hook (useTableSorting, useTablePaging, useRowSelection, useRowDetails
 *   with useColumnFit), so that one does not disturb another: choosing rows leaves the page and the
 *   memoised pager alone, and paging keeps the rows chosen. The markup: DataTableHead, DataTableScroll
 *   (the scroll box, the body and the virtualiser), DataTableRow (a row and its details, memoised) and
 *   DataTablePager (memoised).
 * - Sorting: a column with `sortValue` gets a sort label in its header (ascending first, then toggles).
 *   Uncontrolled by default (`defaultSort`); pass `sort` + `onSortChange` to own it, e.g. to write a CSV
 *   in the order shown with `sortRows(rows, columns, sort)`.
 * - Selection (opt-in, `selectable`): a checkbox column first, a header checkbox for all rows (every
 *   page), Shift+click for a range; `onSelectionChange` gets the selected row keys. Selected rows carry
 *   aria-selected="true".
 * - Sticky header inside a scroll box of `maxHeight` (default 70vh).
 * - More than VIRTUALIZE_FROM rows on a page are virtualised (@tanstack/react-virtual, in
 *   DataTableScroll.tsx): only the rows in view (and a few around) are in the DOM, so 'All' over 10,000
 *   rows stays smooth. Rows may differ in height (they are measured); `rowHeight` is only the first guess.
 *   Body rows are plain <tr>/<td>: for tables of thousands of rows keep cell renderers light too (plain
 *   elements, inline styles) rather than MUI components, whose style engine runs per cell on every render.
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
import { useId, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import { useTable, type Row as TableRowModel, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from './columns.ts';
import { DataTableHead } from './DataTableHead.tsx';
import { DataTablePager } from './DataTablePager.tsx';
import { DataTableRow } from './DataTableRow.tsx';
import { DataTableScroll } from './DataTableScroll.tsx';
import './dataTable.css';
import type { SortState } from './sortRows.ts';
import { dataTableFeatures, toColumnDefs, type DataTableFeatures } from './tableModel.ts';
import { useOverflowCue } from './useOverflowCue.ts';
import { useRowDetails } from './useRowDetails.ts';
import { useRowSelection } from './useRowSelection.ts';
import { useTablePaging } from './useTablePaging.ts';
import { useTableSorting } from './useTableSorting.ts';

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
  const total = rows.length;
  const { sorting, onSortingChange } = useTableSorting(controlledSort, defaultSort, onSortChange);
  const paging = useTablePaging(total, pageResetKey, allPageLimit, scrollRef);
  const { rowSelection, onRowSelectionChange } = useRowSelection(rows, rowKey, onSelectionChange);

  // Memoised: a new list of columns rebuilds the table's models; new rows or state recompute only the
  // row models whose inputs changed (TanStack Table), so 10,000 rows are not re-sorted for a selection.
  const columnDefs = useMemo(() => toColumnDefs(columns), [columns]);
  const table = useTable<DataTableFeatures, Row>({
    features: dataTableFeatures,
    columns: columnDefs,
    data: rows,
    getRowId: rowKey,
    state: { sorting, pagination: paging.pagination, rowSelection },
    onSortingChange,
    onPaginationChange: paging.setPagination,
    onRowSelectionChange,
    // Ascending first, then the direction toggles; a sort is never removed, one column at a time.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // New data (a refresh every few minutes) keeps the page; useTablePaging holds it within fewer rows.
    autoResetPageIndex: false,
    enableRowSelection: selectable,
  });
  const pageRows = table.getRowModel().rows;

  // Detail columns leave a table that does not fit its box, the last one first.
  const { shownColumns, hiddenColumns, compact, expanded, toggleExpanded } = useRowDetails(
    columns,
    outerRef,
    scrollRef,
    pageRows,
  );
  const cue = useOverflowCue(scrollRef);
  const columnCount = shownColumns.length + (selectable ? 1 : 0) + (compact ? 1 : 0);
  const scrollLabel = ariaLabel ? `${ariaLabel}: ${t('scrollsSideways')}` : t('scrollsSideways');
  const selectLabel = t('select');
  const detailsLabel = t('showDetails');

  // A row of the page: the body calls it for the rows it draws (DataTableRow is memoised).
  const renderRow = (tableRow: TableRowModel<DataTableFeatures, Row>) => (
    <DataTableRow
      key={tableRow.id}
      tableRow={tableRow}
      columns={shownColumns}
      detailColumns={hiddenColumns}
      columnCount={columnCount}
      selectable={selectable}
      selected={selectable && tableRow.getIsSelected()}
      compact={compact}
      open={compact && expanded.has(tableRow.id)}
      onToggleDetails={toggleExpanded}
      idPrefix={detailsIdPrefix}
      selectLabel={selectLabel}
      detailsLabel={detailsLabel}
      onRowClick={onRowClick}
      rowStyle={rowStyle}
      rowDataset={rowDataset}
    />
  );

  return (
    <div
      ref={outerRef}
      className="dt"
      data-testid={testId}
      // Assistive technology and tests wait for the first rows rather than read "no data" too early.
      aria-busy={loading || undefined}
      data-row-count={total}
      data-page-size={paging.pageSize}
      data-page={paging.page + 1}
    >
      <div
        className={['dt-frame', cue.before ? 'dt-more-before' : '', cue.after ? 'dt-more-after' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <DataTableScroll
          scrollRef={scrollRef}
          maxHeight={maxHeight}
          overflows={cue.overflows}
          scrollLabel={scrollLabel}
          ariaLabel={ariaLabel}
          total={total}
          // Hidden columns: the widths of a fixed layout were chosen for all of them (see the top).
          tableLayout={fixedLayout && !compact ? 'fixed' : 'auto'}
          head={
            <DataTableHead table={table} columns={shownColumns} selectable={selectable} compact={compact} />
          }
          pageRows={pageRows}
          rowHeight={rowHeight}
          columnCount={columnCount}
          emptyText={loading ? t('loading') : (emptyText ?? t('noData'))}
          renderRow={renderRow}
        />
        <span aria-hidden="true" className="dt-edge dt-edge-before" />
        <span aria-hidden="true" className="dt-edge dt-edge-after" />
      </div>
      <DataTablePager
        testId={testId}
        pageSize={paging.pageSize}
        page={paging.page}
        pages={paging.pages}
        total={total}
        start={paging.start}
        end={paging.start + pageRows.length}
        onPageSize={paging.changePageSize}
        onPage={paging.goTo}
      />
    </div>
  );
}
