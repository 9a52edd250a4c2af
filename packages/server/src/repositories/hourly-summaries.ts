/**
 * SQL that writes the hourly M4 summaries (tables snapshot_m4_hourly, snapshot_m4_coverage and
 * snapshot_m4_stale, migration 0013): per device, register and UTC hour the first, last, minimum and
 * maximum point. Reads make them cover the sealed hours they need first (refreshHourlyM4); readM4Hourly in
 * telemetry-read.ts then answers from them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { columnOf } from './register-columns.ts';
import type { HistoryRange } from './telemetry-read.ts';

const HOUR_MS = 3_600_000;
const M4_LOCK_CLASS = 724_420;

/**
 * SELECT of per-hour summaries (sensor, hour, first_key, last_key, min_key, max_key) of some registers of
 * one device, from the raw samples that `where` admits. Keys: the time is milliseconds since the hour
 * (< 2^22), the value is shifted by 2^32 (< 2^33), so every key fits a bigint.
 */
export function hourSummaries(deviceId: string, sensorIds: readonly string[], where: RawBuilder<unknown>) {
  const columns = sensorIds.map(columnOf);
  const o = sql`(date_part('epoch', measure_time - date_trunc('hour', measure_time, 'UTC')) * 1000)::bigint`;
  const aggregates = columns.map((c, i) => {
    const v = sql`(${sql.ref(c)}::bigint + 4294967296)`;
    return sql`
      min(${o} * 8589934592 + ${v}) AS ${sql.ref(`f${i}`)}, max(${o} * 8589934592 + ${v}) AS ${sql.ref(`l${i}`)},
      min(${v} * 4194304 + ${o}) AS ${sql.ref(`n${i}`)}, max(${v} * 4194304 + (4194303 - ${o})) AS ${sql.ref(`x${i}`)}`;
  });
  const unpivot = columns.map(
    (c, i) =>
      sql`(${c}, g.${sql.ref(`f${i}`)}, g.${sql.ref(`l${i}`)}, g.${sql.ref(`n${i}`)}, g.${sql.ref(`x${i}`)})`,
  );
  return sql`
    SELECT u.sensor, g.hour, u.first_key, u.last_key, u.min_key, u.max_key
    FROM (
      SELECT date_trunc('hour', measure_time, 'UTC') AS hour, ${sql.join(aggregates)}
      FROM snapshots
      WHERE device_id = ${deviceId} AND ${where}
      GROUP BY 1
    ) g
    CROSS JOIN LATERAL (VALUES ${sql.join(unpivot)}) AS u(sensor, first_key, last_key, min_key, max_key)
    WHERE u.first_key IS NOT NULL`;
}

type Executor = Parameters<ReturnType<typeof sql>['execute']>[0];

/** (Re)computes the summaries of some registers of a device for the hours in [from, to). */
async function summariseHours(
  trx: Executor,
  deviceId: string,
  sensorIds: readonly string[],
  from: Date,
  to: Date,
): Promise<void> {
  const columns = sensorIds.map(columnOf);
  await sql`
    DELETE FROM snapshot_m4_hourly
    WHERE device_id = ${deviceId} AND sensor = ANY(${columns}::text[]) AND hour >= ${from} AND hour < ${to}
  `.execute(trx);
  await sql`
    INSERT INTO snapshot_m4_hourly (device_id, sensor, hour, first_key, last_key, min_key, max_key)
    SELECT ${deviceId}, s.sensor, s.hour, s.first_key, s.last_key, s.min_key, s.max_key
    FROM (${hourSummaries(deviceId, sensorIds, sql`measure_time >= ${from} AND measure_time < ${to}`)}) s
  `.execute(trx);
}

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/**
 * Makes the hourly summaries of the registers cover the sealed hours of [from, to]: first recomputes the
 * hours that late samples changed, then extends each register's covered range. Runs under the device's
 * exclusive advisory lock (see the trigger in migration 0013). Answers where sealed hours end.
 */
