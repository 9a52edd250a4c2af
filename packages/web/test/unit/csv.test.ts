import { describe, expect, it } from 'vitest';
import { csvFileName } from '../../src/lib/csv.ts';

describe('CSV export', () => {
  it('names files by the date', () => {
    expect(csvFileName(new Date(2026, 10, 1))).toBe('20261101.csv');
  });
});
