/** Air volume, energy and specific power of a period (domain/air-volume.ts), against hand-computed cases. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODEL_IDS } from '../../src/models/catalogue.ts';
import { RATED_PERFORMANCE, type RatedPerformance } from '../../src/models/performance.ts';
import {
  estimateAirFlow,
  estimatePowerKW,
  integrateRates,
  operatingTimeOf,
  type TimedSample,
} from '../support/per-sample-estimate.ts';
import { airAndEnergyOfHours } from '../../src/domain/operating-hours.ts';
import {
  airAndEnergy,
  airVolumeM3,
  energyKWh,
  expectedSpecificPower,
  isAboveExpectedSpecificPower,
  loadSplitOf,
  ratedSpecificPower,
  specificPower,
  type OperatingTime,
} from '../../src/domain/air-volume.ts';

/**
 * Round figures so that the arithmetic can be followed by hand:
 * rated input = √3 × 400 V × 100 A × 0.85 / 1000 = 1.7320508 × 34 = 58.889727 kW;
 * rated specific power = 58.889727 kW / 10 m³/min = 5.8889727 kW/(m³/min).
 */
const perf: RatedPerformance = {
  freeAirDelivery: 10,
  ratedPressureMPa: 0.7,
  motorKW: 55,
  motorEfficiency: 0.94,
  voltage: 400,
  frequencyHz: 50,
  fullLoadCurrent: 100,
  powerFactor: 0.85,
  noLoadPowerShare: 0.25,
};
const HOUR = 3600;

/** One hour: 40 min loaded, 15 min unloaded, 5 min stopped. */
const hour = (meanCurrentA: number | null): OperatingTime => ({
  periodSeconds: HOUR,
  loadedSeconds: 2400,
  unloadedSeconds: 900,
  meanCurrentA,
});

describe('hand-computed hour', () => {
  it('air = 10 m³/min × 40 min = 400 m³', () => {
    expect(airVolumeM3(perf, hour(84))).toBeCloseTo(400, 9);
  });

  it('energy from a mean current of 84 A: √3 × 400 × 84 × 0.85 / 1000 = 49.467371 kW × 55/60 h = 45.345090 kWh', () => {
    expect(energyKWh(perf, hour(84))).toEqual({ kWh: expect.closeTo(45.34509, 5), from: 'current' });
  });

  it('energy without current: (58.889727 kW × 2400 s + 0.25 × 58.889727 kW × 900 s) / 3600 = 42.940426 kWh', () => {
    expect(energyKWh(perf, hour(null))).toEqual({ kWh: expect.closeTo(42.940426, 5), from: 'rated' });
  });

  it('specific power 60 × 45.345090 / 400 = 6.801764: 15.5 % above rated 5.888973, 5.6 % above the 6.441064 expected at this loading: not flagged', () => {
    const { airM3, energyKWh: kWh } = airAndEnergy(perf, hour(84));
    const sp = specificPower(kWh, airM3);
    expect(sp).toBeCloseTo(6.801764, 5);
    expect(ratedSpecificPower(perf)).toBeCloseTo(5.888973, 5);
    // 5.888973 × (1 + 0.25 × 900 / 2400) = 5.888973 × 1.09375
    const expected = expectedSpecificPower(perf, hour(84));
    expect(expected).toBeCloseTo(6.441064, 5);
    expect(isAboveExpectedSpecificPower(sp, expected)).toBe(false);
  });

  it('specific power without current 60 × 42.940426 / 400 = 6.441064: 9.375 % above rated, exactly the expected', () => {
    const { airM3, energyKWh: kWh } = airAndEnergy(perf, hour(null));
    const sp = specificPower(kWh, airM3);
    expect(sp).toBeCloseTo(6.441064, 5);
    expect(sp! / ratedSpecificPower(perf)).toBeCloseTo(1.09375, 9);
    expect(sp! / expectedSpecificPower(perf, hour(null))!).toBeCloseTo(1, 9);
  });

  it('a full hour loaded at full-load current: 600 m³, 58.889727 kWh, exactly the rated specific power', () => {
    const full = airAndEnergy(perf, {
      periodSeconds: HOUR,
      loadedSeconds: HOUR,
      unloadedSeconds: 0,
      meanCurrentA: 100,
    });
    expect(full.airM3).toBeCloseTo(600, 9);
    expect(full.energyKWh).toBeCloseTo(58.889727, 5);
    expect(specificPower(full.energyKWh, full.airM3)).toBeCloseTo(ratedSpecificPower(perf), 9);
  });

  it('a catalogue model: OIL_INJECTION4 rated √3 × 400 × 132 × 0.87 / 1000 = 79.563486 kW / 13.6 = 5.850256', () => {
    expect(ratedSpecificPower(RATED_PERFORMANCE.OIL_INJECTION4)).toBeCloseTo(5.850256, 5);
    // 30 min loaded: 13.6 × 30 = 408 m³.
    expect(
      airAndEnergy(RATED_PERFORMANCE.OIL_INJECTION4, {
        periodSeconds: HOUR,
        loadedSeconds: 1800,
        unloadedSeconds: 0,
        meanCurrentA: null,
      }),
    ).toEqual({
      airM3: expect.closeTo(408, 9),
      energyKWh: expect.closeTo(79.563486 / 2, 5),
      energyFrom: 'rated',
    });
  });
});

