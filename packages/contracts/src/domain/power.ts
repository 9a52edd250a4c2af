/**
 * The rules by which discharge air and electric power of a compressor are estimated from its telemetry,
 * for the volume and power graphs and the monthly report (part 2 §2). The controllers measure neither air
 * flow nor power, so both are estimated from the rated data of the model (models/performance.ts):
 *
 * - air flow (m³/min) = rated free air delivery × load fraction while started, 0 while stopped. The load
 *   fraction is D014 load % / 100 clamped to 0..1; without a load value, the Load lamp gives 1 or 0.
 * - power (kW) = √3 · V · I · cosφ / 1000 from the motor current D012 when it is known (rated voltage and
 *   power factor); without a current value, rated input power × (no-load share + (1 − no-load share) ×
 *   load fraction) while started, 0 while stopped.
 * - volumes (m³) and energy (kWh) integrate these rates over time: each sample's rate holds until the next
 *   sample, and an interval longer than the gap limit (5 minutes, part 2 §9's break in a series) counts
 *   nothing, so that a data gap is not filled with guesses.
 * Production applies them per period (domain/air-volume.ts) to hourly sums (domain/operating-hours.ts);
 * the sample-by-sample estimate they are held to is the tests' (test/support/per-sample-estimate.ts).
 */
import type { RatedPerformance } from '../models/performance.ts';

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

/** Electric power from a three-phase current, kW: √3·V·I·cosφ/1000 (negative current counts as 0). */
export function powerFromCurrent(perf: RatedPerformance, currentA: number): number {
  return (SQRT3 * perf.voltage * Math.max(0, currentA) * perf.powerFactor) / 1000;
}
