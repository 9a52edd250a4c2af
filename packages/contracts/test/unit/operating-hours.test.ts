/**
 * Per-hour operating sums from raw rows (domain/operating-hours.ts): hand-computed hours, agreement with
 * operatingTimeOf (the per-period rule) on hour-aligned periods, and a property: the hours add up to
 * operatingTimeOf over the whole span.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeLamps } from '../../src/domain/status.ts';
import { airAndEnergy } from '../../src/domain/air-volume.ts';
import { ratedPerformanceOf } from '../../src/models/performance.ts';
import { operatingTimeOf, type TimedSample } from '../support/per-sample-estimate.ts';
import {
  airAndEnergyOfHours,
  operatingHoursOf,
  operatingSampleReader,
  type RawOperatingRow,
} from '../../src/domain/operating-hours.ts';

const MODEL = 'OIL_INJECTION4';
const H = 3_600_000;
const T0 = Date.parse('2026-01-10T14:00:00Z');
const at = (hh: number, mm: number, ss = 0) => T0 + (hh - 14) * H + mm * 60_000 + ss * 1000;

const STARTED_LOADED = encodeLamps(MODEL, { start: true, load: true });
const STARTED_UNLOADED = encodeLamps(MODEL, { start: true });
const STOPPED = encodeLamps(MODEL, { stop: true });

const row = (
  timeMs: number,
  d027: number | null,
  d012: number | null,
  d014: number | null,
): RawOperatingRow => ({
  timeMs,
  d027,
  d012,
  d014,
});

/** The rows of the database test (test/db/sensor-data-volume.test.ts), written out by hand there too. */
const ROWS: RawOperatingRow[] = [
  row(at(14, 50), STARTED_LOADED, 40, 100), // 240 s loaded at 40 A
  row(at(14, 54), STARTED_LOADED, 30, 50), // 270 s half loaded at 30 A
  row(at(14, 58, 30), STARTED_LOADED, 36, null), // 180 s loaded by the lamp, 90 s in each hour
  row(at(15, 1, 30), STARTED_UNLOADED, null, 0), // 210 s unloaded without a current value
  row(at(15, 5), STOPPED, 0, 0), // 240 s stopped
  row(at(15, 9), STARTED_LOADED, 50, 100), // 21 minutes to the next: a gap, nothing counts
  row(at(15, 30), STARTED_LOADED, 50, 100), // 240 s loaded at 50 A
  row(at(15, 34), STOPPED, 0, 0),
  row(at(16, 10), STOPPED, 0, 0), // the machine sent something in hour 16, stopped
];

describe('operatingHoursOf, hand-computed', () => {
  const hours = operatingHoursOf(MODEL, ROWS);

  it('has an entry for each hour in which the machine sent data', () => {
    expect(hours.map((h) => new Date(h.hourMs).toISOString())).toEqual([
      '2026-01-10T14:00:00.000Z',
      '2026-01-10T15:00:00.000Z',
      '2026-01-10T16:00:00.000Z',
    ]);
  });

  it('hour 14: loaded 240 + 135 + 90 s, unloaded 135 s, 40·240 + 30·270 + 36·90 A·s', () => {
    expect(hours[0]).toEqual({
      hourMs: at(14, 0),
      loadedSeconds: 465,
      unloadedSeconds: 135,
      ampereSeconds: 9600 + 8100 + 3240,
      noCurrentSeconds: 0,
    });
  });

  it('hour 15: the interval crossing the hour, 210 s without current, the stop and the gap count as said', () => {
    expect(hours[1]).toEqual({
      hourMs: at(15, 0),
      loadedSeconds: 90 + 240,
      unloadedSeconds: 210,
      ampereSeconds: 3240 + 12000,
      noCurrentSeconds: 210,
    });
  });

  it('hour 16: stopped, all zero', () => {
    expect(hours[2]).toEqual({
      hourMs: at(16, 0),
      loadedSeconds: 0,
      unloadedSeconds: 0,
      ampereSeconds: 0,
      noCurrentSeconds: 0,
    });
  });

  it('reads 0012 and 0014 raw (A, %) and the lamps at the model positions', () => {
    const read = operatingSampleReader(MODEL);
    expect(read(ROWS[1]!)).toEqual({ started: true, loaded: true, loadPercent: 50, currentA: 30 });
    expect(read(row(0, null, null, null))).toEqual({
      started: false,
      loaded: false,
      loadPercent: null,
      currentA: null,
    });
    // The gateway has no register map: no current, no load.
    expect(operatingSampleReader('FE_LTE_00')(ROWS[1]!)).toMatchObject({ loadPercent: null, currentA: null });
  });

  it('a day of hours gives each hour its own energy rule: hour 14 from current, hour 15 rated', () => {
    const both = airAndEnergyOfHours(
      MODEL,
      hours.map((h) => ({ hours: 1, ...h })),
    )!;
    const one = (i: number) => {
      const h = hours[i]!;
      const running = h.loadedSeconds + h.unloadedSeconds;
      return airAndEnergy(ratedPerformanceOf(MODEL)!, {
        periodSeconds: 3600,
        loadedSeconds: h.loadedSeconds,
        unloadedSeconds: h.unloadedSeconds,
        meanCurrentA: h.noCurrentSeconds === 0 && running > 0 ? h.ampereSeconds / running : null,
      })!;
    };
    expect(one(0).energyFrom).toBe('current');
    expect(one(1).energyFrom).toBe('rated');
    expect(both.airM3).toBeCloseTo(one(0).airM3 + one(1).airM3 + one(2).airM3, 9);
    expect(both.energyKWh).toBeCloseTo(one(0).energyKWh + one(1).energyKWh + one(2).energyKWh, 9);
    expect(both.runningSeconds).toBeCloseTo(
      hours.reduce((sum, h) => sum + h.loadedSeconds + h.unloadedSeconds, 0),
      9,
    );
    expect(airAndEnergyOfHours('FE_LTE_00', [])).toBeUndefined();
  });
});

