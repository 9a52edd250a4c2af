import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readCsvRows } from '@airsight/contracts/format/csv';
import { csvDecimal, csvField, csvFileName, toCsv } from '../../src/lib/csv.ts';

describe('CSV export', () => {
  it('starts with a BOM, quotes every field and ends lines with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x"y']])).toBe('\uFEFF"a","b"\r\n"1","x""y"\r\n');
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
    expect(csvField(csvDecimal(-500, 3))).toBe('"-500.000"');
    expect(csvField(csvDecimal(Number.NaN, 1))).toBe('""');
    expect(toCsv(['a'], [[csvDecimal(-5.2, 1)]])).toBe('\uFEFF"a"\r\n"-5.2"\r\n');
  });

  it('names files by the date', () => {
    expect(csvFileName(new Date(2026, 10, 1))).toBe('20261101.csv');
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
