import { describe, expect, it } from 'vitest';
import { dayInZone } from '@airsight/contracts/format/calendar-day';
import {
  anyPeriod,
  anyPeriodError,
  daysCovered,
  isDateFieldKey,
  keepDateCharacters,
  needsLongPeriodConfirmation,
  normaliseDateText,
  presetPeriod,
  TREND_PERIOD_PRESETS,
  VOLUME_PERIOD_PRESETS,
} from './period.ts';

describe('date field text', () => {
  it('accepts 8 digits or YYYY-MM-DD of a real date and normalises to YYYY-MM-DD', () => {
    expect(normaliseDateText('20261105')).toBe('2026-11-05');
    expect(normaliseDateText('2026-11-05')).toBe('2026-11-05');
    expect(normaliseDateText(' 20240229 ')).toBe('2024-02-29');
  });

  it('refuses dates that do not exist and texts of another length or shape', () => {
    for (const text of [
      '20230229',
      '20261131',
      '20261301',
      '20261100',
      '2026110',
      '202611051',
      '2026-1105',
      '',
      '--',
    ]) {
      expect(normaliseDateText(text), text).toBeNull();
    }
  });

  it('month fields take 6 digits or YYYY-MM', () => {
    expect(normaliseDateText('202611', 'month')).toBe('2026-11');
    expect(normaliseDateText('2026-02', 'month')).toBe('2026-02');
    expect(normaliseDateText('202613', 'month')).toBeNull();
    expect(normaliseDateText('20261105', 'month')).toBeNull();
  });

  it('lets through digits, hyphen, navigation keys and shortcuts only', () => {
    for (const key of ['0', '9', '-', 'Backspace', 'Delete', 'ArrowLeft', 'Home', 'End', 'Tab', 'Enter']) {
      expect(isDateFieldKey(key), key).toBe(true);
    }
    for (const key of ['a', '/', '.', ' ', 'e', '+']) expect(isDateFieldKey(key), key).toBe(false);
    expect(isDateFieldKey('v', true)).toBe(true);
    expect(keepDateCharacters('2026/11/05 x')).toBe('20261105');
  });
});

describe('periods', () => {
  const tokyo = 'Asia/Tokyo';
  const now = Date.UTC(2026, 10, 23, 10, 0, 0);

  it('has the options of each screen', () => {
    expect(TREND_PERIOD_PRESETS.map((p) => p.days)).toEqual([1, 7, 31, 180, 366, 0]);
    expect(VOLUME_PERIOD_PRESETS.map((p) => p.days)).toEqual([1, 7, 31, 180, 365, 0]);
  });

  it('a preset ends now and starts its days before', () => {
    const week = presetPeriod(TREND_PERIOD_PRESETS[1]!, now, tokyo);
    expect(week).toEqual({
      preset: 'week',
      fromMs: now - 7 * 86_400_000,
      toMs: now,
      fromDate: '2026-11-16',
      toDate: '2026-11-23',
    });
  });

  it('an any-period covers whole days in the machine time zone', () => {
    const p = anyPeriod('2026-11-01', '2026-11-01', tokyo);
    expect(new Date(p.fromMs).toISOString()).toBe('2026-10-31T15:00:00.000Z');
    expect(new Date(p.toMs).toISOString()).toBe('2026-11-01T14:59:59.999Z');
    expect(dayInZone(p.fromMs, tokyo)).toBe('2026-11-01');
  });

  it('says what is wrong with an any-period', () => {
    expect(anyPeriodError('2026-11-01', '2026113')).toBe('invalidDateEntered');
    expect(anyPeriodError('2026-11-02', '2026-11-01')).toBe('toMustBeALaterDateThanFrom');
    // The same day is a period (VolumeGraph's hourly same-day range).
    expect(anyPeriodError('2026-11-01', '2026-11-01')).toBeNull();
    // 366 days covered is the most.
    expect(daysCovered('2025-01-01', '2026-01-01')).toBe(366);
    expect(anyPeriodError('2025-01-01', '2026-01-01')).toBeNull();
    expect(anyPeriodError('2025-01-01', '2026-01-02')).toBe('optionalPeriodWithin366Days');
  });

  it('asks for confirmation from 180 days and for the half-year and year presets', () => {
    expect(needsLongPeriodConfirmation({ preset: 'halfYear', fromDate: '', toDate: '' })).toBe(true);
    expect(needsLongPeriodConfirmation({ preset: 'year', fromDate: '', toDate: '' })).toBe(true);
    expect(needsLongPeriodConfirmation({ preset: 'month', fromDate: '', toDate: '' })).toBe(false);
    expect(needsLongPeriodConfirmation({ preset: 'any', fromDate: '2026-01-01', toDate: '2026-06-28' })).toBe(
      false,
    );
    expect(needsLongPeriodConfirmation({ preset: 'any', fromDate: '2026-01-01', toDate: '2026-06-29' })).toBe(
      true,
    );
  });
});
