import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/errors.ts';
import { compareBy, parseSort, withTieBreakers } from '../../src/services/sort.ts';

const ALLOWED = ['optional_info_2', 'serial_no', 'model_id'] as const;

describe('sort parameter', () => {
  it('parses a comma list with - for descending', () => {
    expect(parseSort('optional_info_2,-serial_no', ALLOWED)).toEqual([
      { column: 'optional_info_2', descending: false },
      { column: 'serial_no', descending: true },
    ]);
    expect(parseSort(undefined, ALLOWED)).toEqual([]);
  });

  it('rejects unknown and repeated columns with a 400 naming them', () => {
    const unknown = (() => {
      try {
        parseSort('serial_no,password', ALLOWED);
      } catch (error) {
        return error;
      }
    })() as HttpError;
    expect(unknown).toBeInstanceOf(HttpError);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.message).toContain('"password"');
    expect(() => parseSort('serial_no,-serial_no', ALLOWED)).toThrow(/given twice/);
    expect(() => parseSort('-', ALLOWED)).toThrow(/unknown column/);
  });

  it('adds tie-breakers that are not sorted on yet', () => {
    expect(withTieBreakers(parseSort('-serial_no', ALLOWED), ['model_id', 'serial_no'])).toEqual([
      { column: 'serial_no', descending: true },
      { column: 'model_id', descending: false },
    ]);
  });

  it('compares with nulls last in both directions', () => {
    const rows = [{ v: 'b' }, { v: null }, { v: 'a' }, { v: 'c' }];
    expect([...rows].sort(compareBy([{ column: 'v', descending: false }])).map((r) => r.v)).toEqual([
      'a',
      'b',
      'c',
      null,
    ]);
    expect([...rows].sort(compareBy([{ column: 'v', descending: true }])).map((r) => r.v)).toEqual([
      'c',
      'b',
      'a',
      null,
    ]);
  });
});
