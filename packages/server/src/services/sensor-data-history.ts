/**
 * getSensorData's history path: raw samples, or averages per minute, hour or day in the machine's time
 * zone (round_kbn 1-3), oldest or newest first, each series cut at the request's share of max_number.
 */
import { SENSOR_GET_CLASS } from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import {
  readRawHistory,
  readRolledUpHistory,
  type HistoryRow,
  type RollupUnit,
  type TimedPoints,
} from '../repositories/telemetry-read.ts';
import type { SeriesRead } from './sensor-data-answer.ts';
import type { SensorDataRequest } from './sensor-data-request.ts';

export async function readHistory(
  db: Db,
  { period, targets, perSeries, getClass }: SensorDataRequest,
  unit: RollupUnit | undefined,
): Promise<SeriesRead> {
  // The newest points for get_class 2 and 4: read newest first, and one row more than a series may
  // answer, which says that the period held more.
  const newestFirst = getClass !== SENSOR_GET_CLASS.ascending;
  const options = { descending: newestFirst, limit: perSeries + 1 };
  let truncated = false;
  const machines = await Promise.all(
    targets.map(async ({ device, sensors }) => {
      const range = { deviceId: device.deviceId, from: period.from, to: period.to };
      const rows =
        unit === undefined
          ? await readRawHistory(db, range, sensors, options)
          : await readRolledUpHistory(db, { ...range, timeZone: device.timeZone }, sensors, {
              ...options,
              unit,
            });
      if (rows.length > perSeries) truncated = true;
      const kept = rows.slice(0, perSeries);
      return { points: sensors.map((_, i) => pointsOf(kept, i)), gaps: undefined };
    }),
  );
  return { machines, truncated, newestFirst };
}

function pointsOf(rows: readonly HistoryRow[], index: number): TimedPoints {
  const points: TimedPoints = [];
  for (const row of rows) {
    const value = row.values[index];
    if (value !== null && value !== undefined) points.push({ timeMs: row.time.getTime(), value });
  }
  return points;
}
