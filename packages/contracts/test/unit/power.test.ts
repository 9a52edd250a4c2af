/**
 * Estimated air volume and power from rated data and telemetry: the rules of domain/power.ts and the
 * per-sample estimate the per-period rules are held to (test/support/per-sample-estimate.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../../src/models/catalogue.ts';
import { RATED_PERFORMANCE, ratedInputKW } from '../../src/models/performance.ts';
import { loadFraction, MAX_INTEGRATION_GAP_MS, powerFromCurrent } from '../../src/domain/power.ts';
import {
  estimateAirFlow,
  estimatePowerKW,
  integrateRates,
  type RatePoint,
} from '../support/per-sample-estimate.ts';

const p = RATED_PERFORMANCE.OIL_INJECTION4;

describe('air flow', () => {
  it('is the rated delivery times the load fraction while started, 0 while stopped', () => {
    expect(estimateAirFlow(p, { started: true, loadPercent: 100, currentA: null })).toBe(p.freeAirDelivery);
    expect(estimateAirFlow(p, { started: true, loadPercent: 50, currentA: null })).toBeCloseTo(
      p.freeAirDelivery / 2,
    );
    expect(estimateAirFlow(p, { started: true, loadPercent: 140, currentA: null })).toBe(p.freeAirDelivery);
    expect(estimateAirFlow(p, { started: false, loadPercent: 100, currentA: 120 })).toBe(0);
  });

  it('falls back to the Load lamp without a load value', () => {
    expect(loadFraction({ started: true, loadPercent: null, loaded: true, currentA: null })).toBe(1);
    expect(loadFraction({ started: true, loadPercent: null, loaded: false, currentA: null })).toBe(0);
    expect(loadFraction({ started: true, loadPercent: null, currentA: null })).toBe(0);
    expect(loadFraction({ started: true, loadPercent: -20, currentA: null })).toBe(0);
  });
});

describe('power', () => {
  it('is √3·V·I·cosφ/1000 from the current, equal to the rated input at full-load current', () => {
    for (const m of MODEL_IDS) {
      const r = RATED_PERFORMANCE[m];
      expect(
        estimatePowerKW(r, { started: true, loadPercent: 100, currentA: r.fullLoadCurrent }),
      ).toBeCloseTo(ratedInputKW(r), 9);
    }
    expect(powerFromCurrent(p, 0)).toBe(0);
    expect(powerFromCurrent(p, -5)).toBe(0);
  });

  it('falls back to the no-load share plus the loaded share without a current', () => {
    const full = ratedInputKW(p);
    expect(estimatePowerKW(p, { started: true, loadPercent: 100, currentA: null })).toBeCloseTo(full);
    expect(estimatePowerKW(p, { started: true, loadPercent: 0, currentA: null })).toBeCloseTo(
      full * p.noLoadPowerShare,
    );
    expect(estimatePowerKW(p, { started: false, loadPercent: 0, currentA: null })).toBe(0);
  });

  it('grows with load and stays within the no-load and full-load power', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...MODEL_IDS),
        fc.double({ min: 0, max: 140, noNaN: true }),
        fc.double({ min: 0, max: 140, noNaN: true }),
        (m, a, b) => {
          const r = RATED_PERFORMANCE[m];
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const at = (load: number) =>
            estimatePowerKW(r, { started: true, loadPercent: load, currentA: null });
          expect(at(lo)).toBeLessThanOrEqual(at(hi) + 1e-9);
          expect(at(lo)).toBeGreaterThanOrEqual(ratedInputKW(r) * r.noLoadPowerShare - 1e-9);
          expect(at(hi)).toBeLessThanOrEqual(ratedInputKW(r) + 1e-9);
        },
      ),
    );
  });
});

describe('integration', () => {
  const minute = 60_000;

  it('holds each rate until the next sample and skips gaps over 5 minutes', () => {
    const points: RatePoint[] = [
      { timeMs: 0, airM3PerMin: 10, powerKW: 60 },
      { timeMs: 1 * minute, airM3PerMin: 5, powerKW: 30 },
      { timeMs: 3 * minute, airM3PerMin: 10, powerKW: 60 },
      { timeMs: 3 * minute + MAX_INTEGRATION_GAP_MS + 1, airM3PerMin: 10, powerKW: 60 },
    ];
    const totals = integrateRates(points);
    expect(totals.airM3).toBeCloseTo(10 + 5 * 2);
    expect(totals.energyKWh).toBeCloseTo(1 + 1);
    expect(integrateRates([])).toEqual({ airM3: 0, energyKWh: 0 });
    expect(integrateRates(points.slice(0, 1))).toEqual({ airM3: 0, energyKWh: 0 });
  });

  it('is additive over a split of the series and bounded by the highest rate', () => {
    const series = fc
      .array(
        fc.record({
          step: fc.integer({ min: 1, max: 10 * minute }),
          air: fc.double({ min: 0, max: 30, noNaN: true }),
          power: fc.double({ min: 0, max: 200, noNaN: true }),
        }),
        { minLength: 2, maxLength: 60 },
      )
      .map((rows) => {
        let t = 0;
        return rows.map((r) => ({ timeMs: (t += r.step), airM3PerMin: r.air, powerKW: r.power }));
      });
    fc.assert(
      fc.property(series, fc.nat(), (points, cut) => {
        const k = 1 + (cut % (points.length - 1));
        const whole = integrateRates(points);
        const a = integrateRates(points.slice(0, k + 1));
        const b = integrateRates(points.slice(k));
        expect(a.airM3 + b.airM3).toBeCloseTo(whole.airM3, 6);
        expect(a.energyKWh + b.energyKWh).toBeCloseTo(whole.energyKWh, 6);
        const spanMin = (points.at(-1)!.timeMs - points[0]!.timeMs) / minute;
        expect(whole.airM3).toBeLessThanOrEqual(30 * spanMin + 1e-6);
      }),
    );
  });
});
