/**
 * getSensorData's sums path: the derived sensors sv_air_volume (m³), sv_energy (kWh) and sv_running_time
 * (h) per hour or per day in the machine's time zone (docs/telemetry.md §9): each bucket's sum of its
 * hours' figures, from the hourly operating sums (sealed hours, repositories/operating-hours.ts) and the
 * raw rows of the hours since, one point per bucket in which the machine sent data. The request's form
 * (round_kbn 2 or 3, no downsample, no register sensors beside them) is checked in sensor-data-request.ts.
 */
import { AIR_VOLUME_SENSOR_ID, RUNNING_TIME_SENSOR_ID, SENSOR_GET_CLASS } from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { operatingFiguresOf } from './operating-figures.ts';
import type { SeriesRead } from './sensor-data-answer.ts';
import type { SensorDataRequest } from './sensor-data-request.ts';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export async function readDerivedSums(
  db: Db,
  { period, targets, perSeries, getClass }: SensorDataRequest,
  unit: 'hour' | 'day',
): Promise<SeriesRead> {
  const figuresOf = await operatingFiguresOf(
    db,
    targets.map(({ device }) => device),
    period,
    unit,
  );
  let truncated = false;
  const machines = targets.map(({ device, sensors }) => {
    const figures = figuresOf.get(device.deviceId) ?? [];
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