export async function refreshHourlyM4(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
): Promise<Date> {
  // Fast path, without lock or transaction: nothing stale and every register already covered. A late
  // sample committed just after this check is simply one that arrived after this read.
  const columns = sensorIds.map(columnOf);
  const check = await sql<{ sealed: Date; stale: boolean; covered: number }>`
    SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed,
           EXISTS (SELECT 1 FROM snapshot_m4_stale WHERE device_id = ${range.deviceId}) AS stale,
           (SELECT count(*)::int FROM snapshot_m4_coverage
             WHERE device_id = ${range.deviceId} AND sensor = ANY(${columns}::text[])
               AND covered_from <= ${new Date(floorHour(range.from.getTime()))}
               AND covered_to >= LEAST(${new Date(ceilHour(range.to.getTime()))}::timestamptz,
                                       date_trunc('hour', now() - interval '2 hours', 'UTC'))) AS covered
  `.execute(db);
  const quick = check.rows[0]!;
  if (!quick.stale && quick.covered === columns.length) return quick.sealed;

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${M4_LOCK_CLASS}, (${range.deviceId}::bigint % 2147483647)::integer)`.execute(
      trx,
    );
    const { rows } = await sql<{ sealed: Date }>`
      SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed`.execute(trx);
    const sealed = rows[0]!.sealed;

    const coverage = new Map(
      (
        await sql<{ sensor: string; covered_from: Date; covered_to: Date }>`
          SELECT sensor, covered_from, covered_to FROM snapshot_m4_coverage WHERE device_id = ${range.deviceId}`.execute(
          trx,
        )
      ).rows.map((r) => [r.sensor, r]),
    );

    // Late samples: recompute their hours for every covered register of the device.
    const stale = await sql<{ from_time: Date; to_time: Date }>`
      DELETE FROM snapshot_m4_stale WHERE device_id = ${range.deviceId} RETURNING from_time, to_time`.execute(
      trx,
    );
    for (const { from_time, to_time } of stale.rows) {
      for (const [sensor, c] of coverage) {
        const from = Math.max(floorHour(from_time.getTime()), c.covered_from.getTime());
        const to = Math.min(floorHour(to_time.getTime()) + HOUR_MS, c.covered_to.getTime());
        if (from < to)
          await summariseHours(
            trx,
            range.deviceId,
            [`sn_${sensor.toUpperCase()}`],
            new Date(from),
            new Date(to),
          );
      }
    }

    // Extend coverage to the sealed hours of the range; registers with the same gaps share one pass.
    const wantFrom = floorHour(range.from.getTime());
    const wantTo = Math.min(ceilHour(range.to.getTime()), sealed.getTime());
    if (wantFrom >= wantTo) return sealed;
    const passes = new Map<string, { from: number; to: number; sensorIds: string[] }>();
    const addPass = (from: number, to: number, sensorId: string) => {
      if (from >= to) return;
      const key = `${from}-${to}`;
      const pass = passes.get(key) ?? { from, to, sensorIds: [] };
      pass.sensorIds.push(sensorId);
      passes.set(key, pass);
    };
    for (const sensorId of sensorIds) {
      const c = coverage.get(columnOf(sensorId));
      const coveredFrom = c?.covered_from.getTime();
      const coveredTo = c?.covered_to.getTime();
      if (coveredFrom === undefined || coveredTo === undefined) {
        addPass(wantFrom, wantTo, sensorId);
      } else {
        // Coverage stays one contiguous range: a far-away request also fills the hours in between.
        addPass(wantFrom, coveredFrom, sensorId);
        addPass(coveredTo, wantTo, sensorId);
      }
      const newFrom = Math.min(wantFrom, coveredFrom ?? wantFrom);
      const newTo = Math.max(wantTo, coveredTo ?? wantTo);
      if (newFrom === coveredFrom && newTo === coveredTo) continue;
      await sql`
        INSERT INTO snapshot_m4_coverage (device_id, sensor, covered_from, covered_to)
        VALUES (${range.deviceId}, ${columnOf(sensorId)}, ${new Date(newFrom)}, ${new Date(newTo)})
        ON CONFLICT (device_id, sensor) DO UPDATE
          SET covered_from = EXCLUDED.covered_from, covered_to = EXCLUDED.covered_to
      `.execute(trx);
    }
    for (const pass of passes.values()) {
      await summariseHours(trx, range.deviceId, pass.sensorIds, new Date(pass.from), new Date(pass.to));
    }
    return sealed;
  });
}
