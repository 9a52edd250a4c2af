/**
 * Per-UTC-hour operating sums of one machine, the content of the server's hourly operating summaries
 * (device_operating_hourly) from which VolumeGraph's air volume and energy are answered. The integration
 * rule is operatingTimeOf's (domain/air-volume.ts): each sample holds until the next one, an interval of 0
 * or over the gap limit counts nothing, stopped intervals count nothing; here each interval is also split
 * exactly at hour boundaries, so that the hours' sums add up to operatingTimeOf over any hour-aligned span.
 * docs/telemetry.md §9 says how hours become hour and day figures.
 */
import { ratedPerformanceOf } from '../models/performance.ts';
import { registerBySensorId } from '../models/registers.ts';
import { airAndEnergy, runningSecondsOf } from './air-volume.ts';
import { loadFraction, MAX_INTEGRATION_GAP_MS, type OperatingSample } from './power.ts';
import { readStatusBits } from './status.ts';

/**
 * getSensorData's derived sensors: a bucket's discharge air volume (m³), energy (kWh) and the time the
 * motor ran (h, loaded or not), as sums.
 */
export const AIR_VOLUME_SENSOR_ID = 'sv_air_volume';
export const ENERGY_SENSOR_ID = 'sv_energy';
export const RUNNING_TIME_SENSOR_ID = 'sv_running_time';
export const DERIVED_SENSOR_IDS: readonly string[] = [
  AIR_VOLUME_SENSOR_ID,
  ENERGY_SENSOR_ID,
  RUNNING_TIME_SENSOR_ID,
];

const HOUR_MS = 3_600_000;

/** One snapshot as stored: the raw words of the panel lamps (0027), motor current (0012) and load (0014). */
export interface RawOperatingRow {
  timeMs: number;
  d027: number | null;
  d012: number | null;
  d014: number | null;
}

/** A machine's sums of one UTC hour. Seconds are seconds of that hour only. */
export interface OperatingHour {
  /** Start of the hour, epoch ms. */
  hourMs: number;
  loadedSeconds: number;
  unloadedSeconds: number;
  /** Σ motor current × Δt over running time that has a current value, A·s. */
  ampereSeconds: number;
  /** Running time without a current value, s: when above 0 the hour's energy falls back to rated power. */
  noCurrentSeconds: number;
}

/**
 * How a model's raw row becomes an operating sample: Start and Load lamps of 0027 at the model's bit
 * positions, and 0012 / 0014 only where the model's register map says they are the motor current and the
 * load (scaled as the map says). Every model of the catalogue has them there today; the check keeps a
 * future layout from being read wrongly.
 */
export function operatingSampleReader(modelId: string): (row: RawOperatingRow) => OperatingSample {
  const current = registerBySensorId(modelId, 'sn_D012');
  const load = registerBySensorId(modelId, 'sn_D014');
  const currentScale = current?.key === 'motorCurrent' ? current.scale?.[0] : undefined;
  const loadScale = load?.key === 'load' ? load.scale?.[0] : undefined;
  return (row) => {
    const lamps = readStatusBits(modelId, row.d027);
    return {
      started: lamps?.start ?? false,
      loaded: lamps?.load ?? false,
      loadPercent: loadScale !== undefined && row.d014 !== null ? row.d014 * loadScale : null,
      currentA: currentScale !== undefined && row.d012 !== null ? row.d012 * currentScale : null,
    };
  };
}

/**
 * Per-hour sums of a model's time-ordered raw rows, ascending by hour. An hour gets an entry when a row
 * falls in it or a counted interval reaches into it; an hour where the machine sent nothing has none.
 * Give it rows from `maxGapMs` before the first wanted hour to `maxGapMs` after the last, and keep only
 * the wanted hours: the edges need the neighbouring samples.
 */
export function operatingHoursOf(
  modelId: string,
  rows: readonly RawOperatingRow[],
  maxGapMs = MAX_INTEGRATION_GAP_MS,
): OperatingHour[] {
  const read = operatingSampleReader(modelId);
  const hours = new Map<number, OperatingHour>();
  const hourOf = (ms: number) => {
    const hourMs = Math.floor(ms / HOUR_MS) * HOUR_MS;
    let hour = hours.get(hourMs);
    if (!hour) {
      hour = { hourMs, loadedSeconds: 0, unloadedSeconds: 0, ampereSeconds: 0, noCurrentSeconds: 0 };
      hours.set(hourMs, hour);
    }
    return hour;
  };
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    hourOf(row.timeMs);
    const next = rows[i + 1];
    if (!next) break;
    const dtMs = next.timeMs - row.timeMs;
    if (dtMs <= 0 || dtMs > maxGapMs) continue;
    const s = read(row);
    if (!s.started) continue;
    const f = loadFraction(s);
    const current = s.currentA !== null && Number.isFinite(s.currentA) ? Math.max(0, s.currentA) : null;
    // The interval's pieces, one per hour it touches.
    for (let a = row.timeMs; a < next.timeMs;) {
      const hour = hourOf(a);
      const end = Math.min(next.timeMs, hour.hourMs + HOUR_MS);
      const dt = (end - a) / 1000;
      hour.loadedSeconds += f * dt;
      hour.unloadedSeconds += (1 - f) * dt;
      if (current === null) hour.noCurrentSeconds += dt;
      else hour.ampereSeconds += current * dt;
      a = end;
    }
  }
  return [...hours.values()].sort((a, b) => a.hourMs - b.hourMs);
}

/**
 * Sums of several hours taken together. The server sums its hour rows in the database, apart for hours
 * with a current value throughout (noCurrentSeconds 0) and hours without, so a bucket arrives as at most
 * two such parts.
 */
export interface OperatingHoursSum {
  /** How many hours were summed. */
  hours: number;
  loadedSeconds: number;
  unloadedSeconds: number;
  ampereSeconds: number;
  noCurrentSeconds: number;
}

/**
 * Air volume, energy and running time of a bucket (an hour, a day): the sum of each hour's figures by
 * airAndEnergy, where an hour's energy comes from its mean current when it has a current value
 * throughout, else from rated power. Both figures are linear in an hour's sums (energy from current is
 * √3·U·cosφ·Σ(I·Δt)), so a part that sums only hours with current, or only hours without, gives the same
 * as its hours one by one. Undefined for a model without rated data (the gateway).
 */
export function airAndEnergyOfHours(
  modelId: string,
  parts: readonly OperatingHoursSum[],
): { airM3: number; energyKWh: number; runningSeconds: number } | undefined {
  const perf = ratedPerformanceOf(modelId);
  if (!perf) return undefined;
  let airM3 = 0;
  let energyKWh = 0;
  let runningSeconds = 0;
  for (const part of parts) {
    const running = part.loadedSeconds + part.unloadedSeconds;
    const time = {
      periodSeconds: part.hours * 3600,
      loadedSeconds: part.loadedSeconds,
      unloadedSeconds: part.unloadedSeconds,
      meanCurrentA: part.noCurrentSeconds === 0 && running > 0 ? part.ampereSeconds / running : null,
    };
    const figures = airAndEnergy(perf, time);
    airM3 += figures.airM3;
    energyKWh += figures.energyKWh;
    runningSeconds += runningSecondsOf(time);
  }
  return { airM3, energyKWh, runningSeconds };
}
