/**
 * Estimated discharge air and electric power of a compressor from its telemetry, for the volume and
 * power graphs and the monthly report (part 2 §2). The controllers measure neither air flow nor power,
 * so both are estimated from the rated data of the model (models/performance.ts):
 *
 * - air flow (m³/min) = rated free air delivery × load fraction while started, 0 while stopped. The load
 *   fraction is D014 load % / 100 clamped to 0..1; without a load value, the Load lamp gives 1 or 0.
 * - power (kW) = √3 · V · I · cosφ / 1000 from the motor current D012 when it is known (rated voltage and
 *   power factor); without a current value, rated input power × (no-load share + (1 − no-load share) ×
 *   load fraction) while started, 0 while stopped.
 * - volumes (m³) and energy (kWh) integrate these rates over time: each sample's rate holds until the next
 *   sample, and an interval longer than the gap limit (5 minutes, part 2 §9's break in a series) counts
 *   nothing, so that a data gap is not filled with guesses.
 */
import { ratedInputKW, type RatedPerformance } from '../models/performance.ts';

export interface OperatingSample {
  /** Start lamp of sn_D027. */
  started: boolean;
  /** D014 load %, or null when unknown. */
  loadPercent: number | null;
  /** Load lamp of sn_D027, used when loadPercent is null. */
  loaded?: boolean | null;
  /** D012 motor current in A, or null when unknown. */
  currentA: number | null;
}

/** Part 2 §9: a gap of more than 5 minutes breaks a series. */
export const MAX_INTEGRATION_GAP_MS = 5 * 60_000;

const SQRT3 = Math.sqrt(3);

function usable(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

/** Load fraction 0..1 of a sample: load % clamped, else the Load lamp, else 0. */
export function loadFraction(s: OperatingSample): number {
  if (usable(s.loadPercent)) return Math.min(1, Math.max(0, s.loadPercent / 100));
  return s.loaded ? 1 : 0;
}

/** Estimated discharge air flow, m³/min. */
export function estimateAirFlow(perf: RatedPerformance, s: OperatingSample): number {
  if (!s.started) return 0;
  return perf.freeAirDelivery * loadFraction(s);
}

/** Electric power from a three-phase current, kW: √3·V·I·cosφ/1000 (negative current counts as 0). */
export function powerFromCurrent(perf: RatedPerformance, currentA: number): number {
  return (SQRT3 * perf.voltage * Math.max(0, currentA) * perf.powerFactor) / 1000;
}

/** Estimated electric power, kW. */
export function estimatePowerKW(perf: RatedPerformance, s: OperatingSample): number {
  if (usable(s.currentA)) return powerFromCurrent(perf, s.currentA);
  if (!s.started) return 0;
  const share = perf.noLoadPowerShare;
  return ratedInputKW(perf) * (share + (1 - share) * loadFraction(s));
}

export interface RatePoint {
  /** Epoch milliseconds of the sample. */
  timeMs: number;
  airM3PerMin: number;
  powerKW: number;
}

export interface Totals {
  airM3: number;
  energyKWh: number;
}

/**
 * Air volume (m³) and energy (kWh) of time-ordered rate samples: each rate holds from its sample to the
 * next; intervals over maxGapMs, zero or negative count nothing; the last sample closes the series.
 */
export function integrateRates(points: readonly RatePoint[], maxGapMs = MAX_INTEGRATION_GAP_MS): Totals {
  let airM3 = 0;
  let energyKWh = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i]!;
    const dt = points[i + 1]!.timeMs - a.timeMs;
    if (dt <= 0 || dt > maxGapMs) continue;
    airM3 += a.airM3PerMin * (dt / 60_000);
    energyKWh += a.powerKW * (dt / 3_600_000);
  }
  return { airM3, energyKWh };
}