describe('edge cases', () => {
  it('unloaded all hour at 25 A: no air, √3 × 400 × 25 × 0.85 / 1000 × 1 h = 14.722432 kWh, no specific power, no flag', () => {
    const r = airAndEnergy(perf, {
      periodSeconds: HOUR,
      loadedSeconds: 0,
      unloadedSeconds: HOUR,
      meanCurrentA: 25,
    });
    expect(r.airM3).toBe(0);
    expect(r.energyKWh).toBeCloseTo(14.722432, 5);
    expect(specificPower(r.energyKWh, r.airM3)).toBeUndefined();
    expect(expectedSpecificPower(perf, { loadedSeconds: 0, unloadedSeconds: HOUR })).toBeUndefined();
    expect(isAboveExpectedSpecificPower(undefined, undefined)).toBe(false);
  });

  it('stopped all period: nothing, with or without current', () => {
    const stopped = { periodSeconds: HOUR, loadedSeconds: 0, unloadedSeconds: 0 };
    expect(airAndEnergy(perf, { ...stopped, meanCurrentA: null })).toEqual({
      airM3: 0,
      energyKWh: 0,
      energyFrom: 'rated',
    });
    expect(airAndEnergy(perf, { ...stopped, meanCurrentA: 0 })).toEqual({
      airM3: 0,
      energyKWh: 0,
      energyFrom: 'current',
    });
  });

  it('a non-finite current counts as missing; a negative one as 0 A', () => {
    expect(energyKWh(perf, hour(Number.NaN)).from).toBe('rated');
    expect(energyKWh(perf, hour(-5))).toEqual({ kWh: 0, from: 'current' });
  });

  it('times are clamped into the period: loaded first, unloaded in what remains', () => {
    const over = { periodSeconds: HOUR, loadedSeconds: 5000, unloadedSeconds: 900, meanCurrentA: null };
    // 3600 s loaded, 0 s unloaded: 10 m³/min × 60 min = 600 m³, 58.889727 kWh.
    expect(airAndEnergy(perf, over)).toEqual({
      airM3: 600,
      energyKWh: expect.closeTo(58.889727, 5),
      energyFrom: 'rated',
    });
    expect(airVolumeM3(perf, { ...over, loadedSeconds: -10 })).toBe(0);
  });

  it('unknown models and the gateway have no figures', () => {
    const anHour = {
      hours: 1,
      loadedSeconds: 1800,
      unloadedSeconds: 0,
      ampereSeconds: 0,
      noCurrentSeconds: 0,
    };
    expect(airAndEnergyOfHours('FE_LTE_00', [anHour])).toBeUndefined();
    expect(airAndEnergyOfHours('NO_SUCH_MODEL', [anHour])).toBeUndefined();
  });

  it('the flag needs more than 15 % above the expected figure: exactly 15 % is not flagged', () => {
    expect(isAboveExpectedSpecificPower(11.5, 10)).toBe(false);
    expect(isAboveExpectedSpecificPower(11.501, 10)).toBe(true);
    expect(isAboveExpectedSpecificPower(12, 10, 0.25)).toBe(false);
    // Nothing to judge against (a model without rated data, no loaded time): no flag.
    expect(isAboveExpectedSpecificPower(50, undefined)).toBe(false);
  });
});

