/**
 * SQL of the hourly operating sums (table device_operating_hourly, migration 0015): per device and UTC
 * hour the loaded and unloaded seconds, ampere-seconds and running seconds without a current, computed
 * by contracts' operatingHoursOf from the raw rows. Like the M4 summaries (hourly-summaries.ts) they cover
 * sealed hours only, kept current by refreshOperatingHours (at ingest and before a read), with the same
 * coverage table, lock and late-sample notes; unsealed hours are computed from raw rows at read time.
 * Each stored hour also says where its samples lie more than 5 minutes apart (sample-gaps.ts, 0018).
 */
import { sql, type RawBuilder } from 'kysely';
import { MAX_INTEGRATION_GAP_MS } from '@airsight/contracts/domain/power';
import {
  operatingHoursOf,
  type OperatingHour,
  type OperatingHoursSum,
  type RawOperatingRow,
} from '@airsight/contracts/domain/operating-hours';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
import type { Db } from '../db/database.ts';
import { ceilHour, floorHour, M4_LOCK_CLASS, OPERATING_COVERAGE } from './hourly-summaries.ts';
import { writeStepHours } from './sample-gaps.ts';
import type { HistoryRange } from './telemetry-read.ts';

const HOUR_MS = 3_600_000;
/** Hours recomputed per statement pair, so that a year's backfill never holds a year of rows at once. */
const SLICE_MS = 31 * 24 * HOUR_MS;

/** A day bucket that [from, to] touches begins and ends within this of from and to, in any zone. */
export const WINDOW_MARGIN_MS = 2 * 24 * HOUR_MS;

type Executor = Parameters<ReturnType<typeof sql>['execute']>[0];

/** A device's raw rows of [from, to] (both ends), oldest first, as operatingHoursOf takes them. */
async function readRawRows(db: Executor, deviceId: string, from: number, to: number) {
  const { rows } = await sql<RawOperatingRow>`
    SELECT (extract(epoch FROM measure_time) * 1000)::float8 AS "timeMs", d027, d012, d014
    FROM snapshots
    WHERE device_id = ${deviceId} AND measure_time >= ${new Date(from)} AND measure_time <= ${new Date(to)}
    ORDER BY measure_time`.execute(db);
  return rows;
}

/**
 * The sums of a device's hours in [from, to) from its raw rows, with the samples up to the gap limit on
 * either side that the edge hours depend on.
 */
async function operatingHoursFromRaw(
  db: Executor,
  deviceId: string,
  modelId: string,
  from: number,
  to: number,
): Promise<OperatingHour[]> {
  if (from >= to) return [];
  const rows = await readRawRows(db, deviceId, from - MAX_INTEGRATION_GAP_MS, to + MAX_INTEGRATION_GAP_MS);
  return operatingHoursOf(modelId, rows).filter((h) => h.hourMs >= from && h.hourMs < to);
}

/** operatingHoursFromRaw of several devices over the same hours, in one query. */
export async function operatingHoursFromRawOf(
  db: Db,
  devices: readonly { deviceId: string; modelId: string }[],
  from: number,
  to: number,
): Promise<(OperatingHour & { deviceId: string })[]> {
  if (from >= to || devices.length === 0) return [];
  const { rows } = await sql<RawOperatingRow & { device_id: string }>`
    SELECT device_id::text AS device_id, (extract(epoch FROM measure_time) * 1000)::float8 AS "timeMs",
           d027, d012, d014
    FROM snapshots
    WHERE device_id = ANY(${devices.map((d) => d.deviceId)}::bigint[])
      AND measure_time >= ${new Date(from - MAX_INTEGRATION_GAP_MS)}
      AND measure_time <= ${new Date(to + MAX_INTEGRATION_GAP_MS)}
    ORDER BY device_id, measure_time`.execute(db);
  const rowsOf = new Map<string, RawOperatingRow[]>();
  for (const row of rows) {
    const list = rowsOf.get(row.device_id);
    if (list) list.push(row);
    else rowsOf.set(row.device_id, [row]);
  }
  return devices.flatMap(({ deviceId, modelId }) =>
    operatingHoursOf(modelId, rowsOf.get(deviceId) ?? [])
      .filter((h) => h.hourMs >= from && h.hourMs < to)
      .map((h) => ({ ...h, deviceId })),
  );
}

