/**
 * The per-sample estimate of air and power (the rules of domain/power.ts applied sample by sample), and
 * the loaded and unloaded time of time-ordered samples: the reference that the tests hold the per-period
 * rules (domain/air-volume.ts) and the hourly sums (domain/operating-hours.ts) to. Production sums hours
 * and never integrates samples this way, so this lives with the tests.
 */
import type { OperatingTime } from '../../src/domain/air-volume.ts';
import {
  loadFraction,
  MAX_INTEGRATION_GAP_MS,
  powerFromCurrent,
  type OperatingSample,
} from '../../src/domain/power.ts';
import { ratedInputKW, type RatedPerformance } from '../../src/models/performance.ts';

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** Estimated discharge air flow, m³/min. */
export function estimateAirFlow(perf: RatedPerformance, s: OperatingSample): number {
  if (!s.started) return 0;
  return perf.freeAirDelivery * loadFraction(s);
}

/** Estimated electric power, kW. */
export function estimatePowerKW(perf: RatedPerformance, s: OperatingSample): number {
  if (finite(s.currentA)) return powerFromCurrent(perf, s.currentA);
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

/** One sample of a machine at a time (epoch ms). */
export interface TimedSample extends OperatingSample {
  timeMs: number;
}

/**
 * Loaded and unloaded time and mean current of time-ordered samples, by the integration rule above (each
 * sample holds until the next; intervals of 0 or over the gap limit count nothing), i.e. what an hourly
 * summary has to hold. The mean current is known only when every running interval has one (else the
 * whole period falls back to rated power); stopped intervals count nothing, as a stopped motor draws no
 * current.
 */
export function operatingTimeOf(
  samples: readonly TimedSample[],
  periodSeconds: number,
  maxGapMs = MAX_INTEGRATION_GAP_MS,
): OperatingTime {
  let loaded = 0;
  let unloaded = 0;
  let ampereSeconds = 0;
  let currentKnown = true;
  for (let i = 0; i + 1 < samples.length; i++) {
    const s = samples[i]!;
    const dtMs = samples[i + 1]!.timeMs - s.timeMs;
    if (dtMs <= 0 || dtMs > maxGapMs || !s.started) continue;
    const dt = dtMs / 1000;
    const f = loadFraction(s);
    loaded += f * dt;
    unloaded += (1 - f) * dt;
    if (finite(s.currentA)) ampereSeconds += Math.max(0, s.currentA) * dt;
    else currentKnown = false;
  }
  const running = loaded + unloaded;
  return {
    periodSeconds,
    loadedSeconds: loaded,
    unloadedSeconds: unloaded,
    meanCurrentA: currentKnown && running > 0 ? ampereSeconds / running : null,
  };
}
