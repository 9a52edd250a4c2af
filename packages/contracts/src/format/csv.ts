/**
 * The one CSV writer and the one CSV reader.
 *
 * Writer (DESIGN §11): RFC 4180 (CRLF, every field quoted, quotes doubled), a UTF-8 BOM so that Excel
 * reads Japanese and Chinese text, and cells that start with = + - @, tab or CR neutralised with a leading
 * apostrophe so that a spreadsheet never runs them as formulas. The web client writes its files with it,
 * the server streams the trend's file line by line with it.
 *
 * Reader (RFC 4180: comma separated, fields in double quotes may hold commas, quotes doubled and line
 * breaks; CRLF or LF; a UTF-8 byte-order mark is skipped). The server reads service-record uploads with
 * it; the tests read the portal's downloads back with it. Pure: records with the line each starts on, or
 * the first error with its line.
 */

/** The UTF-8 byte-order mark every written file starts with. */
export const CSV_BOM = '\uFEFF';

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

function intlDecimal(value: number, digits: number): string {
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
  return format.format(value);
}

/** Digits plus one in the last place: '099' → '100', '99' → '100'. */
function incremented(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, i)}${digits.charCodeAt(i) - 47}${'0'.repeat(digits.length - i - 1)}`;
}

/**
 * No grouping and '.' as separator, so that every spreadsheet reads it; no '-0' for a rounded zero. The
 * rounding is Intl.NumberFormat's: half away from zero on the number's shortest decimal form (230.95 to
 * one decimal is 231.0, where toFixed, on the binary value, says 230.9). Worked out on that form (String)
 * rather than by Intl for each cell: a year's trend file writes two million numbers, most of them
 * already with no more decimals than asked for; exponent forms go to Intl.
 */
function formatDecimal({ decimal, digits }: CsvDecimal): string {
  if (!Number.isFinite(decimal)) return '';
  const text = String(Math.abs(decimal));
  if (text.includes('e')) return intlDecimal(decimal, digits);
  const point = text.indexOf('.');
  const whole = point < 0 ? text : text.slice(0, point);
  const fraction = point < 0 ? '' : text.slice(point + 1);
  let written: string;
  if (fraction.length <= digits) {
    written = digits === 0 ? whole : `${whole}.${fraction.padEnd(digits, '0')}`;
  } else {
    let kept = whole + fraction.slice(0, digits);
    // '5' is 53: the first dropped digit decides, the shortest form has nothing after it to weigh.
    if (fraction.charCodeAt(digits) >= 53) kept = incremented(kept);
    const wholeLength = kept.length - digits;
    written = digits === 0 ? kept : `${kept.slice(0, wholeLength)}.${kept.slice(wholeLength)}`;
  }
  return decimal < 0 && /[1-9]/.test(written) ? `-${written}` : written;
}

export function csvField(value: CsvCell): string {
  // Numbers, fixed decimals included, are data, not formulas, also when negative.
  if (typeof value === 'object' && value !== null) return `"${formatDecimal(value)}"`;
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !(typeof value === 'number')) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One record with its CRLF. */
export function csvLine(row: readonly CsvCell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : ',') + csvField(row[i]);
  return `${line}\r\n`;
}

/** A whole file: the BOM, the header and the rows. */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  let text = CSV_BOM + csvLine(header);
  for (const row of rows) text += csvLine(row);
  return text;
}

export interface CsvRecord {
  /** 1-based line of the text on which the record starts. */
  line: number;
  fields: string[];
}

export type CsvResult = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export function readCsv(text: string): CsvResult {
  const records: CsvRecord[] = [];
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    // Blank lines (a trailing line break, an empty line) are not records; a line of `""` is one.
    const blank = fields.length === 0 && field === '' && !wasQuoted;
    endField();
    if (!blank) records.push({ line: start, fields });
    fields = [];
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"') {
        if (body[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (field !== '' || wasQuoted) {
        return { ok: false, line, message: 'a double quote inside a field that does not start with one' };
      }
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') {
      endField();
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (wasQuoted) return { ok: false, line, message: 'text after the closing double quote' };
      field += c;
    }
  }
  if (quoted) return { ok: false, line: start, message: 'a double quote is not closed' };
  endRecord();
  return { ok: true, records };
}

/**
 * The fields of every record, for the tests of several packages that read back a file the portal wrote;
 * throws on a malformed one.
 * @internal
 */
export function readCsvRows(text: string): string[][] {
  const read = readCsv(text);
  if (!read.ok) throw new Error(`CSV line ${read.line}: ${read.message}`);
  return read.records.map((record) => record.fields);
}