describe('expected specific power: what the machine should reach at the loading it ran at', () => {
  /** An hour loaded for `loaded` seconds and unloaded for the rest, at a mean current of `meanA`. */
  const hourAt = (loaded: number, meanA: number): OperatingTime => ({
    periodSeconds: HOUR,
    loadedSeconds: loaded,
    unloadedSeconds: HOUR - loaded,
    meanCurrentA: meanA,
  });
  const judged = (p: RatedPerformance, t: OperatingTime) => {
    const { airM3, energyKWh: kWh } = airAndEnergy(p, t);
    const sp = specificPower(kWh, airM3);
    const expected = expectedSpecificPower(p, t);
    return { sp, expected, flagged: isAboveExpectedSpecificPower(sp, expected) };
  };

  it('a fixed-speed machine at 50 % load with normal unloaded power (100 A loaded, 25 A unloaded) is not flagged, though 25 % above rated', () => {
    // Mean current 62.5 A: √3 × 400 × 62.5 × 0.85 / 1000 = 36.806079 kWh for 300 m³: 7.361216.
    const { sp, expected, flagged } = judged(perf, hourAt(1800, 62.5));
    expect(sp).toBeCloseTo(7.361216, 5);
    expect(sp! / ratedSpecificPower(perf)).toBeCloseTo(1.25, 9);
    // 5.888973 × (1 + 0.25 × 1800 / 1800)
    expect(expected).toBeCloseTo(7.361216, 5);
    expect(flagged).toBe(false);
  });

  it('the same machine drawing 40 % more power (140 A loaded, 35 A unloaded) is flagged', () => {
    const { sp, expected, flagged } = judged(perf, hourAt(1800, 87.5));
    expect(sp! / expected!).toBeCloseTo(1.4, 9);
    expect(flagged).toBe(true);
  });

  it('a fixed-speed machine at full load is judged against its rated figure', () => {
    expect(expectedSpecificPower(perf, { loadedSeconds: HOUR, unloadedSeconds: 0 })).toBeCloseTo(
      ratedSpecificPower(perf),
      9,
    );
    expect(judged(perf, hourAt(HOUR, 100)).flagged).toBe(false);
    expect(judged(perf, hourAt(HOUR, 116)).flagged).toBe(true);
  });

  // An inverter machine: no-load share 0.1, drawing 0.1 + 0.9 × speed of full-load current at a speed.
  const inverter: RatedPerformance = { ...perf, noLoadPowerShare: 0.1 };
  it.each([
    // speed, expected / rated = 1 + 0.1 × (1 − v) / v
    [1, 1],
    [0.7, 1.042857],
    [0.5, 1.1],
    [0.2, 1.4],
  ])(
    'an inverter machine at speed %s stays near rated and worsens only at very low speed (%s × rated); at its own current it is not flagged',
    (speed, ratio) => {
      const t = hourAt(speed * HOUR, 100 * (0.1 + 0.9 * speed));
      const { sp, expected, flagged } = judged(inverter, t);
      expect(expected! / ratedSpecificPower(inverter)).toBeCloseTo(ratio, 6);
      expect(sp! / expected!).toBeCloseTo(1, 9);
      expect(flagged).toBe(false);
    },
  );

  it("a period's loaded and unloaded time from its air volume and running time", () => {
    // 300 m³ at 10 m³/min is 30 min at full load; 1 h running leaves 30 min unloaded.
    expect(loadSplitOf(perf, 300, HOUR)).toEqual({ loadedSeconds: 1800, unloadedSeconds: 1800 });
    // Rounded sums may say a little less running than loaded time: nothing unloaded, never below 0.
    expect(loadSplitOf(perf, 600.004, HOUR)).toEqual({
      loadedSeconds: expect.closeTo(3600.024, 6),
      unloadedSeconds: 0,
    });
    expect(loadSplitOf(perf, 0, 0)).toEqual({ loadedSeconds: 0, unloadedSeconds: 0 });
  });
});

describe('operatingTimeOf: the sums a summary holds', () => {
  const minute = 60_000;
  it('splits running time by load fraction, skips stopped time and gaps, and averages current over running time', () => {
    const samples: TimedSample[] = [
      // 0-2 min loaded at 90 A, 2-3 min unloaded (Load lamp off) at 30 A, 3-4 min stopped,
      // 4-5 min inverter at 50 % load and 60 A, then a 10-minute gap that counts nothing.
      { timeMs: 0, started: true, loadPercent: null, loaded: true, currentA: 90 },
      { timeMs: 2 * minute, started: true, loadPercent: null, loaded: false, currentA: 30 },
      { timeMs: 3 * minute, started: false, loadPercent: null, loaded: false, currentA: 0 },
      { timeMs: 4 * minute, started: true, loadPercent: 50, currentA: 60 },
      { timeMs: 5 * minute, started: true, loadPercent: 100, currentA: 100 },
      { timeMs: 15 * minute, started: true, loadPercent: 100, currentA: 100 },
    ];
    // loaded 120 + 30 = 150 s; unloaded 60 + 30 = 90 s; current (90×120 + 30×60 + 60×60) / 240 = 67.5 A.
    expect(operatingTimeOf(samples, HOUR)).toEqual({
      periodSeconds: HOUR,
      loadedSeconds: 150,
      unloadedSeconds: 90,
      meanCurrentA: 67.5,
    });
    // One running interval without current: the whole period falls back to rated power.
    const partial = samples.map((s, i) => (i === 1 ? { ...s, currentA: null } : s));
    expect(operatingTimeOf(partial, HOUR).meanCurrentA).toBeNull();
    expect(operatingTimeOf([], HOUR)).toEqual({
      periodSeconds: HOUR,
      loadedSeconds: 0,
      unloadedSeconds: 0,
      meanCurrentA: null,
    });
  });
});

