import { describe, expect, it } from 'vitest';
import { equipmentNoOf, formatJstDateTime, isRealDate, parseJstDateTime } from '../../src/service-records.ts';

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

  it('reads Japan time as UTC+9 and writes it back', () => {
    expect(parseJstDateTime('2026-01-01 00:00:00')!.toISOString()).toBe('2025-12-31T15:00:00.000Z');
    expect(parseJstDateTime('2026-06-30 23:59:59')!.toISOString()).toBe('2026-06-30T14:59:59.000Z');
    expect(formatJstDateTime(new Date('2025-12-31T15:00:00Z'))).toBe('2026-01-01 00:00:00');
    expect(formatJstDateTime(new Date('2026-06-30T14:59:59.999Z'))).toBe('2026-06-30 23:59:59');
    for (const text of [
      '2026-06-30 24:00:00',
      '2026-06-30 12:60:00',
      '2026-06-30 12:00:60',
      '2026-02-30 00:00:00',
      '2026-06-30T12:00:00',
      '2026-06-30 12:00',
    ]) {
      expect(parseJstDateTime(text), text).toBeUndefined();
    }
  });
});
