import { describe, expect, it } from 'vitest';
import { presetPeriod, TREND_PERIOD_PRESETS, VOLUME_PERIOD_PRESETS } from './period.ts';
import { monthFromParams, periodFromParams, withPeriodParams } from './periodQuery.ts';

const NOW = Date.parse('2026-11-28T05:00:00Z');
const TOKYO = 'Asia/Tokyo';
const read = (query: string, presets = TREND_PERIOD_PRESETS) =>
  periodFromParams(new URLSearchParams(query), presets, NOW, TOKYO);

describe('a period in the query', () => {
  it('reads a preset as ending when it is read', () => {
    expect(read('period=week')).toEqual(presetPeriod({ id: 'week', days: 7 }, NOW, TOKYO));
    expect(read('period=year')!.fromMs).toBe(NOW - 366 * 86_400_000);
    expect(read('period=year', VOLUME_PERIOD_PRESETS)!.fromMs).toBe(NOW - 365 * 86_400_000);
  });

  it('reads an any-period as whole days in the machine zone, in either date form', () => {
    const march = read('period=any&from=2026-03-01&to=20260331')!;
    expect(march).toMatchObject({ preset: 'any', fromDate: '2026-03-01', toDate: '2026-03-31' });
    expect(march.fromMs).toBe(Date.parse('2026-02-28T15:00:00Z'));
    expect(march.toMs).toBe(Date.parse('2026-03-31T14:59:59.999Z'));
  });

  it.each([
    ['', 'nothing'],
    ['period=fortnight', 'an unknown option'],
    ['period=any&from=2026-02-30&to=2026-03-31', 'a date that is not one'],
    ['period=any&from=2026-03-31&to=2026-03-01', 'an end before the start'],
    ['period=any&from=2025-01-01&to=2026-03-31', 'more than 366 days'],
    ['period=any&from=2026-03-01', 'a missing end'],
  ])('reads %s (%s) as no period', (query) => {
    expect(read(query)).toBeNull();
  });

  it('writes the period in place of the old one and keeps the other parameters', () => {
    const march = read('period=any&from=2026-03-01&to=2026-03-31')!;
    const week = read('period=week')!;
    const query = withPeriodParams(
      new URLSearchParams('tab=x&period=any&from=2026-01-01&to=2026-01-02'),
      week,
    );
    expect(query.toString()).toBe('tab=x&period=week');
    expect(withPeriodParams(query, march).toString()).toBe('tab=x&period=any&from=2026-03-01&to=2026-03-31');
    const monthly = withPeriodParams(new URLSearchParams(), read('period=month')!, '2026-03');
    expect(monthly.toString()).toBe('period=month&month=2026-03');
    expect(monthFromParams(monthly)).toBe('2026-03');
    expect(monthFromParams(new URLSearchParams('month=2026-13'))).toBeNull();
  });
});