describe('properties', () => {
  const model = fc.constantFrom(...MODEL_IDS).map((m) => RATED_PERFORMANCE[m]);
  const seconds = fc.double({ min: 0, max: 2 * 86_400, noNaN: true });

  it('air grows with loaded time and never exceeds rated delivery × period', () => {
    fc.assert(
      fc.property(model, seconds, seconds, seconds, (p, a, b, period) => {
        const at = (loadedSeconds: number) =>
          airVolumeM3(p, { periodSeconds: period, loadedSeconds, unloadedSeconds: 0, meanCurrentA: null });
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(at(lo)).toBeLessThanOrEqual(at(hi));
        expect(at(hi)).toBeLessThanOrEqual(p.freeAirDelivery * (period / 60) * (1 + 1e-12));
      }),
    );
  });

  it('without current, specific power is never below rated: unloaded running only adds energy', () => {
    fc.assert(
      fc.property(model, seconds, seconds, (p, loaded, unloaded) => {
        fc.pre(loaded > 1);
        const r = airAndEnergy(p, {
          periodSeconds: loaded + unloaded,
          loadedSeconds: loaded,
          unloadedSeconds: unloaded,
          meanCurrentA: null,
        });
        expect(specificPower(r.energyKWh, r.airM3)!).toBeGreaterThanOrEqual(
          ratedSpecificPower(p) * (1 - 1e-12),
        );
      }),
    );
  });

  it('gives the totals of the per-sample estimate (domain/power.ts) on the same samples', () => {
    const minute = 60_000;
    const series = (withCurrent: boolean) =>
      fc
        .array(
          fc.record({
            step: fc.integer({ min: 1, max: 8 * minute }),
            started: fc.boolean(),
            load: fc.option(fc.double({ min: -10, max: 140, noNaN: true })),
            lamp: fc.boolean(),
            current: fc.double({ min: 0, max: 300, noNaN: true }),
          }),
          { minLength: 2, maxLength: 60 },
        )
        .map((rows) => {
          let t = 0;
          return rows.map((r): TimedSample => ({
            timeMs: (t += r.step),
            started: r.started,
            loadPercent: r.load,
            loaded: r.lamp,
            // A stopped motor draws no current.
            currentA: withCurrent ? (r.started ? r.current : 0) : null,
          }));
        });
    fc.assert(
      fc.property(model, fc.boolean().chain(series), (p, samples) => {
        const expected = integrateRates(
          samples.map((s) => ({
            timeMs: s.timeMs,
            airM3PerMin: estimateAirFlow(p, s),
            powerKW: estimatePowerKW(p, s),
          })),
        );
        const got = airAndEnergy(p, operatingTimeOf(samples, 86_400));
        expect(got.airM3).toBeCloseTo(expected.airM3, 6);
        expect(got.energyKWh).toBeCloseTo(expected.energyKWh, 6);
      }),
    );
  });

  it('is additive: two periods add up to their union, mean current weighted by running time', () => {
    const part = fc.record({
      loaded: fc.double({ min: 0, max: HOUR / 2, noNaN: true }),
      unloaded: fc.double({ min: 0, max: HOUR / 2, noNaN: true }),
      current: fc.double({ min: 0, max: 300, noNaN: true }),
    });
    fc.assert(
      fc.property(model, part, part, (p, a, b) => {
        const t = (x: typeof a): OperatingTime => ({
          periodSeconds: HOUR,
          loadedSeconds: x.loaded,
          unloadedSeconds: x.unloaded,
          meanCurrentA: x.current,
        });
        const ra = a.loaded + a.unloaded;
        const rb = b.loaded + b.unloaded;
        fc.pre(ra + rb > 0);
        const union: OperatingTime = {
          periodSeconds: 2 * HOUR,
          loadedSeconds: a.loaded + b.loaded,
          unloadedSeconds: a.unloaded + b.unloaded,
          meanCurrentA: (a.current * ra + b.current * rb) / (ra + rb),
        };
        const whole = airAndEnergy(p, union);
        expect(whole.airM3).toBeCloseTo(airVolumeM3(p, t(a)) + airVolumeM3(p, t(b)), 6);
        expect(whole.energyKWh).toBeCloseTo(energyKWh(p, t(a)).kWh + energyKWh(p, t(b)).kWh, 6);
      }),
    );
  });
});