/** The samples operatingTimeOf takes for the same rows. */
const timed = (rows: readonly RawOperatingRow[]): TimedSample[] => {
  const read = operatingSampleReader(MODEL);
  return rows.map((r) => ({ timeMs: r.timeMs, ...read(r) }));
};

describe('agreement with operatingTimeOf', () => {
  it('an hour-aligned period (samples from its start to its end) gives the same sums', () => {
    const rows = [
      row(at(15, 0), STARTED_LOADED, 45, 80),
      row(at(15, 4), STARTED_UNLOADED, 20, 0),
      row(at(15, 8), STARTED_LOADED, 44, 100),
      ...Array.from({ length: 13 }, (_, i) => row(at(15, 12 + i * 4), STARTED_LOADED, 40 + i, 90)),
      row(at(16, 0), STOPPED, 0, 0),
    ];
    const [hour] = operatingHoursOf(MODEL, rows).filter((h) => h.hourMs === at(15, 0));
    const period = operatingTimeOf(timed(rows), 3600);
    expect(hour!.loadedSeconds).toBeCloseTo(period.loadedSeconds, 9);
    expect(hour!.unloadedSeconds).toBeCloseTo(period.unloadedSeconds, 9);
    expect(hour!.ampereSeconds / (hour!.loadedSeconds + hour!.unloadedSeconds)).toBeCloseTo(
      period.meanCurrentA!,
      9,
    );
  });

  it('the hours of any span add up to operatingTimeOf over it (property)', () => {
    const lamp = fc.constantFrom(STARTED_LOADED, STARTED_UNLOADED, STOPPED, null);
    const sample = fc.record({
      stepMs: fc.integer({ min: 0, max: 9 * 60_000 }),
      d027: lamp,
      d012: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
      d014: fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 * H }), fc.array(sample, { maxLength: 80 }), (start, steps) => {
        let t = T0 + start;
        const rows = steps.map((s) => row((t += s.stepMs), s.d027, s.d012, s.d014));
        const hours = operatingHoursOf(MODEL, rows);
        const period = operatingTimeOf(timed(rows), 86_400);
        const sum = (k: 'loadedSeconds' | 'unloadedSeconds' | 'ampereSeconds' | 'noCurrentSeconds') =>
          hours.reduce((n, h) => n + h[k], 0);
        expect(sum('loadedSeconds')).toBeCloseTo(period.loadedSeconds, 6);
        expect(sum('unloadedSeconds')).toBeCloseTo(period.unloadedSeconds, 6);
        const running = sum('loadedSeconds') + sum('unloadedSeconds');
        if (sum('noCurrentSeconds') > 0 || running === 0) expect(period.meanCurrentA).toBeNull();
        else expect(sum('ampereSeconds') / running).toBeCloseTo(period.meanCurrentA!, 6);
        // No hour holds more than an hour.
        for (const h of hours) expect(h.loadedSeconds + h.unloadedSeconds).toBeLessThanOrEqual(3600 + 1e-9);
      }),
    );
  });
});