/** (Re)computes a device's stored hours in [from, to), a month at a time. */
async function summariseHours(trx: Executor, deviceId: string, modelId: string, from: number, to: number) {
  for (let start = from; start < to; start += SLICE_MS) {
    const end = Math.min(to, start + SLICE_MS);
    const hours = await operatingHoursFromRaw(trx, deviceId, modelId, start, end);
    await sql`
      DELETE FROM device_operating_hourly
      WHERE device_id = ${deviceId} AND hour >= ${new Date(start)} AND hour < ${new Date(end)}`.execute(trx);
    if (hours.length === 0) continue;
    await sql`
      INSERT INTO device_operating_hourly
        (device_id, hour, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds)
      SELECT ${deviceId}, h, l, u, a, n
      FROM unnest(${hours.map((h) => new Date(h.hourMs).toISOString())}::timestamptz[],
                  ${hours.map((h) => h.loadedSeconds)}::float8[], ${hours.map((h) => h.unloadedSeconds)}::float8[],
                  ${hours.map((h) => h.ampereSeconds)}::float8[], ${hours.map((h) => h.noCurrentSeconds)}::float8[])
        AS t(h, l, u, a, n)`.execute(trx);
    await writeStepHours(trx, deviceId, new Date(start), new Date(end));
  }
  await summariseDays(
    trx,
    deviceId,
    sql`date_trunc('day', ${new Date(from)}::timestamptz, d.time_zone)`,
    sql`
    ((date_trunc('day', ${new Date(to - 1)}::timestamptz, d.time_zone) AT TIME ZONE d.time_zone) + interval '1 day')
      AT TIME ZONE d.time_zone`,
  );
}

/**
 * Rewrites a device's daily rows (device_operating_daily) of the days [lo, hi) of its time zone from its
 * hourly rows; lo and hi are SQL over the device row `d`. Without bounds, every day (after the device's
 * zone changed).
 */
async function summariseDays(
  trx: Executor,
  deviceId: string,
  lo?: RawBuilder<unknown>,
  hi?: RawBuilder<unknown>,
) {
  const days = sql`
    SELECT d.time_zone, ${lo ?? sql`'-infinity'::timestamptz`} AS lo, ${hi ?? sql`'infinity'::timestamptz`} AS hi
    FROM devices d WHERE d.id = ${deviceId}`;
  await sql`
    DELETE FROM device_operating_daily o USING (${days}) r
    WHERE o.device_id = ${deviceId} AND ((o.day >= r.lo AND o.day < r.hi) OR o.time_zone <> r.time_zone)`.execute(
    trx,
  );
  await sql`
    INSERT INTO device_operating_daily (device_id, day, with_current, time_zone, hours, loaded_seconds,
                                        unloaded_seconds, ampere_seconds, no_current_seconds)
    SELECT ${deviceId}, date_trunc('day', h.hour, r.time_zone), h.no_current_seconds = 0, r.time_zone, count(*),
           sum(h.loaded_seconds), sum(h.unloaded_seconds), sum(h.ampere_seconds), sum(h.no_current_seconds)
    FROM (${days}) r
    JOIN device_operating_hourly h ON h.device_id = ${deviceId} AND h.hour >= r.lo AND h.hour < r.hi
    GROUP BY 2, 3, 4`.execute(trx);
}

/**
 * Makes a device's operating sums cover the sealed hours of [from, to] (sealed as in refreshHourlyM4:
 * ended two hours ago): first recomputes the hours that late samples changed, then extends the covered
 * range. Answers where sealed hours end. Called for every device every minute by the ingest summariser,
 * so when nothing is to do it costs one small query and takes no lock. Machines without rated data (the
 * gateway) have no sums.
 */
