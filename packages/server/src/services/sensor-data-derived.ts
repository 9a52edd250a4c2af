/**
 * getSensorData's sums path: the derived sensors sv_air_volume (m³), sv_energy (kWh) and sv_running_time
 * (h) per hour or per day in the machine's time zone (docs/telemetry.md §9): each bucket's sum of its
 * hours' figures, from the hourly operating sums (sealed hours, repositories/operating-hours.ts) and the
 * raw rows of the hours since, one point per bucket in which the machine sent data. The request's form
 * (round_kbn 2 or 3, no downsample, no register sensors beside them) is checked in sensor-data-request.ts.
 */
import {
  AIR_VOLUME_SENSOR_ID,
  ratedPerformanceOf,
  RUNNING_TIME_SENSOR_ID,
  SENSOR_GET_CLASS,
} from '@airsight/contracts';
import { airAndEnergyOfHours, type OperatingHoursSum } from '@airsight/contracts/domain/operating-hours';
import type { Db } from '../db/database.ts';
import { ceilHour } from '../repositories/hourly-summaries.ts';
import {
  operatingHoursFromRawOf,
  readOperatingBuckets,
  refreshOperatingHoursOf,
  WINDOW_MARGIN_MS,
} from '../repositories/operating-hours.ts';
import type { SeriesRead } from './sensor-data-answer.ts';
import type { SensorDataRequest } from './sensor-data-request.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function readDerivedSums(
  db: Db,
  { period, targets, perSeries, getClass }: SensorDataRequest,
  unit: 'hour' | 'day',
): Promise<SeriesRead> {
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

  let truncated = false;
  const machines = targets.map(({ device, sensors }) => {
    const figures = [...(bucketsOf.get(device.deviceId) ?? [])].flatMap(([bucketMs, sums]) => {
      const f = airAndEnergyOfHours(device.modelId, sums);
      return f ? [{ timeMs: bucketMs, ...f }] : [];
    });
    const points = sensors.map((sensorId) => {
      const valueOf = (f: (typeof figures)[number]) =>
        sensorId === AIR_VOLUME_SENSOR_ID
          ? f.airM3
          : sensorId === RUNNING_TIME_SENSOR_ID
            ? f.runningSeconds / 3600
            : f.energyKWh;
      const all = figures.map((f) => ({ timeMs: f.timeMs, value: round3(valueOf(f)) }));
      // Which points stay when max_number cuts, as for the other sensors.
      if (all.length <= perSeries) return all;
      truncated = true;
      return getClass === SENSOR_GET_CLASS.ascending ? all.slice(0, perSeries) : all.slice(-perSeries);
    });
    return { points, gaps: undefined };
  });
  return { machines, truncated, newestFirst: false };
}
