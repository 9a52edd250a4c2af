/**
 * getSensorData, step 1 of 3: read the request. Everything that can refuse it is checked here, in this
 * order: the period (400), the form of a derived-sensor request or of down-sampling (400), the machines
 * the caller may see (404 for none), the max_number budget (400). What comes out names the one read path
 * that answers it (ReadPath); sensor-data.ts runs that path and sensor-data-answer.ts writes the answer.
 * readPeriod also serves the trend CSV.
 */
import {
  DERIVED_SENSOR_IDS,
  parseApiTime,
  ROUND_KBN,
  SENSOR_DATA_MAX_POINTS,
  SENSOR_DATA_MAX_SPAN_DAYS,
  SENSOR_GET_CLASS,
  type SensorDataBody,
} from '@airsight/contracts';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import type { DeviceKey, HourGrid, RollupUnit, VisibleDevice } from '../repositories/telemetry-read.ts';
import { NOT_FOUND, visibleMachines, type Scope } from './access.ts';

const DAY_MS = 86_400_000;

/** Machines in first-mention order, each with the sensors asked for it in first-mention order. */
export function groupByMachine<T extends { model_id: string; serial_no: string }>(
  items: readonly T[],
  sensorOf: (item: T) => string | undefined,
): { key: DeviceKey; sensors: string[] | 'all' }[] {
  const machines = new Map<string, { key: DeviceKey; sensors: string[] | 'all' }>();
  for (const item of items) {
    const id = machineKeyOf(item.model_id, item.serial_no);
    let machine = machines.get(id);
    if (!machine) {
      machine = { key: { modelId: item.model_id, serialNo: item.serial_no }, sensors: [] };
      machines.set(id, machine);
    }
    const sensor = sensorOf(item);
    if (sensor === undefined) machine.sensors = 'all';
    else if (machine.sensors !== 'all' && !machine.sensors.includes(sensor)) machine.sensors.push(sensor);
  }
  return [...machines.values()];
}

export interface Period {
  from: Date;
  to: Date;
}

/** The period of a request, checked; `where` names the part of the request that holds its two times. */
export function readPeriod(
  times: Pick<SensorDataBody, 'measure_time_from' | 'measure_time_to'>,
  where: 'body' | 'querystring' = 'body',
): Period {
  const from = parseApiTime(times.measure_time_from);
  if (!from)
    throw badRequest(`${where}.measure_time_from: "${times.measure_time_from}" is not a real date and time`);
  const to = parseApiTime(times.measure_time_to);
  if (!to)
    throw badRequest(`${where}.measure_time_to: "${times.measure_time_to}" is not a real date and time`);
  if (from.getTime() > to.getTime()) {
    throw badRequest(`${where}: measure_time_from must not be after measure_time_to`, 'INAPPROPRIATE_DATE');
  }
  if (to.getTime() - from.getTime() > SENSOR_DATA_MAX_SPAN_DAYS * DAY_MS) {
    throw badRequest(
      `${where}: the period from measure_time_from to measure_time_to must not exceed ${SENSOR_DATA_MAX_SPAN_DAYS} days`,
      'PERIOD_TOO_LONG',
    );
  }
  return { from, to };
}

/**
 * The requested machines the caller may see, each with its sensors, in first-mention order; 404 when it
 * may see none of them (exactly as for machines that do not exist).
 */
export async function visibleTargets(db: Db, scope: Scope, sensorList: SensorDataBody['sensor_list']) {
  const machines = groupByMachine(sensorList, (item) => item.sensor_id);
  const visible = await visibleMachines(
    db,
    scope,
    machines.map((m) => m.key),
  );
  if (visible.length === 0) throw NOT_FOUND.anyMachine();
  const deviceOf = new Map(visible.map((d) => [machineKeyOf(d.modelId, d.serialNo), d]));
  return machines.flatMap((m) => {
    const device = deviceOf.get(machineKeyOf(m.key.modelId, m.key.serialNo));
    return device ? [{ device, sensors: m.sensors as string[] }] : [];
  });
}

/** A visible machine of the request and its sensors in first-mention order. */
export interface Target {
  device: VisibleDevice;
  sensors: string[];
}

/** The one way a request is read (sensor-data.ts runs it). */
export type ReadPath =
  /** Raw samples (`unit` undefined) or averages per minute, hour or day in the machine's zone. */
  | { kind: 'history'; unit: RollupUnit | undefined }
  /** M4 of the raw samples in `buckets` equal-width buckets narrower than an hour. */
  | { kind: 'm4-samples'; buckets: number }
  /** M4 of the hourly summaries on an hour-aligned grid of `buckets` buckets. */
  | { kind: 'm4-hours'; buckets: number; grid: HourGrid }
  /** The derived sensors' sums per hour or day (sensor-data-derived.ts). */
  | { kind: 'sums'; unit: 'hour' | 'day' };

export type GetClass = (typeof SENSOR_GET_CLASS)[keyof typeof SENSOR_GET_CLASS];

