/**
 * Air volume, energy, running and loaded time of machines per hour or per day in each machine's time
 * zone (docs/telemetry.md §9): from the hourly operating sums (sealed hours, repositories/operating-hours.ts)
 * and the raw rows of the hours since. The one way both getSensorData's derived sensors and the monthly
 * report read them.
 */
import { ratedPerformanceOf } from '@airsight/contracts';
import { airAndEnergyOfHours, type OperatingHoursSum } from '@airsight/contracts/domain/operating-hours';
import type { Db } from '../db/database.ts';
import { ceilHour } from '../repositories/hourly-summaries.ts';
import {
  operatingHoursFromRawOf,
  readOperatingBuckets,
  refreshOperatingHoursOf,
  WINDOW_MARGIN_MS,
} from '../repositories/operating-hours.ts';

export interface OperatingMachine {
  deviceId: string;
  modelId: string;
  timeZone: string;
}

export interface OperatingFigure {
  /** The bucket's start (an hour, or the start of the day in the machine's zone). */
  timeMs: number;
  airM3: number;
  energyKWh: number;
  runningSeconds: number;
  loadedSeconds: number;
}

/**
 * Each machine's figures per bucket of [from, to], oldest first, one per bucket in which it sent data.
 * Machines of a model without rated data have none.
 */
export async function operatingFiguresOf(
  db: Db,
  machines: readonly OperatingMachine[],
  period: { from: Date; to: Date },
  unit: 'hour' | 'day',
): Promise<Map<string, OperatingFigure[]>> {
  // A day bucket begins and ends up to a day beyond the period in the machine's zone: those hours too.
  const wideFrom = new Date(period.from.getTime() - WINDOW_MARGIN_MS);
  const wideTo = new Date(period.to.getTime() + WINDOW_MARGIN_MS);
  const rated = machines.filter((m) => ratedPerformanceOf(m.modelId));
  const sealed = await refreshOperatingHoursOf(
    db,
    rated.map((m) => m.deviceId),
    wideFrom,
    wideTo,
  );
  // Hours before `sealed` are stored for every machine; the ones since come from raw rows.
  const unsealed = await operatingHoursFromRawOf(db, rated, sealed.getTime(), ceilHour(wideTo.getTime()));
  const parts = await readOperatingBuckets(
    db,
    rated.map((m) => ({ deviceId: m.deviceId, ...period, timeZone: m.timeZone })),
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
  const figures = new Map<string, OperatingFigure[]>();
  for (const machine of rated) {
    figures.set(
      machine.deviceId,
      [...(bucketsOf.get(machine.deviceId) ?? [])].flatMap(([timeMs, sums]) => {
        const f = airAndEnergyOfHours(machine.modelId, sums);
        const loadedSeconds = sums.reduce((total, s) => total + s.loadedSeconds, 0);
        return f ? [{ timeMs, ...f, loadedSeconds }] : [];
      }),
    );
  }
  return figures;
}
