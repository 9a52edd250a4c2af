import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../src/services/service-records-csv.ts';

describe('parseCsv', () => {
  it('reads records with the line each starts on', () => {
    expect(parseCsv('a,b\n1,2\n\n3,4\n')).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
        { line: 4, fields: ['3', '4'] },
      ],
    });
  });

  it('handles quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const result = parseCsv('\uFEFFa,b\r\n"x, ""y""","multi\nline"\r\nlast,""');
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, "y"', 'multi\nline'] },
        { line: 4, fields: ['last', ''] },
      ],
    });
  });

  it('keeps empty fields', () => {
    expect(parseCsv(',,\n')).toEqual({ ok: true, records: [{ line: 1, fields: ['', '', ''] }] });
  });

  it('names the line of a broken quote', () => {
    expect(parseCsv('a\n"open\nstill')).toEqual({
      ok: false,
      line: 2,
      message: 'a double quote is not closed',
    });
    expect(parseCsv('a\nb"c')).toMatchObject({ ok: false, line: 2 });
    expect(parseCsv('a\n"b"c')).toEqual({
      ok: false,
      line: 2,
      message: 'text after the closing double quote',
    });
  });
});
