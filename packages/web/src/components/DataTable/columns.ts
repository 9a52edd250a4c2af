/**
 * The columns of the shared table: what a column says (DataTableColumn), the text column most tables
 * are made of, and the class that aligns a column's header and cells.
 */
import type { ReactNode } from 'react';
import type { SortValue } from './sortRows.ts';

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

/** The class of a column's header and cells when it is not left-aligned (dataTable.css). */
export const alignClass = (column: { align?: 'left' | 'center' | 'right' }) =>
  column.align === 'right' || column.align === 'center' ? `dt-${column.align}` : '';
