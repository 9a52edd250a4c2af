import { describe, expect, it } from 'vitest';
import { readCsv, readCsvRows } from '../../src/format/csv.ts';

describe('readCsv', () => {
  it.each([
    [
      'records with the line each starts on',
      'a,b\n1,2\n\n3,4\n',
      [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['1', '2'] },
        { line: 4, fields: ['3', '4'] },
      ],
    ],
    [
      'quotes, doubled quotes, commas and line breaks inside quotes, CRLF and a BOM',
      '\uFEFFa,b\r\n"x, ""y""","multi\nline"\r\nlast,""',
      [
        { line: 1, fields: ['a', 'b'] },
        { line: 2, fields: ['x, "y"', 'multi\nline'] },
        { line: 4, fields: ['last', ''] },
      ],
    ],
    ['empty fields, keeping them', ',,\n', [{ line: 1, fields: ['', '', ''] }]],
    [
      'a line of one quoted empty field as a record',
      'a\n""\n',
      [
        { line: 1, fields: ['a'] },
        { line: 2, fields: [''] },
      ],
    ],
  ])('reads %s', (_what, csv, records) => {
    expect(readCsv(csv)).toEqual({ ok: true, records });
  });

  it('names the line of a broken quote', () => {
    expect(readCsv('a\n"open\nstill')).toEqual({
      ok: false,
      line: 2,
      message: 'a double quote is not closed',
    });
    expect(readCsv('a\nb"c')).toMatchObject({ ok: false, line: 2 });
    expect(readCsv('a\n"b"c')).toEqual({
      ok: false,
      line: 2,
      message: 'text after the closing double quote',
    });
  });

  it('gives the fields of each record, or throws naming the line', () => {
    expect(readCsvRows('"h","i"\r\n"1",""\r\n')).toEqual([
      ['h', 'i'],
      ['1', ''],
    ]);
    expect(() => readCsvRows('a\n"b"c')).toThrow('CSV line 2: text after the closing double quote');
  });
});
