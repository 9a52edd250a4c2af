/**
 * From a getSensorData answer to what the trend charts draw (part 2 §2, §3, §9), pure so that it can be
 * tested alone:
 * - the model's preset sensors with label, unit, range, decimals in the locale and one palette colour each;
 * - raw values × scale in the locale's unit (English bar/mbar, others MPa/kPa; temperatures 0.1 °C);
 * - a break in the line where consecutive samples are more than 5 minutes apart. With M4 data the points
 *   of a bucket are its first, min, max and last, which may lie hours apart although the samples between
 *   them were there: between buckets, the last point of one and the first of the next are neighbouring
 *   samples, so their distance is the real gap; inside a bucket the answer says where its samples break;
 * - samples that no line reaches (isolated by breaks) as dots;
 * - the points of a chart's sensors on one time axis, as uPlot wants them: `undefined` where a sensor has
 *   no point at another sensor's time (the line goes on), `null` where it breaks.
 */
import { SERIES_BREAK_MS } from '@airsight/contracts/constants';
import { chartColour } from '@airsight/contracts/presentation/palette';
import { seriesPoints } from '@airsight/contracts/format/series-columns';
import type { SensorSeries } from '@airsight/contracts/http/sensor-data';
import { trendPresetsFor, type TrendChart } from '@airsight/contracts/models/presets';
import { registerBySensorId, type RegisterDef } from '@airsight/contracts/models/registers';
import { decimalsOf, localeSlot, rawScaling } from '@airsight/contracts/domain/values';
import type { Locale } from '@airsight/contracts/locales';

/** Part 2 §9: consecutive samples more than 5 minutes apart are not joined. */
export const GAP_MS = SERIES_BREAK_MS;

export const TREND_CHARTS: readonly TrendChart[] = ['pressure', 'temperature', 'current', 'load'];

export interface TrendSensor {
  sensorId: string;
  chart: TrendChart;
  label: string;
  unit: string;
  /** The preset's axis range in the locale's unit. */
  min: number;
  max: number;
  decimals: number;
  /** Hidden-by-default sensors (show=false) start unticked. */
  shownByDefault: boolean;
  colour: string;
  register: RegisterDef;
}

/** The model's preset sensors in the locale, or undefined when the trend graph does not apply. */
export function trendSensors(modelId: string, locale: Locale): TrendSensor[] | undefined {
  const presets = trendPresetsFor(modelId);
  if (!presets) return undefined;
  const slot = localeSlot(locale);
  return presets.flatMap((preset, index) => {
    const register = registerBySensorId(modelId, preset.sensorId);
    if (!register) return [];
    return [
      {
        sensorId: preset.sensorId,
        chart: preset.chart,
        label: preset.label[slot],
        unit: preset.unit[slot],
        min: preset.min[slot],
        max: preset.max[slot],
        decimals: decimalsOf(register, locale),
        shownByDefault: preset.show,
        // One colour per sensor of the machine, in register order, so that no two lines share one.
        colour: chartColour(index),
        register,
      },
    ];
  });
}

/**
 * A series' points as parallel columns (a year's trend is up to 50,000 points a series: no object per
 * point): times in milliseconds, in time order, and values in the locale's unit, null for a break.
 */
export interface PlotPoints {
  t: readonly number[];
  v: readonly (number | null)[];
  /** How many breaks (null values) it holds, when withGaps put any in. */
  breaks?: number;
  /** Known to be in time order with no two neighbours more than GAP_MS apart (scaledPoints found it). */
  joined?: boolean;
}

export const NO_POINTS: PlotPoints = { t: [], v: [] };

/** The M4 buckets of an answer: bucket n covers [origin + n·width, origin + (n+1)·width). */
export interface Bucketing {
  originMs: number;
  bucketMs: number;
  buckets: number;
}

/** The bucket of a time, as the server counts it (integer arithmetic on whole milliseconds). */
export function bucketOf(timeMs: number, b: Bucketing): number {
  const spanMs = Math.round(b.bucketMs * b.buckets);
  const index = Math.floor(((timeMs - b.originMs) * b.buckets) / spanMs);
  return Math.min(Math.max(index, 0), b.buckets - 1);
}

