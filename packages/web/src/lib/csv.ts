/**
 * CSV files as DESIGN §11 says: RFC 4180 (CRLF, every field quoted, quotes doubled), a UTF-8 BOM so that
 * Excel reads Japanese and Chinese text, and cells that start with = + - @, tab or CR neutralised with a
 * leading apostrophe so that a spreadsheet never runs them as formulas. Files are named YYYYMMDD.csv.
 */
import { formatFileDate } from '@airsight/contracts/format/date-time';
import { saveFile } from './saveFile.ts';

/** A number written with exactly `digits` decimals, e.g. 123 with 1 digit as "123.0". */
export interface CsvDecimal {
  readonly decimal: number;
  readonly digits: number;
}

export type CsvCell = string | number | boolean | CsvDecimal | null | undefined;

/** A number cell with fixed decimals: a spreadsheet reads it as a number, a reader sees its precision. */
export function csvDecimal(value: number, digits: number): CsvDecimal {
  return { decimal: value, digits };
}

const FORMULA_START = /^[=+\-@\t\r]/;

const decimalFormats = new Map<number, Intl.NumberFormat>();

/** No grouping and '.' as separator, so that every spreadsheet reads it; no '-0' for a rounded zero. */
function formatDecimal({ decimal, digits }: CsvDecimal): string {
  if (!Number.isFinite(decimal)) return '';
  let format = decimalFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    decimalFormats.set(digits, format);
  }
  return format.format(decimal);
}

export function csvField(value: CsvCell): string {
  // Numbers, fixed decimals included, are data, not formulas, also when negative.
  if (typeof value === 'object' && value !== null) return `"${formatDecimal(value)}"`;
  let text = value === null || value === undefined ? '' : String(value);
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
  saveFile(fileName, new Blob([text], { type }));
}

export function downloadCsv(
  header: readonly CsvCell[],
  rows: readonly (readonly CsvCell[])[],
  fileName = csvFileName(),
): void {
  downloadText(fileName, toCsv(header, rows));
}
