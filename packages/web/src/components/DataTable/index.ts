export { DataTable, VIRTUALIZE_FROM, type DataTableColumn, type DataTableProps } from './DataTable.tsx';
export { sortRows, type SortState, type SortDirection, type SortValue } from './sortRows.ts';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, type PageSize } from './paging.ts';
export { textColumn, type ColumnOptions } from './columns.ts';