/**
 * The series' values in the locale's unit, in time order (the answer's order when it is sorted). A year's
 * chart is up to 50,000 points a series, read once per answer before anything is drawn, while the
 * browser runs this code for the first time: one loop over the answer's points, no call per point,
 * arrays of their final size.
 */
export function scaledPoints(
  series: SensorSeries | undefined,
  sensor: TrendSensor,
  locale: Locale,
): PlotPoints {
  if (!series) return NO_POINTS;
  const scaling = rawScaling(sensor.register, locale);
  if (!scaling) return NO_POINTS;
  // The column form is read here directly (times as differences): no array of times in between.
  const deltas =
    series.columns && series.columns.t.length === series.columns.v.length ? series.columns.t : null;
  const { timesMs, values: raw } = deltas
    ? { timesMs: deltas, values: series.columns!.v }
    : seriesPoints(series);
  const count = timesMs.length;
  const { word, signed, multiplier, divisor } = scaling;
  const times = new Array<number>(count);
  const values = new Array<number>(count);
  let n = 0;
  let sorted = true;
  let joined = true;
  let last = -Infinity;
  let at = 0;
  for (let i = 0; i < count; i++) {
    const time = deltas ? (at += deltas[i]!) : timesMs[i]!;
    const r = raw[i]!;
    if (!Number.isFinite(r)) continue;
    // scaledRaw (contracts domain/values.ts), spelled out.
    let value = r;
    if (word) {
      let w = Math.trunc(r) & 0xffff;
      if (signed && w >= 0x8000) w -= 0x10000;
      value = (w * multiplier) / divisor;
    }
    if (time < last) sorted = false;
    if (time - last > GAP_MS && n > 0) joined = false;
    last = time;
    times[n] = time;
    values[n] = value;
    n++;
  }
  times.length = n;
  values.length = n;
  if (sorted) return { t: times, v: values, joined };
  // A stable sort by time, as the points had been sorted before.
  const order = times.map((_, i) => i).sort((a, b) => times[a]! - times[b]!);
  return { t: order.map((i) => times[i]!), v: order.map((i) => values[i]!) };
}

/** Where a down-sampled answer's samples break inside its buckets (getSensorData's `gaps`). */
export interface BucketGaps {
  /** A time inside each bucket's gap, ascending. */
  breaksMs: readonly number[];
  /** Buckets whose samples stand alone (every step between them a gap). */
  sparseBuckets: readonly number[];
}

/**
 * The points with a break (a null point half-way) wherever two neighbours are more than GAP_MS apart and
 * nothing joined the samples between them. Raw points: every such pair. M4 points (`bucketing`): a pair
 * in different buckets (the last sample of one and the first of the next); inside a bucket, a pair that
 * one of the answer's breaks lies between, or any pair of a bucket whose samples stand alone. Without
 * any break, the same columns.
 */
export function withGaps(
  points: PlotPoints,
  bucketing?: Bucketing | null,
  gaps?: BucketGaps | null,
): PlotPoints {
  if (points.joined) return points;
  const { t, v } = points;
  const sparse = new Set(bucketing ? (gaps?.sparseBuckets ?? []) : []);
  const answerBreaks = bucketing ? (gaps?.breaksMs ?? []) : [];
  // The first answer break after the pair's first point; pairs are asked in time order.
  let next = 0;
  const breakBefore = (i: number) => {
    const a = t[i - 1]!;
    const b = t[i]!;
    if (b - a <= GAP_MS) return false;
    if (!bucketing) return true;
    const bucket = bucketOf(b, bucketing);
    if (bucketOf(a, bucketing) !== bucket || sparse.has(bucket)) return true;
    while (next < answerBreaks.length && answerBreaks[next]! <= a) next++;
    return next < answerBreaks.length && answerBreaks[next]! < b;
  };
  // Mostly no pair is far apart (steady samples): then nothing else is asked of the points, which are
  // read here for the first time, before the browser has compiled this code.
  let first = 1;
  while (first < t.length && t[first]! - t[first - 1]! <= GAP_MS) first++;
  while (first < t.length && !breakBefore(first)) first++;
  if (first >= t.length) return points;
  const times = t.slice(0, first);
  const values: (number | null)[] = v.slice(0, first);
  let breaks = 0;
  for (let i = first; i < t.length; i++) {
    if (i > first ? breakBefore(i) : true) {
      times.push((t[i - 1]! + t[i]!) / 2);
      values.push(null);
      breaks++;
    }
    times.push(t[i]!);
    values.push(v[i]!);
  }
  return { t: times, v: values, breaks };
}

