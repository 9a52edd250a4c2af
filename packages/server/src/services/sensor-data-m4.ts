/**
 * getSensorData's two M4 paths (down-sampled requests): per bucket the first, last, lowest and highest
 * point of each series, and where a bucket's samples lie more than 5 minutes apart (gaps). Buckets
 * narrower than an hour are computed from the raw samples in the database; buckets of an hour or more,
 * on an hour-aligned grid, from the hourly summaries (docs/performance.md).
 */
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
import type { Db } from '../db/database.ts';
import { hourlyM4Ready, refreshHourlyM4 } from '../repositories/hourly-summaries.ts';
import { refreshOperatingHours } from '../repositories/operating-hours.ts';
import { readStepBuckets, readStepHours } from '../repositories/sample-gaps.ts';
import {
  readM4,
  readM4Hourly,
  type HistoryRange,
  type HourGrid,
  type M4Point,
  type M4Series,
  type TimedPoints,
} from '../repositories/telemetry-read.ts';
import type { SeriesRead } from './sensor-data-answer.ts';
import type { SensorDataRequest } from './sensor-data-request.ts';
import { sampleGapsOf } from './sample-gaps.ts';

const HOUR_MS = 3_600_000;

/** M4 of the raw samples in `buckets` equal-width buckets of the period. */
export function readM4Samples(db: Db, request: SensorDataRequest, buckets: number): Promise<SeriesRead> {
  return eachMachine(request, (range, sensors) =>
    Promise.all([
      readM4(db, range, sensors, buckets).then((m4) => m4.map(m4Points)),
      readStepBuckets(db, range, buckets).then((units) => sampleGapsOf(units, (u) => u.unit)),
    ]),
  );
}

/** M4 of the hourly summaries on an hour-aligned grid. */
export function readM4Hours(db: Db, request: SensorDataRequest, grid: HourGrid): Promise<SeriesRead> {
  return eachMachine(request, (range, sensors, modelId) =>
    Promise.all([readM4FromSummaries(db, range, sensors, grid), hourGridGaps(db, range, modelId, grid)]),
  );
}

/** Every target's points and gaps, the machines side by side; M4 points are in time order. */
async function eachMachine(
  { period, targets }: SensorDataRequest,
  read: (range: HistoryRange, sensors: string[], modelId: string) => Promise<[TimedPoints[], SampleGaps]>,
): Promise<SeriesRead> {
  const machines = await Promise.all(
    targets.map(async ({ device, sensors }) => {
      const range = { deviceId: device.deviceId, from: period.from, to: period.to };
      const [points, gaps] = await read(range, sensors, device.modelId);
      return { points, gaps };
    }),
  );
  return { machines, truncated: false, newestFirst: false };
}

/**
 * M4 on an hour-aligned grid from the hourly summaries. The ingest summariser has almost always covered
 * the registers already, so the check that they are covered runs beside the read, with the sealed hours
 * guessed from this clock; only when the check says otherwise (or the database's clock disagrees) are
 * they brought up to date and read again.
 */
async function readM4FromSummaries(
  db: Db,
  range: HistoryRange,
  sensors: readonly string[],
  grid: HourGrid,
): Promise<TimedPoints[]> {
  const guess = new Date(Math.floor((Date.now() - 2 * HOUR_MS) / HOUR_MS) * HOUR_MS);
  const [check, series] = await Promise.all([
    hourlyM4Ready(db, range, sensors),
    readM4Hourly(db, range, sensors, grid, guess),
  ]);
  if (check.ready && check.sealed.getTime() === guess.getTime()) return series;
  const sealed = await refreshHourlyM4(db, range, sensors);
  return readM4Hourly(db, range, sensors, grid, sealed);
}

/**
 * The breaks of an hour-aligned grid's buckets, from the hours stored beside the operating sums (made
 * current first, as the summaries are) and the raw samples of the hours not stored. A model without
 * operating sums (no rated data) has no stored hours: all of its hours come from the raw samples.
 */
async function hourGridGaps(
  db: Db,
  range: HistoryRange,
  modelId: string,
  grid: HourGrid,
): Promise<SampleGaps> {
  const sealed = ratedPerformanceOf(modelId) ? await refreshOperatingHours(db, range) : range.from;
  const hours = await readStepHours(db, range, sealed);
  return sampleGapsOf(hours, (h) => Math.floor((h.unit - grid.originMs) / grid.widthMs));
}

/** The M4 points of one series in time order, a point that is both e.g. first and minimum once. */
export function m4Points(series: M4Series): TimedPoints {
  const points: TimedPoints = [];
  for (const bucket of [...series.keys()].sort((a, b) => a - b)) {
    // At most 4 points; the sort is stable, so of points with the same time the first one stays.
    const inBucket = series
      .get(bucket)!
      .slice()
      .sort((a: M4Point, b: M4Point) => a.timeMs - b.timeMs);
    let previous = Number.NaN;
    for (const p of inBucket) {
      if (p.timeMs === previous) continue;
      previous = p.timeMs;
      points.push({ timeMs: p.timeMs, value: p.value });
    }
  }
  return points;
}
