/**
 * The forecast of the next milestone (domain/maintenance.ts, docs/maintenance.md §3): hand-computed dates,
 * the limits (too few readings, too short a span, a stopped machine, old and future readings), and two
 * properties: a steady rate gives the exact date, and no input throws.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  forecast,
  maintenanceAdvice,
  maintenanceForecast,
  type RunningHoursSample,
} from '../../src/domain/maintenance.ts';
import { SERVICE_PLANS } from '../../src/models/service-plans.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-10T03:00:00Z'); // 12:00 JST

/** Daily readings for `days` days up to `end`, at `rate` hours a day, ending at `lastHours`. */
function daily(days: number, rate: number, lastHours: number, end = NOW): RunningHoursSample[] {
  return Array.from({ length: days }, (_, i) => {
    const back = days - 1 - i;
    return { timeMs: end - back * DAY, hours: lastHours - back * rate };
  });
}

describe('forecast', () => {
  it('a steady 10 h a day reaches a milestone 100 h away in exactly 10 days', () => {
    expect(forecast(daily(28, 10, 2900), 3000, NOW)).toEqual({ atMs: NOW + 10 * DAY, hoursPerDay: 10 });
  });

  it('extends from the newest reading, also when it is older than now', () => {
    const end = NOW - 2 * DAY;
    expect(forecast(daily(20, 12, 5000, end), 5600, NOW)).toEqual({ atMs: end + 50 * DAY, hoursPerDay: 12 });
  });

  it('a milestone already passed gives a date in the past', () => {
    expect(forecast(daily(28, 20, 3100), 3000, NOW)?.atMs).toBe(NOW - 5 * DAY);
  });

  it('uses only the last 28 days: older readings of another rate change nothing', () => {
    const recent = daily(28, 10, 2900);
    const old = daily(60, 24, 2900 - 28 * 10, NOW - 28 * DAY - 1);
    expect(forecast([...old, ...recent], 3000, NOW)).toEqual({ atMs: NOW + 10 * DAY, hoursPerDay: 10 });
  });

  it('ignores readings after now, order and bad values', () => {
    const readings = daily(14, 8, 1000).reverse();
    const noisy = [
      ...readings,
      { timeMs: NOW + DAY, hours: 99_999 },
      { timeMs: NOW - DAY, hours: Number.NaN },
      { timeMs: Number.NaN, hours: 5 },
      { timeMs: NOW - 2 * DAY, hours: -4 },
    ];
    expect(forecast(noisy, 1040, NOW)).toEqual({ atMs: NOW + 5 * DAY, hoursPerDay: 8 });
  });

  it('whole-hour readings of a steady machine land within a day of the exact date', () => {
    const readings = daily(28, 13.7, 4321.9).map((r) => ({ ...r, hours: Math.floor(r.hours) }));
    const result = forecast(readings, 6000, NOW)!;
    const exact = NOW + ((6000 - 4321.9) / 13.7) * DAY;
    expect(Math.abs(result.atMs - exact)).toBeLessThan(DAY);
  });

  it('caps the rate at 24 h a day', () => {
    expect(forecast(daily(10, 30, 1000), 1240, NOW)).toEqual({ atMs: NOW + 10 * DAY, hoursPerDay: 24 });
  });

  it('no forecast with fewer than 4 readings or less than 7 days between the first and the newest', () => {
    expect(
      forecast(
        daily(28, 10, 2900).filter((_, i) => i % 9 === 0),
        3000,
        NOW,
      ),
    ).toBeDefined(); // 4 readings
    expect(
      forecast(
        daily(28, 10, 2900).filter((_, i) => i % 10 === 0),
        3000,
        NOW,
      ),
    ).toBeUndefined(); // 3
    expect(forecast(daily(8, 10, 2900), 3000, NOW)).toBeDefined(); // 7 days
    expect(forecast(daily(7, 10, 2900), 3000, NOW)).toBeUndefined(); // 6 days
    expect(forecast([], 3000, NOW)).toBeUndefined();
  });

  it('no forecast for a stopped machine (below 0.1 h a day) or a falling counter', () => {
    expect(forecast(daily(28, 0, 2900), 3000, NOW)).toBeUndefined();
    expect(forecast(daily(28, 0.09, 2900), 3000, NOW)).toBeUndefined();
    expect(forecast(daily(28, 0.11, 2900), 3000, NOW)?.hoursPerDay).toBeCloseTo(0.11, 10);
    expect(forecast(daily(28, -5, 2900), 3000, NOW)).toBeUndefined();
  });

  it('property: a steady rate gives the exact date (to the second)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.11, max: 24, noNaN: true }),
        fc.double({ min: 0, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 40_000, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 0, max: 28 * 24 * 60 }), { minLength: 4, maxLength: 60 }),
        fc.integer({ min: 0, max: 3 * DAY }),
        (rate, lastHours, ahead, minutesBack, lag) => {
          const back = [0, 7 * 24 * 60, ...minutesBack];
          const end = NOW - lag;
          const readings = back
            .filter((m) => end - m * 60_000 >= NOW - 28 * DAY)
            .map((m) => ({ timeMs: end - m * 60_000, hours: lastHours - (m / (24 * 60)) * rate }))
            .filter((r) => r.hours >= 0);
          if (new Set(readings.map((r) => r.timeMs)).size < 4) return;
          const span =
            Math.max(...readings.map((r) => r.timeMs)) - Math.min(...readings.map((r) => r.timeMs));
          if (span < 7 * DAY) return;
          const result = forecast(readings, lastHours + ahead, NOW);
          expect(result).toBeDefined();
          expect(Math.abs(result!.atMs - (end + (ahead / rate) * DAY))).toBeLessThanOrEqual(1000);
          expect(result!.hoursPerDay).toBeCloseTo(rate, 6);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('property: no input throws; an answer is a real date at a rate of 0.1 to 24 h a day', () => {
    const number = fc.oneof(
      fc.double(),
      fc.integer({ min: NOW - 40 * DAY, max: NOW + DAY }),
      fc.constantFrom(0, -0, Number.NaN, Infinity, -Infinity, Number.MAX_VALUE, -Number.MAX_VALUE),
    );
    fc.assert(
      fc.property(
        fc.array(fc.record({ timeMs: number, hours: number }), { maxLength: 40 }),
        number,
        fc.oneof(fc.constant(NOW), number),
        (samples, milestone, now) => {
          const result = forecast(samples, milestone, now);
          if (result === undefined) return;
          expect(Number.isFinite(result.atMs)).toBe(true);
          expect(Number.isNaN(new Date(result.atMs).getTime())).toBe(false);
          expect(result.hoursPerDay).toBeGreaterThanOrEqual(0.1);
          expect(result.hoursPerDay).toBeLessThanOrEqual(24);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('maintenanceForecast', () => {
  const plan = SERVICE_PLANS.OIL_INJECTION4; // 3000 h, half-year
  /** The advice for a machine commissioned on 2026-01-20 that has run `hours` by NOW. */
  const commissionedAdvice = (hours: number) =>
    maintenanceAdvice({
      reports: [{ fservicecd: 1, finishDate: '2026-01-20', fkadotm: 0 }],
      currentRunningHours: hours,
      plan,
      now: NOW,
    });

  it('gives the day the next hour milestone is reached and the next calendar date; next is the earlier', () => {
    const advice = commissionedAdvice(2900);
    const result = maintenanceForecast(advice, daily(28, 10, 2900), NOW);
    expect(result).toEqual({
      hours: { milestone: 3000, atHours: 3000, date: '2026-03-20' },
      calendar: { milestone: 0.5, date: '2026-07-20' },
      next: { kind: 'hours', date: '2026-03-20' },
    });
    const slow = maintenanceForecast(advice, daily(28, 0.5, 2900), NOW);
    expect(slow.hours?.date).toBe('2026-09-26');
    expect(slow.next).toEqual({ kind: 'calendar', date: '2026-07-20' });
  });

  it('the forecast day is the JST calendar day', () => {
    const advice = commissionedAdvice(2999);
    // Newest reading at 14:00 UTC (23:00 JST): at 24 h a day, one more hour is 00:00 JST the next day, half
    // an hour is 23:30 JST the same day.
    const end = Date.parse('2026-03-09T14:00:00Z');
    expect(maintenanceForecast(advice, daily(10, 24, 2999, end), NOW).hours?.date).toBe('2026-03-10');
    expect(maintenanceForecast(advice, daily(10, 24, 2999.5, end), NOW).hours?.date).toBe('2026-03-09');
  });

  it('stopped machine: only the calendar; no service: nothing', () => {
    const advice = commissionedAdvice(2900);
    expect(maintenanceForecast(advice, daily(28, 0, 2900), NOW)).toEqual({
      hours: undefined,
      calendar: { milestone: 0.5, date: '2026-07-20' },
      next: { kind: 'calendar', date: '2026-07-20' },
    });
    const none = maintenanceAdvice({ reports: [], currentRunningHours: 2900, plan, now: NOW });
    expect(maintenanceForecast(none, daily(28, 10, 2900), NOW)).toEqual({
      hours: undefined,
      calendar: undefined,
      next: undefined,
    });
  });
});
