/**
 * getSensorData's derived sensors sv_air_volume (m³), sv_energy (kWh) and sv_running_time (h) per hour or
 * per day in the machine's time zone (docs/telemetry.md §9): each bucket's sum of its hours' figures, from
 * the hourly operating sums (sealed hours, repositories/operating-hours.ts) and the raw rows of the hours
 * since, one point per bucket in which the machine sent data. sensorData() sends every request naming one here.
 * Authorities as for every sensor: invisible machines are left out, and none visible answers 404.
 */
import {
  AIR_VOLUME_SENSOR_ID,
  DERIVED_SENSOR_IDS,
  ratedPerformanceOf,
  ROUND_KBN,
  RUNNING_TIME_SENSOR_ID,
  SENSOR_DATA_MAX_POINTS,
  SENSOR_GET_CLASS,
  type MachineSensorData,
  type SensorDataBody,
  type SensorDataResponse,
} from '@airsight/contracts';
import { airAndEnergyOfHours, type OperatingHoursSum } from '@airsight/contracts/domain/operating-hours';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { ceilHour } from '../repositories/hourly-summaries.ts';
import {
  operatingHoursFromRawOf,
  readOperatingBuckets,
  refreshOperatingHoursOf,
  WINDOW_MARGIN_MS,
} from '../repositories/operating-hours.ts';
import { readLatestTimes } from '../repositories/telemetry-read.ts';
import type { Scope } from './access.ts';
import { answerSeries, timeWriter, visibleTargets, type Period } from './sensor-data-request.ts';

const DERIVED_UNIT: Partial<Record<number, 'hour' | 'day'>> = {
  [ROUND_KBN.hour]: 'hour',
  [ROUND_KBN.day]: 'day',
};

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** The request's buckets and the caller's machines, or the 400 / 404 that refuses it. */
async function readRequest(db: Db, scope: Scope, body: SensorDataBody) {
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
  const targets = await visibleTargets(db, scope, body.sensor_list);
  const maxNumber = body.max_number ?? SENSOR_DATA_MAX_POINTS;
  const seriesCount = targets.reduce((n, t) => n + t.sensors.length, 0);
  const perSeries = Math.floor(maxNumber / seriesCount);
  if (perSeries < 1) {
    throw badRequest(`body.max_number: ${maxNumber} is fewer than the ${seriesCount} series asked for`);
  }
  return { unit, targets, perSeries };
}

export async function derivedSensorData(
  db: Db,
  scope: Scope,
  body: SensorDataBody,
  period: Period,
): Promise<SensorDataResponse> {
  const { unit, targets, perSeries } = await readRequest(db, scope, body);

  // A day bucket begins and ends up to a day beyond the period in the machine's zone: those hours too.
  const wideFrom = new Date(period.from.getTime() - WINDOW_MARGIN_MS);
  const wideTo = new Date(period.to.getTime() + WINDOW_MARGIN_MS);
  const rated = targets.filter((t) => ratedPerformanceOf(t.device.modelId));
  const sealed = await refreshOperatingHoursOf(
    db,
    rated.map((t) => t.device.deviceId),
    wideFrom,
    wideTo,
  );
  // Hours before `sealed` are stored for every machine; the ones since come from raw rows.
  const unsealed = await operatingHoursFromRawOf(
    db,
    rated.map((t) => t.device),
    sealed.getTime(),
    ceilHour(wideTo.getTime()),
  );
  const parts = await readOperatingBuckets(
    db,
    rated.map(({ device }) => ({ deviceId: device.deviceId, ...period, timeZone: device.timeZone })),
    unit,
    sealed,
    unsealed,
  );
  // Parts arrive ordered by device and bucket.
  const bucketsOf = new Map<string, Map<number, OperatingHoursSum[]>>();
  for (const part of parts) {
    let buckets = bucketsOf.get(part.deviceId);
    if (!buckets) bucketsOf.set(part.deviceId, (buckets = new Map()));
    const list = buckets.get(part.bucketMs);
    if (list) list.push(part);
    else buckets.set(part.bucketMs, [part]);
  }

  const write = timeWriter(body.iso8601_datetime_format);
  const getClass = body.get_class ?? SENSOR_GET_CLASS.ascending;
  const lastTimes = await readLatestTimes(
    db,
    targets.map((t) => t.device.deviceId),
  );
  let truncated = false;
  // Machines of one zone share their bucket times: each is written once.
  const written = new Map<number, string>();
  const timeOf = (ms: number) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = write.point(new Date(ms))));
    return text;
  };
  const list = targets.map(({ device, sensors }): MachineSensorData => {
    const figures = [...(bucketsOf.get(device.deviceId) ?? [])].flatMap(([bucketMs, sums]) => {
      const f = airAndEnergyOfHours(device.modelId, sums);
      return f ? [{ timeMs: bucketMs, ...f }] : [];
    });
    const timeList = sensors.map((sensorId) => {
      const valueOf = (f: (typeof figures)[number]) =>
        sensorId === AIR_VOLUME_SENSOR_ID
          ? f.airM3
          : sensorId === RUNNING_TIME_SENSOR_ID
            ? f.runningSeconds / 3600
            : f.energyKWh;
      let points = figures.map((f) => ({ timeMs: f.timeMs, value: round3(valueOf(f)) }));
      // Which points stay when max_number cuts, and their order, as for the other sensors.
      if (points.length > perSeries) {
        truncated = true;
        points =
          getClass === SENSOR_GET_CLASS.ascending ? points.slice(0, perSeries) : points.slice(-perSeries);
      }
      if (getClass === SENSOR_GET_CLASS.descending) points.reverse();
      return answerSeries(sensorId, points, body.columns, timeOf);
    });
    return {
      modelId: device.modelId,
      serialNo: device.serialNo,
      lastMeasureTime: write.last(lastTimes.get(device.deviceId) ?? null),
      timeList,
    };
  });
  return { sensor_data_list: list, truncated, downsample: null };
}
