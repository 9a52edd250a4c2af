/**
 * The one CSV reader (RFC 4180: comma separated, fields in double quotes may hold commas, quotes doubled
 * and line breaks; CRLF or LF; a UTF-8 byte-order mark is skipped). The server reads service-record
 * uploads with it; the tests read the portal's downloads back with it. Pure: records with the line each
 * starts on, or the first error with its line.
 */

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

/** The fields of every record, for reading back a file the portal wrote; throws on a malformed one. */
export function readCsvRows(text: string): string[][] {
  const read = readCsv(text);
  if (!read.ok) throw new Error(`CSV line ${read.line}: ${read.message}`);
  return read.records.map((record) => record.fields);
}
