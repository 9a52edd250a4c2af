export { DataTable, type DataTableProps } from './DataTable.tsx';
export { VIRTUALIZE_FROM } from './DataTableScroll.tsx';
export { sortRows, type SortState, type SortDirection, type SortValue } from './sortRows.ts';
export { PAGE_SIZES, DEFAULT_PAGE_SIZE, type PageSize } from './paging.ts';
export { textColumn, type ColumnOptions, type DataTableColumn } from './columns.ts';
