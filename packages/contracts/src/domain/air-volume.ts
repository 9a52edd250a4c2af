/**
 * Discharge air volume, energy and specific power of one machine over a period (an hour or a day of
 * VolumeGraph), from how long it ran loaded and unloaded and its mean motor current. Pure rules on plain
 * numbers, so that the server can run them on hourly sums and the web on what it is sent. They are the
 * per-period form of the per-sample estimate of domain/power.ts and give the same totals (see
 * operatingTimeOf); the formulas and choices are written out in docs/telemetry.md, "Air volume, energy and
 * specific power".
 */
import { ratedInputKW, ratedPerformanceOf, type RatedPerformance } from '../models/performance.ts';
import { loadFraction, MAX_INTEGRATION_GAP_MS, powerFromCurrent, type OperatingSample } from './power.ts';

/** How a machine spent a period. Seconds are clamped into the period, so bad sums cannot exceed it. */
export interface OperatingTime {
  /** Length of the period, s. */
  periodSeconds: number;
  /**
   * Full-load equivalent delivering time, s: Σ load fraction × Δt over the running time (D014 load % / 100,
   * else the Load lamp as 1 or 0). For a fixed-speed machine this is its time with the Load lamp on.
   */
  loadedSeconds: number;
  /** The rest of the running time (motor started), s: Σ (1 − load fraction) × Δt. */
  unloadedSeconds: number;
  /** Time-weighted mean motor current D012 over the running time, A; null when not known. */
  meanCurrentA: number | null;
}

/** A machine's sums of a period; sums of periods add up to the sums of their union. */
export interface AirAndEnergy {
  airM3: number;
  energyKWh: number;
  /** 'current': from the measured motor current; 'rated': from rated input power and the load split. */
  energyFrom: 'current' | 'rated';
}

/**
 * A period runs "above rated" when its specific power exceeds the rated one by more than this share: 10 %,
 * more than the spread of healthy machines, less than what wear, leaks or poor loading add.
 */
export const SPECIFIC_POWER_TOLERANCE = 0.1;

function finite(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function clampedTimes(t: OperatingTime): { loaded: number; unloaded: number } {
  const period = finite(t.periodSeconds) ? Math.max(0, t.periodSeconds) : 0;
  const loaded = Math.min(period, finite(t.loadedSeconds) ? Math.max(0, t.loadedSeconds) : 0);
  const unloaded = Math.min(period - loaded, finite(t.unloadedSeconds) ? Math.max(0, t.unloadedSeconds) : 0);
  return { loaded, unloaded };
}

/** Discharge air volume, m³: rated free air delivery (m³/min) × loaded time (min). */
export function airVolumeM3(perf: RatedPerformance, t: OperatingTime): number {
  return perf.freeAirDelivery * (clampedTimes(t).loaded / 60);
}

/**
 * Electrical energy, kWh. With a mean current: √3·V·Ī·cosφ / 1000 (kW) × running hours, exact for the
 * mean since power is linear in current. Without one: rated input power × loaded hours + no-load power
 * (rated input × no-load share) × unloaded hours.
 */
export function energyKWh(
  perf: RatedPerformance,
  t: OperatingTime,
): { kWh: number; from: 'current' | 'rated' } {
  const { loaded, unloaded } = clampedTimes(t);
  if (finite(t.meanCurrentA)) {
    return { kWh: powerFromCurrent(perf, t.meanCurrentA) * ((loaded + unloaded) / 3600), from: 'current' };
  }
  const full = ratedInputKW(perf);
  return { kWh: (full * loaded + full * perf.noLoadPowerShare * unloaded) / 3600, from: 'rated' };
}

/** Air volume and energy of a period. */
export function airAndEnergy(perf: RatedPerformance, t: OperatingTime): AirAndEnergy {
  const energy = energyKWh(perf, t);
  return { airM3: airVolumeM3(perf, t), energyKWh: energy.kWh, energyFrom: energy.from };
}

/** Air volume and energy of a period of a model by id; undefined for the gateway and unknown models. */
export function airAndEnergyOfModel(modelId: string, t: OperatingTime): AirAndEnergy | undefined {
  const perf = ratedPerformanceOf(modelId);
  return perf && airAndEnergy(perf, t);
}

/**
 * Specific power, kW per m³/min: mean power (kWh / h) over mean delivery (m³ / min) of the same period,
 * which is 60 × kWh / m³ whatever its length. Undefined when the machine delivered no air. Give it the
 * sums of the whole period (a day's sums, not the mean of its hours' figures).
 */
export function specificPower(energyKWh: number, airM3: number): number | undefined {
  if (!(airM3 > 0) || !finite(energyKWh)) return undefined;
  return (60 * energyKWh) / airM3;
}

/**
 * Rated specific power, kW per m³/min: rated electrical input (motor kW / efficiency, i.e. √3·V·I·cosφ at
 * full-load current) over rated free air delivery, as ISO 1217 / CAGI sheets state it (input power, not
 * motor output, so that it compares with the measured figure).
 */
export function ratedSpecificPower(perf: RatedPerformance): number {
  return ratedInputKW(perf) / perf.freeAirDelivery;
}

/** True when a specific power exceeds the rated one by more than the tolerance (10 %). */
export function isAboveRatedSpecificPower(
  specific: number | undefined,
  rated: number,
  tolerance = SPECIFIC_POWER_TOLERANCE,
): boolean {
  return specific !== undefined && specific > rated * (1 + tolerance);
}

/** One sample of a machine at a time (epoch ms). */
export interface TimedSample extends OperatingSample {
  timeMs: number;
}

/**
 * Loaded and unloaded time and mean current of time-ordered samples, by the integration rule of
 * domain/power.ts (each sample holds until the next; intervals of 0 or over the gap limit count nothing),
 * i.e. what an hourly summary has to hold. The mean current is known only when every running interval
 * has one (else the whole period falls back to rated power); stopped intervals count nothing, as a stopped
 * motor draws no current.
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
