/**
 * The sensor-data calls (part 1 §7, part 2 §7, §9; DESIGN §6): latest values of machines, and the
 * history of their sensors, raw, averaged per minute, hour or day, or M4 down-sampled in the database.
 *
 * Authorities: machines the caller cannot see (or that do not exist) are left out of the answer; when
 * none of the requested machines is visible the call answers 404, exactly like an unknown machine.
 * Budget: an answer holds at most max_number points over all series; each of the S series gets at most
 * floor(max_number / S) and `truncated` says that a series had more in the period.
 */
import {
  ROUND_KBN,
  SENSOR_DATA_MAX_POINTS,
  SENSOR_GET_CLASS,
  type LatestSensorDataBody,
  type MachineSensorData,
  type SensorDataBody,
  type SensorDataResponse,
  DERIVED_SENSOR_IDS,
} from '@airsight/contracts';
import type { SampleGaps } from '@airsight/contracts/http/sensor-data';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
import { SENSOR_IDS } from '@airsight/contracts/models/registers';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import {
  countDevices,
  latestKey,
  latestValueName,
  readLatest,
  readLatestTimes,
  readM4,
  readM4Hourly,
  readRawHistory,
  readRolledUpHistory,
  type HistoryRange,
  type HistoryRow,
  type HourGrid,
  type LatestRow,
  type M4Point,
  type M4Series,
  type RollupUnit,
  type TimedPoints,
} from '../repositories/telemetry-read.ts';
import { hourlyM4Ready, refreshHourlyM4 } from '../repositories/hourly-summaries.ts';
import { refreshOperatingHours } from '../repositories/operating-hours.ts';
import { readStepBuckets, readStepHours } from '../repositories/sample-gaps.ts';
import { sampleGapsOf } from './sample-gaps.ts';
import { NOT_FOUND, type Scope } from './access.ts';
import { derivedSensorData } from './sensor-data-derived.ts';
import { answerSeries, readPeriod, timeWriter, visibleTargets, type Period } from './sensor-data-request.ts';

const HOUR_MS = 3_600_000;

// ---- getLatestSensorData ----------------------------------------------------------------------------

/**
 * From this many machines on, a request that names at least half of the caller's machines is answered
 * by reading all of them by group: sending and matching thousands of keys costs more than the extra rows.
 */
const LARGE_REQUEST = 200;

interface AskedMachine {
  modelId: string;
  serialNo: string;
  /** The sensors asked for this machine in first-mention order, or every sensor. */
  sensors: string[] | 'all';
  /** Its latest row, once read (none: not visible or unknown). */
  row?: LatestRow;
}

/** Machines in first-mention order with their sensors merged, and every sensor asked for any of them. */
function askedMachines(items: LatestSensorDataBody['sensor_list']) {
  const machines: AskedMachine[] = [];
  const byKey = new Map<string, AskedMachine>();
  const sensors = new Set<string>();
  for (const item of items) {
    // No model id holds a '$' (the catalogue's ids): such a name is an unknown machine, and leaving it
    // out keeps 'modelId$serialNo' keys unambiguous.
    if (item.model_id.includes('$')) continue;
    const key = latestKey(item.model_id, item.serial_no);
    let machine = byKey.get(key);
    if (!machine) {
      machine = { modelId: item.model_id, serialNo: item.serial_no, sensors: [] };
      byKey.set(key, machine);
      machines.push(machine);
    }
    if (item.sensorId === undefined) {
      machine.sensors = 'all';
      for (const id of SENSOR_IDS) sensors.add(id);
    } else {
      sensors.add(item.sensorId);
      if (machine.sensors !== 'all' && !machine.sensors.includes(item.sensorId))
        machine.sensors.push(item.sensorId);
    }
  }
  return { machines, byKey, sensors };
}

/**
 * POST getLatestSensorData: the answer (LatestSensorDataResponse) as JSON text, written directly from
 * the database rows: thousands of machines make no objects per sensor and pass no schema serializer.
 * Strings from the request are escaped with JSON.stringify; times, sensor ids (allow-listed) and values
 * (integers, double words as digit strings) need no escaping.
 */
