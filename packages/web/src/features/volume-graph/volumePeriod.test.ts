import { describe, expect, it } from 'vitest';
import {
  bucketLabel,
  bucketLabels,
  monthsEndingWith,
  openingPeriod,
  periodOf,
  requestRange,
} from './volumePeriod.ts';

const TOKYO = 'Asia/Tokyo';
// 2026-11-23 19:45:30 UTC = 2026-11-24 04:45:30 in Tokyo.
const NOW = Date.UTC(2026, 10, 23, 19, 45, 30, 123);

describe('periodOf', () => {
  it('1 day: the current hour and the 23 before it, hourly', () => {
    const p = periodOf('day', {}, NOW, TOKYO)!;
    expect(p.bucket).toBe('hour');
    expect(p.range).toEqual({ kind: 'hours', fromMs: Date.UTC(2026, 10, 22, 20), toMs: NOW });
    const labels = bucketLabels(p, TOKYO);
    expect(labels).toHaveLength(24);
    expect(labels[0]).toBe('2026/11/23 05:00');
    expect(labels.at(-1)).toBe('2026/11/24 04:00');
  });

  it('1 week: the last 7 days in the zone, today included, daily', () => {
    const p = periodOf('week', {}, NOW, TOKYO)!;
    expect(p).toEqual({ bucket: 'day', range: { kind: 'days', from: '2026-11-18', to: '2026-11-24' } });
    expect(bucketLabels(p, TOKYO)).toHaveLength(7);
  });

  it('month, half year and year end with the chosen month and stop at today', () => {
    expect(periodOf('month', { month: '2026-02' }, NOW, TOKYO)!.range).toEqual({
      kind: 'days',
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(periodOf('halfYear', { month: '2026-11' }, NOW, TOKYO)!.range).toEqual({
      kind: 'days',
      from: '2026-06-01',
      to: '2026-11-24',
    });
    expect(monthsEndingWith('2026-11', 12)).toEqual({ from: '2025-12-01', to: '2026-11-30' });
    expect(periodOf('year', {}, NOW, TOKYO)).toBeUndefined();
  });

  it('any period: hourly for one day, daily otherwise, nothing when to is before from', () => {
    expect(periodOf('any', { from: '2026-11-20', to: '2026-11-20' }, NOW)!.bucket).toBe('hour');
    expect(periodOf('any', { from: '2026-11-20', to: '2026-11-21' }, NOW)!.bucket).toBe('day');
    expect(periodOf('any', { from: '2026-11-21', to: '2026-11-20' }, NOW)).toBeUndefined();
  });
});

describe('openingPeriod', () => {
  it('is the current month so far, in daily buckets, in the zone of the first machine', () => {
    // 2026-11-30 16:00 UTC is already 1 December in Tokyo.
    const monthEnd = Date.UTC(2026, 10, 30, 16);
    expect(openingPeriod(monthEnd, TOKYO)).toEqual({
      bucket: 'day',
      range: { kind: 'days', from: '2026-12-01', to: '2026-12-01' },
    });
    expect(openingPeriod(monthEnd, 'UTC')).toEqual({
      bucket: 'day',
      range: { kind: 'days', from: '2026-11-01', to: '2026-11-30' },
    });
  });
});

describe('zones', () => {
  it('a same-day period asks from its midnight to the last second, in 24 hourly buckets', () => {
    const p = periodOf('any', { from: '2026-11-20', to: '2026-11-20' }, NOW)!;
    expect(requestRange(p.range, TOKYO)).toEqual({
      fromMs: Date.UTC(2026, 10, 19, 15),
      toMs: Date.UTC(2026, 10, 20, 14, 59, 59),
    });
    const labels = bucketLabels(p, TOKYO);
    expect(labels).toHaveLength(24);
    expect(labels[0]).toBe('2026/11/20 00:00');
    expect(bucketLabels(p, 'America/New_York')).toHaveLength(24);
    expect(
      bucketLabels(periodOf('any', { from: '2026-03-08', to: '2026-03-08' }, NOW)!, 'America/New_York'),
    ).toHaveLength(23);
  });

  it('labels a bucket start in the machine zone', () => {
    expect(bucketLabel(Date.UTC(2026, 10, 19, 15), 'day', TOKYO)).toBe('2026/11/20');
    expect(bucketLabel(Date.UTC(2026, 10, 19, 15), 'hour', TOKYO)).toBe('2026/11/20 00:00');
  });
});
