/**
 * getSensorData, step 3 of 3: write the answer from what the request's read path read. Every path hands
 * over the same thing (SeriesRead): per machine the points of each asked sensor, in time order one way or
 * the other, and the breaks inside M4 buckets; here they are put in the answer's order and written as
 * dataList or columns, times as 14 digits or ISO 8601.
 */
import {
  formatApiTime,
  SENSOR_GET_CLASS,
  type MachineSensorData,
  type SensorDataResponse,
  type SensorSeries,
} from '@airsight/contracts';
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import { encodeSeriesColumns } from '@airsight/contracts/format/series-columns';
import type { TimedPoints } from '../repositories/telemetry-read.ts';
import type { SensorDataRequest } from './sensor-data-request.ts';

/** What a read path read, given over to the writer (which may reorder the points in place). */
export interface SeriesRead {
  /** One entry per target of the request, in its order: the points of each of its sensors. */
  machines: { points: TimedPoints[]; gaps: SampleGaps | undefined }[];
  /** A series had more points in the period than it may answer. */
  truncated: boolean;
  /** The points are newest first (else oldest first). */
  newestFirst: boolean;
}

/** How answer times are written: 14 digits (lastMeasureTime with a fraction) or ISO 8601. */
function timeWriter(iso: boolean | undefined) {
  return {
    point: (t: Date | number) => (iso ? new Date(t).toISOString() : formatApiTime(t)),
    last: (t: Date | null) => (t === null ? null : iso ? t.toISOString() : formatApiTime(t, true)),
  };
}

/**
 * One answered series: its points as dataList (times written by `writeTime`) or, when the request asked
 * for columns, as the column form with an empty dataList. Points are in answer order.
 */
function answerSeries(
  sensorId: string,
  points: readonly { timeMs: number; value: number }[],
  columns: boolean,
  writeTime: (ms: number) => string,
): SensorSeries {
  if (columns) {
    // Whole seconds, as the 14-digit form writes them: both forms answer the same points.
    const seconds = points.map((p) => ({ timeMs: Math.floor(p.timeMs / 1000) * 1000, value: p.value }));
    return { sensorId, dataList: [], columns: encodeSeriesColumns(seconds) };
  }
  return { sensorId, dataList: points.map((p) => ({ measureTime: writeTime(p.timeMs), data: p.value })) };
}

/** A writer that writes each time once: the sums' machines of one zone share their bucket times. */
function writtenOnce(write: (ms: number) => string): (ms: number) => string {
  const written = new Map<number, string>();
  return (ms) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = write(ms)));
    return text;
  };
}

/** The answer's `downsample`: the M4 buckets used, bucket k starting at origin + k · bucket_ms. */
function downsampleOf(
  { path, period }: SensorDataRequest,
  writePoint: (t: Date | number) => string,
): SensorDataResponse['downsample'] {
  if (path.kind === 'm4-samples') {
    const spanMs = Math.max(1, period.to.getTime() - period.from.getTime());
    return {
      method: 'm4',
      buckets: path.buckets,
      bucket_ms: spanMs / path.buckets,
      origin: writePoint(period.from),
    };
  }
  if (path.kind === 'm4-hours') {
    const { grid } = path;
    return {
      method: 'm4',
      buckets: path.buckets,
      bucket_ms: grid.widthMs,
      origin: writePoint(grid.originMs),
    };
  }
  return null;
}

/** The answer: each target with its last measure time and series, in the request's order. */
export function writeSensorDataAnswer(
  request: SensorDataRequest,
  read: SeriesRead,
  lastTimes: ReadonlyMap<string, Date>,
): SensorDataResponse {
  const write = timeWriter(request.iso);
  const writePoint = request.path.kind === 'sums' ? writtenOnce(write.point) : write.point;
  const newestFirst = request.getClass === SENSOR_GET_CLASS.descending;
  const list = request.targets.map(({ device, sensors }, m): MachineSensorData => {
    const { points, gaps } = read.machines[m]!;
    const timeList = sensors.map((sensorId, i) => {
      const series = points[i]!;
      if (read.newestFirst !== newestFirst) series.reverse();
      return answerSeries(sensorId, series, request.columns, writePoint);
    });
    return {
      modelId: device.modelId,
      serialNo: device.serialNo,
      lastMeasureTime: write.last(lastTimes.get(device.deviceId) ?? null),
      timeList,
      ...(gaps ? { gaps } : {}),
    };
  });
  return {
    sensor_data_list: list,
    truncated: read.truncated,
    downsample: downsampleOf(request, write.point),
  };
}