export async function latestSensorDataJson(
  db: Db,
  scope: Scope,
  body: LatestSensorDataBody,
): Promise<string> {
  const { machines, byKey, sensors } = askedMachines(body.sensor_list);
  // Read only the asked registers, in register order.
  const columns = SENSOR_IDS.filter((id) => sensors.has(id));
  const valueNameOf = new Map(columns.map((id, i) => [id, latestValueName(i)]));
  const format = body.iso8601_datetime_format ? 'iso' : 'fourteen';
  const byGroups =
    machines.length >= LARGE_REQUEST && machines.length * 2 >= (await countDevices(db, scope.groupIds));
  const rows = await readLatest(db, scope.groupIds, byGroups ? 'all' : machines, columns, format);
  for (const row of rows) {
    const machine = byKey.get(row.key);
    if (machine) machine.row = row;
  }

  // The answer follows the request; machines not visible (or unknown) are left out. Appending to one
  // string is the cheapest way V8 builds it (measured against arrays joined and JSON.stringify).
  let json = '{"sensor_data_list":[';
  let answered = 0;
  for (const machine of machines) {
    const row = machine.row;
    if (!row) continue;
    const last = row.last_time;
    let timeList = '';
    if (last !== null) {
      const point = format === 'fourteen' ? last.slice(0, 14) : last;
      for (const sensorId of machine.sensors === 'all' ? SENSOR_IDS : machine.sensors) {
        const value = row[valueNameOf.get(sensorId)!];
        const dataList =
          value === null || value === undefined ? '' : '{"measureTime":"' + point + '","data":' + value + '}';
        timeList +=
          (timeList === '' ? '' : ',') + '{"sensorId":"' + sensorId + '","dataList":[' + dataList + ']}';
      }
    }
    json +=
      (answered++ === 0 ? '' : ',') +
      '{"modelId":' +
      JSON.stringify(machine.modelId) +
      ',"serialNo":' +
      JSON.stringify(machine.serialNo) +
      ',"lastMeasureTime":' +
      (last === null ? 'null' : '"' + last + '"') +
      ',"timeList":[' +
      timeList +
      ']}';
  }
  if (answered === 0) throw NOT_FOUND.anyMachine();
  return json + ']}';
}

// ---- getSensorData ----------------------------------------------------------------------------------

const ROLLUP_UNIT: Record<number, RollupUnit> = {
  [ROUND_KBN.minute]: 'minute',
  [ROUND_KBN.hour]: 'hour',
  [ROUND_KBN.day]: 'day',
};

