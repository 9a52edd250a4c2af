/**
 * The TanStack Table model behind DataTable: which features it registers, how our columns become
 * TanStack column definitions, and how our sort state maps onto TanStack's.
 */
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
  type SortFn,
  type SortingState,
} from '@tanstack/react-table';
import { compareSortValues, isEmptySortValue, type SortState, type SortValue } from './sortRows.ts';

/** Module scope: a new features object would rebuild the table's models on every render. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
});
export type DataTableFeatures = typeof dataTableFeatures;

/** What a column needs for the model; the rendering parts (header, cell, widths) stay with DataTable. */
interface ModelColumn<Row> {
  id: string;
  sortValue?: (row: Row) => SortValue;
}

/**
 * Ascending order of two rows' sort values (TanStack reverses it for descending and falls back to the
 * incoming order on ties). Empty values never reach it: the column's accessor turns them into
 * undefined, which `sortUndefined: 'last'` puts after the others in both directions.
 */
function bySortValue<Row extends RowData>(): SortFn<DataTableFeatures, Row> {
  return (a, b, columnId) =>
    compareSortValues(a.getValue<SortValue>(columnId), b.getValue<SortValue>(columnId));
}

/**
 * A sortable column reads its `sortValue` (read once per row: TanStack caches it); the others are
 * display columns that the sorted model cannot pick.
 */
export function toColumnDefs<Row extends RowData>(
  columns: readonly ModelColumn<Row>[],
): ColumnDef<DataTableFeatures, Row>[] {
  return columns.map(({ id, sortValue }) => {
    if (!sortValue) return { id, enableSorting: false };
    return {
      id,
      accessorFn: (row: Row) => {
        const value = sortValue(row);
        return isEmptySortValue(value) ? undefined : value;
      },
      sortFn: bySortValue<Row>(),
      sortUndefined: 'last',
    };
  });
}

export function toSorting(sort: SortState | null | undefined): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'desc' }] : [];
}

export function fromSorting(sorting: SortingState): SortState | null {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}
