/**
 * A table column that also knows its CSV cell: the CSV of a tab is the table as shown (same columns,
 * same filter, same order), built from the same list so the two cannot drift apart.
 */
import type { DataTableColumn, SortState } from '../../components/DataTable/index.ts';
import { sortRows } from '../../components/DataTable/index.ts';
import { downloadCsv, type CsvCell } from '../../lib/csv.ts';

export interface ExportColumn<Row> extends DataTableColumn<Row> {
  /** The header as plain text (CSV header; `header` may be a node). */
  headerText: string;
  csvValue: (row: Row) => CsvCell;
}

/** Saves the rows as shown: filtered by the caller, sorted as the table sorts them, named YYYYMMDD.csv. */
export function downloadShownRows<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sort: SortState | null,
): void {
  const ordered = sortRows(rows, columns, sort);
  downloadCsv(
    columns.map((c) => c.headerText),
    ordered.map((row) => columns.map((c) => c.csvValue(row))),
  );
}
