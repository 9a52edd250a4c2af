/**
 * Saving CSV files in the browser, written by contracts' one CSV writer (format/csv.ts: RFC 4180, a BOM,
 * formula cells neutralised). Files are named YYYYMMDD.csv.
 */
import { formatFileDate } from '@airsight/contracts/format/date-time';
import { toCsv, type CsvCell } from '@airsight/contracts/format/csv';
import { saveFile } from './saveFile.ts';

export { csvDecimal, type CsvCell } from '@airsight/contracts/format/csv';

/** Today's date as YYYYMMDD in the browser's time zone, e.g. 20261121. */
export function csvFileName(date: Date = new Date()): string {
  return `${formatFileDate(date)}.csv`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveFile(fileName, new Blob([text], { type }));
}

export function downloadCsv(
  header: readonly CsvCell[],
  rows: readonly (readonly CsvCell[])[],
  fileName = csvFileName(),
): void {
  downloadText(fileName, toCsv(header, rows));
}
