/**
 * SQL that writes the hourly M4 summaries (tables snapshot_m4_hourly, snapshot_m4_coverage and
 * snapshot_m4_stale, migration 0013): per device, register and UTC hour the first, last, minimum and
 * maximum point. The summariser (ingest/summariser.ts) keeps the measurement registers covered from each
 * device's first sample; reads make the registers and hours they need covered first (refreshHourlyM4,
 * which then finds nothing to do for those), and readM4Hourly in telemetry-read.ts answers from them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { columnOf } from './register-columns.ts';
import type { HistoryRange } from './telemetry-read.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Exported for the operating sums (operating-hours.ts), which take the same per-device lock.
export const M4_LOCK_CLASS = 724_420;
/**
 * The pseudo sensor of the operating sums' coverage row (migration 0015): not a register, so the M4
 * summaries leave it alone.
 */
export const OPERATING_COVERAGE = 'operating';

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

/**
 * (Re)computes the summaries of some registers of a device for the hours in [from, to), and repacks the
 * UTC days they touch into snapshot_m4_daily (migration 0016: hours and 6-hour blocks), which the reader
 * reads.
 */
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
  const dayFrom = new Date(Math.floor(from.getTime() / DAY_MS) * DAY_MS);
  const dayTo = new Date(Math.ceil(to.getTime() / DAY_MS) * DAY_MS);
  await sql`
    DELETE FROM snapshot_m4_daily
    WHERE device_id = ${deviceId} AND sensor = ANY(${columns}::text[]) AND day >= ${dayFrom} AND day < ${dayTo}
  `.execute(trx);
  // The same packing as migration 0016 (its head says what the bytes are).
  await sql`
    INSERT INTO snapshot_m4_daily (device_id, sensor, day, hours, blocks)
    WITH h AS (
      SELECT sensor, date_trunc('day', hour, 'UTC') AS day,
             extract(hour FROM hour AT TIME ZONE 'UTC')::int AS hod, first_key, last_key, min_key, max_key
      FROM snapshot_m4_hourly
      WHERE device_id = ${deviceId} AND sensor = ANY(${columns}::text[]) AND hour >= ${dayFrom} AND hour < ${dayTo}
    ), b AS (
      SELECT sensor, day, hod / 6 AS block,
             min(first_key + (hod % 6) * 3600000::bigint * 8589934592) AS first_key,
             max(last_key + (hod % 6) * 3600000::bigint * 8589934592) AS last_key,
             min((min_key >> 22) * 33554432 + (hod % 6) * 3600000 + (min_key & 4194303)) AS min_key,
             max((max_key >> 22) * 33554432 + 33554431 - ((hod % 6) * 3600000 + 4194303 - (max_key & 4194303))) AS max_key
      FROM h GROUP BY 1, 2, 3
    )
    SELECT ${deviceId}, hh.sensor, hh.day, hh.hours, bb.blocks
    FROM (
      SELECT sensor, day,
             string_agg(int2send(hod::int2) || int8send(first_key) || int8send(last_key) || int8send(min_key)
                        || int8send(max_key), ''::bytea) AS hours
      FROM h GROUP BY 1, 2
    ) hh
    JOIN (
      SELECT sensor, day,
             string_agg(int2send(block::int2) || int8send(first_key) || int8send(last_key) || int8send(min_key)
                        || int8send(max_key), ''::bytea) AS blocks
      FROM b GROUP BY 1, 2
    ) bb USING (sensor, day)
  `.execute(trx);
}

export const floorHour = (ms: number) => Math.floor(ms / HOUR_MS) * HOUR_MS;
export const ceilHour = (ms: number) => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/** The hours [from, to) that late-sample notes touch, overlapping and adjacent ones merged, in order. */
function mergedHours(notes: readonly { from_time: Date; to_time: Date }[]): { from: number; to: number }[] {
  const hours = notes
    .map((n) => ({ from: floorHour(n.from_time.getTime()), to: floorHour(n.to_time.getTime()) + HOUR_MS }))
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const h of hours) {
    const last = merged.at(-1);
    if (last && h.from <= last.to) last.to = Math.max(last.to, h.to);
    else merged.push(h);
  }
  return merged;
}

/**
 * Whether the hourly summaries of the registers already cover the sealed hours of [from, to] with no late
 * samples to apply (then a read may use them as they are), and where sealed hours end. One small query,
 * no lock. A late sample committed just after it is simply one that arrived after the read.
 */
