import type { ReactNode } from 'react';
import type { DataTableColumn } from './DataTable.tsx';

/** What a column may say beside its header and value. */
export type ColumnOptions<Row> = Omit<DataTableColumn<Row>, 'id' | 'header' | 'cell' | 'sortValue'>;

/** A column that shows a text and sorts by that same text (an empty text sorts last). */
export function textColumn<Row>(
  id: string,
  header: ReactNode,
  read: (row: Row) => string,
  options: ColumnOptions<Row> = {},
): DataTableColumn<Row> {
  return { id, header, cell: read, sortValue: read, ...options };
}
