import { describe, expect, it } from 'vitest';
import { equipmentNoOf, isRealDate } from '../../src/service-records.ts';

describe('service-record codecs', () => {
  it('takes the equipment number before the first underscore', () => {
    expect(equipmentNoOf('A1503-0101_C10042')).toBe('A1503-0101');
    expect(equipmentNoOf('A1503-0101')).toBe('A1503-0101');
    expect(equipmentNoOf('X_Y_Z')).toBe('X');
  });

  it('knows real calendar days', () => {
    for (const day of ['2024-02-29', '2000-02-29']) expect(isRealDate(day), day).toBe(true);
    for (const text of [
      '2023-02-29',
      '2100-02-29',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '1899-12-31',
      '2025-1-01',
      '2025-01-01 ',
    ]) {
      expect(isRealDate(text), text).toBe(false);
    }
  });
});