export async function hourlyM4Ready(
  db: Db,
  range: HistoryRange,
  sensorIds: readonly string[],
): Promise<{ ready: boolean; sealed: Date }> {
  const columns = sensorIds.map(columnOf);
  const check = await sql<{ sealed: Date; stale: boolean; covered: number }>`
    SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed,
           -- summary = 'm4': the operating sums (operating-hours.ts, 0015) have notes of their own.
           EXISTS (SELECT 1 FROM snapshot_m4_stale WHERE device_id = ${range.deviceId} AND summary = 'm4') AS stale,
           (SELECT count(*)::int FROM snapshot_m4_coverage
             WHERE device_id = ${range.deviceId} AND sensor = ANY(${columns}::text[])
               AND covered_from <= ${new Date(floorHour(range.from.getTime()))}
               AND covered_to >= LEAST(${new Date(ceilHour(range.to.getTime()))}::timestamptz,
                                       date_trunc('hour', now() - interval '2 hours', 'UTC'))) AS covered
  `.execute(db);
  const quick = check.rows[0]!;
  return { ready: !quick.stale && quick.covered === columns.length, sealed: quick.sealed };
}

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
  // Fast path, without lock or transaction: nothing stale and every register already covered.
  const quick = await hourlyM4Ready(db, range, sensorIds);
  if (quick.ready) return quick.sealed;

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
          SELECT sensor, covered_from, covered_to FROM snapshot_m4_coverage
          WHERE device_id = ${range.deviceId} AND sensor <> ${OPERATING_COVERAGE}`.execute(trx)
      ).rows.map((r) => [r.sensor, r]),
    );

    // Late samples: recompute their hours for every covered register of the device. A replayed backlog
    // leaves a note per statement: their hours are merged first, and registers whose covered part of
    // them is the same share one pass over the raw samples.
    const stale = await sql<{ from_time: Date; to_time: Date }>`
      DELETE FROM snapshot_m4_stale WHERE device_id = ${range.deviceId} AND summary = 'm4'
      RETURNING from_time, to_time`.execute(trx);
    const recompute = new Map<string, { from: number; to: number; sensorIds: string[] }>();
    for (const late of mergedHours(stale.rows)) {
      for (const [sensor, c] of coverage) {
        const from = Math.max(late.from, c.covered_from.getTime());
        const to = Math.min(late.to, c.covered_to.getTime());
        if (from >= to) continue;
        const same = recompute.get(`${from}-${to}`) ?? { from, to, sensorIds: [] };
        same.sensorIds.push(`sn_${sensor.toUpperCase()}`);
        recompute.set(`${from}-${to}`, same);
      }
    }
    for (const r of recompute.values()) {
      await summariseHours(trx, range.deviceId, r.sensorIds, new Date(r.from), new Date(r.to));
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

/** A device the summariser has work on, and where the sealed hours end. */
export interface SummaryCandidate {
  deviceId: string;
  modelId: string;
  /** Its newest measure time (device_latest). */
  latest: Date;
  sealed: Date;
}

/**
 * Devices with data whose wanted summaries (per model: registers' M4, and the operating sums where
 * `operating`) do not all cover the sealed hours (the M4 ones from `m4Since` on), or that have late
 * samples to apply (for either summary), in id order. One statement for the whole fleet.
 */
export async function listDevicesToSummarise(
  db: Db,
  wanted: readonly { modelId: string; sensorIds: readonly string[]; operating: boolean }[],
  m4Since: Date,
): Promise<SummaryCandidate[]> {
  const pairs = wanted.flatMap((w) => [
    ...w.sensorIds.map((id) => [w.modelId, columnOf(id)] as const),
    ...(w.operating ? [[w.modelId, OPERATING_COVERAGE] as const] : []),
  ]);
  const { rows } = await sql<{ device_id: string; model_id: string; latest: Date; sealed: Date }>`
    WITH wanted AS (
      SELECT * FROM unnest(${pairs.map((p) => p[0])}::text[], ${pairs.map((p) => p[1])}::text[]) AS w(model_id, sensor)
    ), sealed AS (SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS at)
    SELECT d.id AS device_id, d.model_id, l.measure_time AS latest, s.at AS sealed
    FROM device_latest l JOIN devices d ON d.id = l.device_id CROSS JOIN sealed s
    WHERE EXISTS (SELECT 1 FROM snapshot_m4_stale st WHERE st.device_id = l.device_id)
       OR EXISTS (
         SELECT 1 FROM wanted w
         LEFT JOIN snapshot_m4_coverage c ON c.device_id = l.device_id AND c.sensor = w.sensor
         WHERE w.model_id = d.model_id
           AND (c.covered_to IS NULL OR c.covered_to < s.at
                OR (w.sensor <> ${OPERATING_COVERAGE} AND c.covered_from > ${m4Since})))
    ORDER BY d.id
  `.execute(db);
  return rows.map((r) => ({
    deviceId: String(r.device_id),
    modelId: r.model_id,
    latest: r.latest,
    sealed: r.sealed,
  }));
}

/** A summary's covered hours [from, to) in epoch milliseconds. */
export interface CoveredHours {
  from: number;
  to: number;
}

/**
 * The start of the hour of a device's first sample (null without samples) and the covered hours of its
 * registers' M4 summaries (keyed by sensor id) and of its operating sums.
 */
export async function readSummaryState(
  db: Db,
  deviceId: string,
): Promise<{ firstHour: number | null; coverage: Map<string, CoveredHours>; operating?: CoveredHours }> {
  // One round trip: at least one row (without coverage, one with a null sensor).
  const { rows } = await sql<{
    first: Date | null;
    sensor: string | null;
    covered_from: Date;
    covered_to: Date;
  }>`
    SELECT (SELECT date_trunc('hour', min(measure_time), 'UTC') FROM snapshots WHERE device_id = ${deviceId}) AS first,
           c.sensor, c.covered_from, c.covered_to
    FROM (SELECT 1) one LEFT JOIN snapshot_m4_coverage c ON c.device_id = ${deviceId}
  `.execute(db);
  const coverage = new Map<string, CoveredHours>();
  let operating: CoveredHours | undefined;
  for (const r of rows) {
    if (r.sensor === null) continue;
    const covered = { from: r.covered_from.getTime(), to: r.covered_to.getTime() };
    if (r.sensor === OPERATING_COVERAGE) operating = covered;
    else coverage.set(`sn_${r.sensor.toUpperCase()}`, covered);
  }
  return { firstHour: rows[0]?.first?.getTime() ?? null, coverage, operating };
}