/** A request read and checked: what to read, and how to write the answer. */
export interface SensorDataRequest {
  period: Period;
  /** The machines asked for that the caller may see (at least one), in first-mention order. */
  targets: Target[];
  /** Points one series may answer: max_number shared between the series. */
  perSeries: number;
  /** Which points a cut keeps (1: the oldest; 2, 4: the newest) and the answer's order (2: newest first). */
  getClass: GetClass;
  path: ReadPath;
  /** Answer times as ISO 8601 rather than 14 digits. */
  iso: boolean;
  /** Answer each series in the column form. */
  columns: boolean;
}

const ROLLUP_UNIT: Partial<Record<number, RollupUnit>> = {
  [ROUND_KBN.minute]: 'minute',
  [ROUND_KBN.hour]: 'hour',
  [ROUND_KBN.day]: 'day',
};

const DERIVED_UNIT: Partial<Record<number, 'hour' | 'day'>> = {
  [ROUND_KBN.hour]: 'hour',
  [ROUND_KBN.day]: 'day',
};

/** The bucket of a request for derived sensors, or the 400 that refuses its form. */
function derivedUnit(body: SensorDataBody): 'hour' | 'day' {
  const unit = DERIVED_UNIT[body.round_kbn ?? ROUND_KBN.raw];
  if (body.downsample || !unit) {
    throw badRequest(
      'body: sv_air_volume, sv_energy and sv_running_time are sums per hour or day: send round_kbn 2 (hour) or 3 (day), without downsample',
    );
  }
  if (body.sensor_list.some((item) => !DERIVED_SENSOR_IDS.includes(item.sensor_id))) {
    throw badRequest(
      'body.sensor_list: sv_air_volume, sv_energy and sv_running_time cannot be asked for with register sensors; send them in a request of their own',
    );
  }
  return unit;
}

/**
 * Reads and checks a getSensorData request (the order of the checks: the module comment). Requests that
 * name a derived sensor are summed; down-sampled ones are M4 of the samples or, for buckets of an hour or
 * more, of the hourly summaries; the others are raw or averaged history.
 */
export async function readSensorDataRequest(
  db: Db,
  scope: Scope,
  body: SensorDataBody,
): Promise<SensorDataRequest> {
  const period = readPeriod(body);
  const derived = body.sensor_list.some((item) => DERIVED_SENSOR_IDS.includes(item.sensor_id));
  const sumsUnit = derived ? derivedUnit(body) : undefined;
  const roundKbn = body.round_kbn ?? ROUND_KBN.raw;
  if (!derived && body.downsample && roundKbn !== ROUND_KBN.raw) {
    throw badRequest('body: downsample works on raw samples; send round_kbn 0 (or leave it out) with it');
  }

  const targets: Target[] = await visibleTargets(db, scope, body.sensor_list);

  const maxNumber = body.max_number ?? SENSOR_DATA_MAX_POINTS;
  const seriesCount = targets.reduce((n, t) => n + t.sensors.length, 0);
  const perSeries = Math.floor(maxNumber / seriesCount);
  if (perSeries < 1) {
    throw badRequest(`body.max_number: ${maxNumber} is fewer than the ${seriesCount} series asked for`);
  }
  let path: ReadPath;
  if (sumsUnit) path = { kind: 'sums', unit: sumsUnit };
  else if (body.downsample) path = m4Path(period, body.downsample.buckets, maxNumber, seriesCount);
  else path = { kind: 'history', unit: ROLLUP_UNIT[roundKbn] };
  return {
    period,
    targets,
    perSeries,
    getClass: body.get_class ?? SENSOR_GET_CLASS.ascending,
    path,
    iso: body.iso8601_datetime_format ?? false,
    columns: body.columns ?? false,
  };
}

/** The M4 path of a down-sampled request: its buckets, and whether the hourly summaries answer them. */
function m4Path(period: Period, asked: number, maxNumber: number, seriesCount: number): ReadPath {
  // Every bucket answers up to 4 points per series; fewer buckets keep the answer within max_number.
  const buckets = Math.min(asked, Math.floor(maxNumber / (4 * seriesCount)));
  if (buckets < 1) {
    throw badRequest(
      `body.downsample: ${seriesCount} series need max_number of at least ${4 * seriesCount} for one M4 bucket`,
    );
  }
  const grid = hourAlignedGrid(period, buckets);
  return grid
    ? { kind: 'm4-hours', buckets: bucketCount(period, grid), grid }
    : { kind: 'm4-samples', buckets };
}

const HOUR_MS = 3_600_000;

/** Bucket widths of an hour or more, in hours: each divides a day, so every bucket is a union of hours,
 * and from 6 on a union of the 6-hour blocks the summaries also keep (telemetry-read.ts). */
const HOUR_WIDTHS = [1, 2, 3, 4, 6, 8, 12, 24];

/**
 * Buckets of an hour or more: the narrowest width of HOUR_WIDTHS (then whole days) that needs at most
 * `buckets` buckets, the grid aligned to multiples of the width from UTC midnight, so that hourly
 * summaries (and for 6 hours or more their 6-hour blocks) answer every bucket exactly. Undefined when
 * the buckets are narrower than an hour (M4 then works on the raw samples).
 */
function hourAlignedGrid(period: Period, buckets: number): HourGrid | undefined {
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
