/**
 * Discharge air volume, energy and specific power of one machine over a period (an hour or a day of
 * VolumeGraph), from how long it ran loaded and unloaded and its mean motor current. Pure rules on plain
 * numbers, so that the server can run them on hourly sums and the web on what it is sent. They are the
 * per-period form of the per-sample estimate of domain/power.ts and give the same totals (the tests'
 * test/support/per-sample-estimate.ts); the formulas and choices are written out in docs/telemetry.md,
 * "Air volume, energy and specific power".
 */
import { ratedInputKW, type RatedPerformance } from '../models/performance.ts';
import { powerFromCurrent } from './power.ts';

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
 * A period is flagged when its specific power exceeds what the machine should reach at its loading by
 * more than this share: 15 %. A new machine may already miss its published figure by 6-8 % (ISO 1217's
 * acceptance tolerance), and the estimate itself is off by a few per cent in a day and up to about 20 %
 * in a quiet hour (1-minute samples, load % lagging the current by one sample); a fault that adds a fifth
 * or more to the power shows. docs/telemetry.md §9 gives the figures.
 */
export const SPECIFIC_POWER_MARGIN = 0.15;

function finite(n: number | null | undefined): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

function clampedTimes(t: OperatingTime): { loaded: number; unloaded: number } {
  const period = finite(t.periodSeconds) ? Math.max(0, t.periodSeconds) : 0;
  const loaded = Math.min(period, finite(t.loadedSeconds) ? Math.max(0, t.loadedSeconds) : 0);
  const unloaded = Math.min(period - loaded, finite(t.unloadedSeconds) ? Math.max(0, t.unloadedSeconds) : 0);
  return { loaded, unloaded };
}

/** Running time, s: loaded and unloaded time, clamped into the period as the other figures are. */
export function runningSecondsOf(t: OperatingTime): number {
  const { loaded, unloaded } = clampedTimes(t);
  return loaded + unloaded;
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

/** How a period's running time divides into full-load-equivalent loaded time and the rest, s. */
export type LoadSplit = Pick<OperatingTime, 'loadedSeconds' | 'unloadedSeconds'>;

/**
 * The specific power a healthy machine reaches at a period's loading, kW per m³/min: rated input power
 * while loaded, the model's no-load share s of it for the rest of the running time, over the air of the
 * loaded time, i.e. SP_rated × (t_L + s·t_U) / t_L. A fixed-speed machine (load/unload) at half load and
 * s = 0.25 should run 25 % above its rated figure. An inverter machine's load % weighs time by speed, so
 * running at speed v for a time T is t_L = v·T and t_U = (1 − v)·T, and the same formula is the straight
 * power line s + (1 − s)·v of full power: near rated over its range (s = 0.1: +4 % at 70 %, +10 % at
 * 50 %), worse at very low speed (+40 % at 20 %). Undefined without loaded time (no air, nothing to judge).
 */
export function expectedSpecificPower(perf: RatedPerformance, t: LoadSplit): number | undefined {
  const loaded = finite(t.loadedSeconds) ? Math.max(0, t.loadedSeconds) : 0;
  const unloaded = finite(t.unloadedSeconds) ? Math.max(0, t.unloadedSeconds) : 0;
  if (!(loaded > 0)) return undefined;
  return (ratedSpecificPower(perf) * (loaded + perf.noLoadPowerShare * unloaded)) / loaded;
}

/**
 * A period's load split from its air volume (m³) and running time (s), the sums getSensorData answers:
 * loaded time is the air over rated delivery (airVolumeM3 backwards), unloaded time the rest of the
 * running time, never below 0 (rounded sums may say a little less running than loaded time).
 */
export function loadSplitOf(perf: RatedPerformance, airM3: number, runningSeconds: number): LoadSplit {
  const loadedSeconds = finite(airM3) ? (60 * Math.max(0, airM3)) / perf.freeAirDelivery : 0;
  const running = finite(runningSeconds) ? runningSeconds : 0;
  return { loadedSeconds, unloadedSeconds: Math.max(0, running - loadedSeconds) };
}

/**
 * True when a specific power exceeds the expected one (expectedSpecificPower) by more than the margin
 * (15 %); never without either figure.
 */
export function isAboveExpectedSpecificPower(
  specific: number | undefined,
  expected: number | undefined,
  margin = SPECIFIC_POWER_MARGIN,
): boolean {
  return specific !== undefined && expected !== undefined && specific > expected * (1 + margin);
}
