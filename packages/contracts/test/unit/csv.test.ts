import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { csvDecimal, csvField, csvLine, readCsv, readCsvRows, toCsv } from '../../src/format/csv.ts';

describe('CSV writer', () => {
  it('starts with a BOM, quotes every field and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x"y']])).toBe('\uFEFF"a","b"\r\n"1","x""y"\r\n');
    expect(csvLine(['a', null, undefined, 2])).toBe('"a","","","2"\r\n');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    for (const bad of ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'])
      expect(csvField(bad)).toBe(`"'${bad}"`);
    expect(csvField(-5)).toBe('"-5"');
    expect(csvField('A-1')).toBe('"A-1"');
  });

  it('writes fixed decimals as plain numbers, negative ones too, quoted like every field', () => {
    expect(csvField(csvDecimal(123, 1))).toBe('"123.0"');
    expect(csvField(csvDecimal(1234567, 1))).toBe('"1234567.0"');
    expect(csvField(csvDecimal(-0.05, 2))).toBe('"-0.05"');
    expect(csvField(csvDecimal(0.7, 2))).toBe('"0.70"');
    expect(csvField(csvDecimal(-0.04, 1))).toBe('"0.0"');
    expect(csvField(csvDecimal(-0, 0))).toBe('"0"');
    expect(csvField(csvDecimal(-500, 3))).toBe('"-500.000"');
    expect(csvField(csvDecimal(0.125, 2))).toBe('"0.13"');
    expect(csvField(csvDecimal(2e21, 1))).toBe('"2000000000000000000000.0"');
    expect(csvField(csvDecimal(Number.NaN, 1))).toBe('""');
    expect(toCsv(['a'], [[csvDecimal(-5.2, 1)]])).toBe('\uFEFF"a"\r\n"-5.2"\r\n');
  });

  it('writes fixed decimals as Intl.NumberFormat does, without grouping or a minus zero', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e7, max: 1e7, noNaN: true }),
          // Scaled register words: raw / 10^k, as a chart shows them.
          fc
            .tuple(fc.integer({ min: -32_768, max: 65_535 }), fc.integer({ min: 0, max: 3 }))
            .map(([raw, k]) => raw / 10 ** k),
        ),
        fc.integer({ min: 0, max: 4 }),
        (value, digits) => {
          const intl = new Intl.NumberFormat('en-US', {
            useGrouping: false,
            minimumFractionDigits: digits,
            maximumFractionDigits: digits,
            signDisplay: 'negative',
          });
          expect(csvField(csvDecimal(value, digits))).toBe(`"${intl.format(value)}"`);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('reads back any text it wrote, neutralised cells with their apostrophe', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 5 }),
        (rows) => {
          const header = ['h'];
          const read = readCsvRows(toCsv(header, rows).slice(1));
          expect(read[0]).toEqual(header);
          rows.forEach((row, i) =>
            expect(read[i + 1]).toEqual(row.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))),
          );
        },
      ),
    );
  });
});

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