export async function refreshOperatingHours(db: Db, range: HistoryRange): Promise<Date> {
  const { sealed, devices } = await checkCoverage(db, [range.deviceId], range.from, range.to);
  const device = devices[0];
  return device && !device.ready ? summariseDevice(db, range, device.modelId) : sealed;
}

/** refreshOperatingHours for several devices over one range, with one query when nothing is to do. */
export async function refreshOperatingHoursOf(
  db: Db,
  deviceIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Date> {
  const { sealed, devices } = await checkCoverage(db, deviceIds, from, to);
  const ends = await Promise.all(
    devices
      .filter((d) => !d.ready)
      .map((d) => summariseDevice(db, { deviceId: d.deviceId, from, to }, d.modelId)),
  );
  return new Date(Math.min(sealed.getTime(), ...ends.map((e) => e.getTime())));
}

/**
 * Where sealed hours end, and for each device with rated data whether its sums are ready for [from, to]:
 * no late-sample note, no daily rows of another time zone, and the sealed hours covered. No lock.
 */
async function checkCoverage(db: Db, deviceIds: readonly string[], from: Date, to: Date) {
  const wantFrom = new Date(floorHour(from.getTime()));
  const wantTo = new Date(ceilHour(to.getTime()));
  const { rows } = await sql<{
    sealed: Date;
    device_id: string | null;
    model_id: string | null;
    ready: boolean;
  }>`
    SELECT s.sealed, d.id::text AS device_id, d.model_id,
           NOT EXISTS (SELECT 1 FROM snapshot_m4_stale
                       WHERE device_id = d.id AND summary = ${OPERATING_COVERAGE})
           AND NOT EXISTS (SELECT 1 FROM device_operating_daily
                           WHERE device_id = d.id AND time_zone <> d.time_zone)
           AND (${wantFrom} >= LEAST(${wantTo}::timestamptz, s.sealed)
                OR EXISTS (SELECT 1 FROM snapshot_m4_coverage c
                           WHERE c.device_id = d.id AND c.sensor = ${OPERATING_COVERAGE}
                             AND c.covered_to >= LEAST(${wantTo}::timestamptz, s.sealed)
                             -- Coverage begins with the device's first sample: hours before it have
                             -- nothing to sum, so a read of a longer period (a year's trend) writes nothing.
                             AND (c.covered_from <= ${wantFrom}
                                  OR NOT EXISTS (SELECT 1 FROM snapshots
                                                 WHERE device_id = d.id AND measure_time >= ${wantFrom}
                                                   AND measure_time < c.covered_from)))) AS ready
    FROM (SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed) s
    LEFT JOIN devices d ON d.id = ANY(${deviceIds}::bigint[])`.execute(db);
  const devices = rows.flatMap((r) =>
    r.device_id !== null && r.model_id !== null && ratedPerformanceOf(r.model_id)
      ? [{ deviceId: r.device_id, modelId: r.model_id, ready: r.ready }]
      : [],
  );
  return { sealed: rows[0]!.sealed, devices };
}

/** The work of refreshOperatingHours, under the device's lock. */
async function summariseDevice(db: Db, range: HistoryRange, modelId: string): Promise<Date> {
  const wantFrom = floorHour(range.from.getTime());
  return db.transaction().execute(async (trx) => {
    // The lock that the late-sample trigger of 0013 / 0015 waits for: see 0013.
    await sql`SELECT pg_advisory_xact_lock(${M4_LOCK_CLASS}, (${range.deviceId}::bigint % 2147483647)::integer)`.execute(
      trx,
    );
    const { rows } = await sql<{ sealed: Date }>`
      SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed`.execute(trx);
    const sealed = rows[0]!.sealed.getTime();
    const { rows: coverage } = await sql<{ covered_from: Date; covered_to: Date }>`
      SELECT covered_from, covered_to FROM snapshot_m4_coverage
      WHERE device_id = ${range.deviceId} AND sensor = ${OPERATING_COVERAGE}`.execute(trx);
    // The device's time zone changed: its days are other hours now.
    const { rows: moved } = await sql`
      SELECT 1 FROM device_operating_daily o JOIN devices d ON d.id = o.device_id
      WHERE o.device_id = ${range.deviceId} AND o.time_zone <> d.time_zone LIMIT 1`.execute(trx);
    if (moved.length > 0) await summariseDays(trx, range.deviceId);
    const coveredFrom = coverage[0]?.covered_from.getTime();
    const coveredTo = coverage[0]?.covered_to.getTime();

    // Late samples: an hour depends on the samples up to the gap limit beyond it.
    const stale = await sql<{ from_time: Date; to_time: Date }>`
      DELETE FROM snapshot_m4_stale WHERE device_id = ${range.deviceId} AND summary = ${OPERATING_COVERAGE}
      RETURNING from_time, to_time`.execute(trx);
    if (coveredFrom !== undefined && coveredTo !== undefined) {
      for (const { from_time, to_time } of stale.rows) {
        const from = Math.max(floorHour(from_time.getTime() - MAX_INTEGRATION_GAP_MS), coveredFrom);
        const to = Math.min(floorHour(to_time.getTime() + MAX_INTEGRATION_GAP_MS) + HOUR_MS, coveredTo);
        if (from < to) await summariseHours(trx, range.deviceId, modelId, from, to);
      }
    }

    const wantTo = Math.min(ceilHour(range.to.getTime()), sealed);
    if (wantFrom >= wantTo) return new Date(sealed);
    if (coveredFrom === undefined || coveredTo === undefined) {
      await summariseHours(trx, range.deviceId, modelId, wantFrom, wantTo);
    } else {
      // Coverage stays one contiguous range: a far-away request also fills the hours in between.
      if (wantFrom < coveredFrom) await summariseHours(trx, range.deviceId, modelId, wantFrom, coveredFrom);
      if (coveredTo < wantTo) await summariseHours(trx, range.deviceId, modelId, coveredTo, wantTo);
    }
    const newFrom = Math.min(wantFrom, coveredFrom ?? wantFrom);
    const newTo = Math.max(wantTo, coveredTo ?? wantTo);
    if (newFrom !== coveredFrom || newTo !== coveredTo) {
      await sql`
        INSERT INTO snapshot_m4_coverage (device_id, sensor, covered_from, covered_to)
        VALUES (${range.deviceId}, ${OPERATING_COVERAGE}, ${new Date(newFrom)}, ${new Date(newTo)})
        ON CONFLICT (device_id, sensor) DO UPDATE
          SET covered_from = EXCLUDED.covered_from, covered_to = EXCLUDED.covered_to`.execute(trx);
    }
    return new Date(sealed);
  });
}

/** Which hours of a device a read wants: those of the hour or day buckets that [from, to] touches. */
export interface OperatingWindow {
  deviceId: string;
  from: Date;
  to: Date;
  /** The machine's time zone, in which days begin. */
  timeZone: string;
}

/** One bucket's sums of hours with a current value throughout (currentKnown) or of the others. */
export interface OperatingBucketPart extends OperatingHoursSum {
  deviceId: string;
  bucketMs: number;
}

/**
 * The sums per bucket (an hour; or a day in the machine's time zone, holding the hours that begin in it)
 * of several devices: stored hours before `sealed`, and the given hours computed from raw rows after it.
 * A bucket without any hour in which its device sent data has no part.
 */
export async function readOperatingBuckets(
  db: Db,
  windows: readonly OperatingWindow[],
  unit: 'hour' | 'day',
  sealed: Date,
  unsealed: readonly (OperatingHour & { deviceId: string })[],
): Promise<OperatingBucketPart[]> {
  if (windows.length === 0) return [];
  const day = unit === 'day';
  const lo = day ? sql`date_trunc('day', w0.from_time, w0.tz)` : sql`date_trunc('hour', w0.from_time, 'UTC')`;
  const hi = day
    ? sql`((date_trunc('day', w0.to_time, w0.tz) AT TIME ZONE w0.tz) + interval '1 day') AT TIME ZONE w0.tz`
    : sql`date_trunc('hour', w0.to_time, 'UTC') + interval '1 hour'`;
  // Days that end by `sealed` come whole from the daily rows; the hours after them one by one.
  const hoursFrom = day ? sql`GREATEST(w.lo, date_trunc('day', ${sealed}::timestamptz, w.tz))` : sql`w.lo`;
  const bucket = (hour: RawBuilder<unknown>) => (day ? sql`date_trunc('day', ${hour}, w.tz)` : hour);
  const days = day
    ? sql`
      SELECT day AS bucket, with_current, hours, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds
      FROM device_operating_daily
      WHERE device_id = w.device_id AND day >= w.lo AND day < LEAST(w.hi, date_trunc('day', ${sealed}::timestamptz, w.tz))
        AND time_zone = w.tz
      UNION ALL`
    : sql``;
  const { rows } = await sql<{
    device_id: string;
    bucket_ms: number;
    hours: number;
    loaded: number;
    unloaded: number;
    ampere: number;
    no_current: number;
  }>`
    WITH w AS (
      SELECT w0.device_id, w0.tz, ${lo} AS lo, ${hi} AS hi
      FROM unnest(${windows.map((w) => w.deviceId)}::bigint[], ${windows.map((w) => w.from)}::timestamptz[],
                  ${windows.map((w) => w.to)}::timestamptz[], ${windows.map((w) => w.timeZone)}::text[])
        AS w0(device_id, from_time, to_time, tz)
    ), unsealed AS (
      SELECT * FROM unnest(
        ${unsealed.map((h) => h.deviceId)}::bigint[],
        ${unsealed.map((h) => new Date(h.hourMs).toISOString())}::timestamptz[],
        ${unsealed.map((h) => h.loadedSeconds)}::float8[], ${unsealed.map((h) => h.unloadedSeconds)}::float8[],
        ${unsealed.map((h) => h.ampereSeconds)}::float8[], ${unsealed.map((h) => h.noCurrentSeconds)}::float8[])
        AS u(device_id, hour, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds)
    ), parts AS (
      SELECT w.device_id, h.*
      FROM w CROSS JOIN LATERAL (
        -- Per device, so that each reads its own index range.
        ${days}
        SELECT ${bucket(sql`hour`)}, no_current_seconds = 0, 1, loaded_seconds, unloaded_seconds, ampere_seconds,
               no_current_seconds
        FROM device_operating_hourly
        WHERE device_id = w.device_id AND hour >= ${hoursFrom} AND hour < LEAST(w.hi, ${sealed}::timestamptz)
        UNION ALL
        SELECT ${bucket(sql`hour`)}, no_current_seconds = 0, 1, loaded_seconds, unloaded_seconds, ampere_seconds,
               no_current_seconds
        FROM unsealed u
        WHERE u.device_id = w.device_id AND u.hour >= w.lo AND u.hour < w.hi
      ) h(bucket, with_current, hours, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds)
    )
    SELECT device_id::text AS device_id, (extract(epoch FROM bucket) * 1000)::float8 AS bucket_ms,
           sum(hours)::int AS hours, sum(loaded_seconds) AS loaded, sum(unloaded_seconds) AS unloaded,
           sum(ampere_seconds) AS ampere, sum(no_current_seconds) AS no_current
    FROM parts
    -- Hours with a current value throughout apart from the others: each part's energy is then one
    -- formula (contracts airAndEnergyOfHours).
    GROUP BY device_id, bucket, with_current
    -- By the columns themselves: ordering by the text and numeric they are answered as costs 100 ms here.
    ORDER BY parts.device_id, parts.bucket`.execute(db);
  return rows.map((r) => ({
    deviceId: r.device_id,
    bucketMs: r.bucket_ms,
    hours: r.hours,
    loadedSeconds: r.loaded,
    unloadedSeconds: r.unloaded,
    ampereSeconds: r.ampere,
    noCurrentSeconds: r.no_current,
  }));
}