export async function sensorData(db: Db, scope: Scope, body: SensorDataBody): Promise<SensorDataResponse> {
  const period = readPeriod(body);
  if (body.sensor_list.some((item) => DERIVED_SENSOR_IDS.includes(item.sensor_id))) {
    return derivedSensorData(db, scope, body, period);
  }
  const getClass = body.get_class ?? SENSOR_GET_CLASS.ascending;
  const roundKbn = body.round_kbn ?? ROUND_KBN.raw;
  const maxNumber = body.max_number ?? SENSOR_DATA_MAX_POINTS;
  if (body.downsample && roundKbn !== ROUND_KBN.raw) {
    throw badRequest('body: downsample works on raw samples; send round_kbn 0 (or leave it out) with it');
  }

  const targets = await visibleTargets(db, scope, body.sensor_list);

  const seriesCount = targets.reduce((n, t) => n + t.sensors.length, 0);
  const perSeries = Math.floor(maxNumber / seriesCount);
  if (perSeries < 1) {
    throw badRequest(`body.max_number: ${maxNumber} is fewer than the ${seriesCount} series asked for`);
  }
  let buckets = 0;
  let hourGrid: HourGrid | undefined;
  if (body.downsample) {
    // Every bucket answers up to 4 points per series; fewer buckets keep the answer within max_number.
    buckets = Math.min(body.downsample.buckets, Math.floor(maxNumber / (4 * seriesCount)));
    if (buckets < 1) {
      throw badRequest(
        `body.downsample: ${seriesCount} series need max_number of at least ${4 * seriesCount} for one M4 bucket`,
      );
    }
    hourGrid = hourAlignedGrid(period, buckets);
    if (hourGrid) buckets = bucketCount(period, hourGrid);
  }

  const write = timeWriter(body.iso8601_datetime_format);
  const descending = getClass !== SENSOR_GET_CLASS.ascending;
  const answerDescending = getClass === SENSOR_GET_CLASS.descending;
  let truncated = false;

  // The machines' last measure times are read beside their series, not before them.
  const [lastTimes, answered] = await Promise.all([
    readLatestTimes(
      db,
      targets.map((t) => t.device.deviceId),
    ),
    Promise.all(
      targets.map(async ({ device, sensors }) => {
        const range = { deviceId: device.deviceId, from: period.from, to: period.to };
        let columns: TimedPoints[];
        let gaps: SampleGaps | undefined;
        if (hourGrid) {
          [columns, gaps] = await Promise.all([
            readM4FromSummaries(db, range, sensors, hourGrid),
            hourGridGaps(db, range, device.modelId, hourGrid),
          ]);
        } else if (body.downsample) {
          let m4: M4Series[];
          [m4, gaps] = await Promise.all([
            readM4(db, range, sensors, buckets),
            readStepBuckets(db, range, buckets).then((units) => sampleGapsOf(units, (u) => u.unit)),
          ]);
          columns = m4.map(m4Points);
        } else {
          const options = { descending, limit: perSeries + 1 };
          const rows =
            roundKbn === ROUND_KBN.raw
              ? await readRawHistory(db, range, sensors, options)
              : await readRolledUpHistory(db, { ...range, timeZone: device.timeZone }, sensors, {
                  ...options,
                  unit: ROLLUP_UNIT[roundKbn]!,
                });
          if (rows.length > perSeries) truncated = true;
          columns = sensors.map((_, i) => pointsOf(rows.slice(0, perSeries), i));
        }
        // Points are ascending (M4) or in query order (newest first for get_class 2 and 4).
        const timeList = sensors.map((sensorId, i) => {
          let points = columns[i]!;
          const isDescending = body.downsample ? false : descending;
          if (isDescending !== answerDescending) points = points.slice().reverse();
          return answerSeries(sensorId, points, body.columns, write.point);
        });
        return { device, timeList, gaps };
      }),
    ),
  ]);
  const list = answered.map(({ device, timeList, gaps }): MachineSensorData => ({
    modelId: device.modelId,
    serialNo: device.serialNo,
    lastMeasureTime: write.last(lastTimes.get(device.deviceId) ?? null),
    timeList,
    ...(gaps ? { gaps } : {}),
  }));

  return {
    sensor_data_list: list,
    truncated,
    downsample: body.downsample
      ? {
          method: 'm4',
          buckets,
          bucket_ms: hourGrid?.widthMs ?? Math.max(1, period.to.getTime() - period.from.getTime()) / buckets,
          // Bucket k starts at origin + k · bucket_ms: a client tells buckets apart by it.
          origin: write.point(new Date(hourGrid?.originMs ?? period.from.getTime())),
        }
      : null,
  };
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

/** Bucket widths of an hour or more, in hours: each divides a day, so every bucket is a union of hours,
 * and from 6 on a union of the 6-hour blocks the summaries also keep (telemetry-read.ts). */
const HOUR_WIDTHS = [1, 2, 3, 4, 6, 8, 12, 24];

/**
 * Buckets of an hour or more: the narrowest width of HOUR_WIDTHS (then whole days) that needs at most
 * `buckets` buckets, the grid aligned to multiples of the width from UTC midnight, so that hourly
 * summaries (and for 6 hours or more their 6-hour blocks) answer every bucket exactly. Undefined when
 * the buckets are narrower than an hour (M4 then works on the raw samples).
 */
export function hourAlignedGrid(period: Period, buckets: number): HourGrid | undefined {
  const span = period.to.getTime() - period.from.getTime();
  if (span / buckets < HOUR_MS) return undefined;
  const fits = (widthMs: number) => {
    const grid = { originMs: Math.floor(period.from.getTime() / widthMs) * widthMs, widthMs };
    return bucketCount(period, grid) <= buckets ? grid : undefined;
  };
  for (const hours of HOUR_WIDTHS) {
    const grid = fits(hours * HOUR_MS);
    if (grid) return grid;
  }
  for (let days = 2; ; days++) {
    const grid = fits(days * 24 * HOUR_MS);
    if (grid) return grid;
  }
}

function bucketCount(period: Period, grid: HourGrid): number {
  return Math.floor((period.to.getTime() - grid.originMs) / grid.widthMs) + 1;
}

function pointsOf(rows: readonly HistoryRow[], index: number): TimedPoints {
  const points: TimedPoints = [];
  for (const row of rows) {
    const value = row.values[index];
    if (value !== null && value !== undefined) points.push({ timeMs: row.time.getTime(), value });
  }
  return points;
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
