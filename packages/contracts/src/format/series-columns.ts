/**
 * getSensorData's column form of a series (`columns: true` in the request; contracts http/sensor-data.ts):
 * instead of one { measureTime, data } object per point, two arrays of numbers, times in epoch
 * milliseconds written as differences from the previous point (the first one as it is) and the values as
 * dataList would hold them.
 *
 * Why: a chart of a year is tens of thousands of points. As objects with 14-digit times an answer costs
 * about 43 bytes a point and, in the browser, an object, a string and a time parse a point before
 * anything is drawn; as differences of a steady sample rate ("60000") it is about 10 bytes a point and
 * reads in one pass over numbers.
 */

import { apiTimeToMs } from './api-time.ts';

/** A series in column form, as the answer carries it. */
export interface SeriesColumns {
  /** Epoch milliseconds: the first point's time, then each point's distance from the one before. */
  t: number[];
  /** The points' values (raw register values, averages or sums, as in dataList). */
  v: number[];
}

/** A series' points as two parallel arrays, times in epoch milliseconds. */
export interface SeriesPoints {
  timesMs: number[];
  /** The answer's own array when it is read from columns (not copied). */
  values: readonly number[];
}

/** The column form of points given in their answer order. */
export function encodeSeriesColumns(points: readonly { timeMs: number; value: number }[]): SeriesColumns {
  const t = new Array<number>(points.length);
  const v = new Array<number>(points.length);
  let previous = 0;
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    t[i] = p.timeMs - previous;
    v[i] = p.value;
    previous = p.timeMs;
  }
  return { t, v };
}

/** The points of a column-form series; a series whose arrays differ in length keeps the common part. */
export function decodeSeriesColumns(columns: SeriesColumns): SeriesPoints {
  const n = Math.min(columns.t.length, columns.v.length);
  const timesMs = new Array<number>(n);
  let time = 0;
  for (let i = 0; i < n; i++) timesMs[i] = time += columns.t[i]!;
  return { timesMs, values: n === columns.v.length ? columns.v : columns.v.slice(0, n) };
}

/** A series as getSensorData answers it, in either form. */
export interface AnsweredSeries {
  dataList: readonly { measureTime: string; data: number }[];
  columns?: SeriesColumns | undefined;
}

/**
 * The points of an answered series, from its columns when it has them, else from dataList (points whose
 * time cannot be read are left out).
 */
export function seriesPoints(series: AnsweredSeries): SeriesPoints {
  if (series.columns) return decodeSeriesColumns(series.columns);
  const timesMs: number[] = [];
  const values: number[] = [];
  for (const point of series.dataList) {
    const time = apiTimeToMs(point.measureTime);
    if (time === undefined) continue;
    timesMs.push(time);
    values.push(point.data);
  }
  return { timesMs, values };
}