/**
 * The indices of a chart column's points that no line reaches: a value whose nearest neighbours (skipping
 * the undefined of other sensors' times) are breaks or the ends. A line chart draws nothing for them, so
 * the chart marks them as dots.
 */
export function loneIndices(column: readonly (number | null | undefined)[]): number[] {
  const lone: number[] = [];
  // The last value seen, while nothing but undefined followed it; -1 when the last defined entry was a
  // break, the start, or a value that had a value before it.
  let candidate = -1;
  let afterBreak = true;
  for (let i = 0; i < column.length; i++) {
    const value = column[i];
    if (value === undefined) continue;
    if (value === null) {
      if (candidate >= 0) lone.push(candidate);
      candidate = -1;
      afterBreak = true;
      continue;
    }
    candidate = afterBreak ? i : -1;
    afterBreak = false;
  }
  if (candidate >= 0) lone.push(candidate);
  return lone;
}

export interface AlignedData {
  xs: readonly number[];
  ys: readonly (readonly (number | null | undefined)[])[];
}

/** Whether the times rise strictly (no two points at one time). */
function rising(t: readonly number[]): boolean {
  for (let i = 1; i < t.length; i++) if (!(t[i]! > t[i - 1]!)) return false;
  return true;
}

function sameTimes(a: readonly number[], b: readonly number[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The series on one time axis: a value at its own times, null at its breaks, undefined elsewhere. One
 * series with points, or series that share their times, keep their own columns (the others, empty,
 * are undefined throughout).
 */
export function alignSeries(series: readonly PlotPoints[]): AlignedData {
  const filled = series.filter((s) => s.t.length > 0);
  const first = filled[0];
  if (!first) return { xs: [], ys: series.map(() => []) };
  if (rising(first.t) && filled.every((s) => sameTimes(s.t, first.t))) {
    const none = new Array<undefined>(first.t.length).fill(undefined);
    return { xs: first.t, ys: series.map((s) => (s.t.length > 0 ? s.v : none)) };
  }
  let total = 0;
  for (const s of series) total += s.t.length;
  const all = new Float64Array(total);
  let n = 0;
  for (const s of series) for (const t of s.t) all[n++] = t;
  all.sort();
  const xs: number[] = [];
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) xs.push(all[i]!);
  const ys = series.map(({ t, v }) => {
    const column = new Array<number | null | undefined>(xs.length).fill(undefined);
    let at = 0;
    for (let j = 0; j < t.length; j++) {
      while (xs[at]! < t[j]!) at++;
      column[at] = v[j];
    }
    return column;
  });
  return { xs, ys };
}

/**
 * The value of a series nearest to a time, when a point lies within `withinMs` of it (the legend's value
 * at the cursor: sensors of one chart have their points at different times).
 */
export function valueNear(points: PlotPoints, timeMs: number, withinMs: number): number | undefined {
  const { t, v } = points;
  let lo = 0;
  let hi = t.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (t[mid]! < timeMs) lo = mid + 1;
    else hi = mid;
  }
  let best = -1;
  for (const candidate of [lo - 1, lo]) {
    if (candidate < 0 || candidate >= t.length || v[candidate] === null) continue;
    if (best < 0 || Math.abs(t[candidate]! - timeMs) < Math.abs(t[best]! - timeMs)) best = candidate;
  }
  if (best < 0 || Math.abs(t[best]! - timeMs) > withinMs) return undefined;
  return v[best] ?? undefined;
}

/** The y-axis ticks of a chart with a fixed count (part 2 §9: pressure 8, current 5, load 7 intervals). */
export function fixedTicks(min: number, max: number, intervals: number): number[] {
  if (!(max > min) || intervals < 1) return [min];
  const step = (max - min) / intervals;
  // Rounded to 9 digits: -0.2 + 0.2 × 3 is 0.4000000000000001 otherwise; + 0 turns -0 into 0. A plain
  // loop: uPlot asks each axis several times a draw, the first ones before this code is compiled.
  const ticks = new Array<number>(intervals + 1);
  for (let i = 0; i <= intervals; i++) ticks[i] = Math.round((min + i * step) * 1e9) / 1e9 + 0;
  return ticks;
}
