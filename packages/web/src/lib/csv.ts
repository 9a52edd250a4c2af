/**
 * CSV files as DESIGN §11 says: RFC 4180 (CRLF, every field quoted, quotes doubled), a UTF-8 BOM so that
 * Excel reads Japanese and Chinese text, and cells that start with = + - @, tab or CR neutralised with a
 * leading apostrophe so that a spreadsheet never runs them as formulas. Files are named YYYYMMDD.csv.
 */
import { formatFileDate } from '@airsight/contracts/format/date-time';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value);
  // Plain negative numbers are data, not formulas.
  if (FORMULA_START.test(text) && !(typeof value === 'number')) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Today's date as YYYYMMDD in the browser's time zone, e.g. 20261121. */
export function csvFileName(date: Date = new Date()): string {
  return `${formatFileDate(date)}.csv`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadCsv(
  header: readonly CsvCell[],
  rows: readonly (readonly CsvCell[])[],
  fileName = csvFileName(),
): void {
  downloadText(fileName, toCsv(header, rows));
}
