/**
 * VolumeGraph's data (issue 11, DESIGN §10: the screen of a 50-machine group over 365 days <= 1 s):
 *
 * (a) daily sv_air_volume, sv_energy and sv_running_time of 50 machines over the last 365 days through
 *     sensorData(), as the screen asks for them (parts of 25 machines, both parts at once, each with its
 *     authority scope):
 *     p95 of RUNS, interleaved with the baseline: one SQL scan (count and sums) of the same hourly rows.
 *     The sums are written as the ingest summariser leaves them (device_operating_hourly and _daily,
 *     covered up to the sealed hours), and the last three hours as raw 1-minute samples, which the call
 *     sums itself.
 * (b) the summariser's cost: refreshOperatingHours of one machine over 31 days of 1-minute samples
 *     (44,640 rows) from nothing, once; no budget.
 */
import os from 'node:os';
import { sql } from 'kysely';
import { encodeLamps } from '@airsight/contracts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { refreshOperatingHours } from '../src/repositories/operating-hours.ts';
import { loadScope } from '../src/services/access.ts';
import { sensorData } from '../src/services/sensor-data.ts';
import { openBenchDatabase } from './database.ts';
import { median, p95, p95Baseline, timeInterleaved } from './queries.bench.ts';
import type { BenchResult } from './types.ts';

const MACHINES = 50;
const DAYS = 365;
/** VolumeGraph's client asks for 25 machines (75 series) per call, so that no series is cut. */
const PER_CALL = 25;
const SENSORS = ['sv_air_volume', 'sv_energy', 'sv_running_time'];
const USER = 'supplier';

interface Machine {
  id: string;
  model_id: string;
  serial_no: string;
}

/** 50 machines' hourly sums for 367 days up to the sealed hours, and raw samples since. */
async function generate(db: Db): Promise<{ machines: Machine[]; from: Date; to: Date }> {
  await seedDemo(db, loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() }));
  const machines = (await db
    .selectFrom('devices')
    .select(['id', 'model_id', 'serial_no'])
    .where('model_id', '!=', 'FE_LTE_00')
    .orderBy('id')
    .limit(MACHINES)
    .execute()) as Machine[];
  if (machines.length !== MACHINES) throw new Error(`expected ${MACHINES} machines, got ${machines.length}`);
  const ids = machines.map((m) => m.id);
  const { rows } = await sql<{ sealed: Date; from: Date; now: Date }>`
    SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed,
           date_trunc('day', now() - ${DAYS - 1} * interval '1 day', 'UTC') AS from, now() AS now
  `.execute(db);
  const { sealed, from, now } = rows[0]!;
  const start = new Date(from.getTime() - 2 * 86_400_000);
  // A working day's rhythm: 8-20 h loaded most of the time, idle at night; every 97th hour without current.
  await sql`
    INSERT INTO device_operating_hourly
      (device_id, hour, loaded_seconds, unloaded_seconds, ampere_seconds, no_current_seconds)
    SELECT d.id, h,
           l, u, CASE WHEN i % 97 = 0 THEN 0 ELSE (l * 60 + u * 22) END, CASE WHEN i % 97 = 0 THEN l + u ELSE 0 END
    FROM unnest(${ids}::bigint[]) AS d(id)
    CROSS JOIN LATERAL (
      SELECT i, ${start}::timestamptz + i * interval '1 hour' AS h,
             CASE WHEN (i + d.id) % 24 BETWEEN 8 AND 19 THEN 2400 + (i * 7 + d.id) % 900 ELSE (i * 13) % 300 END AS l,
             CASE WHEN (i + d.id) % 24 BETWEEN 8 AND 19 THEN 600 ELSE 300 END AS u
      FROM generate_series(0, (extract(epoch FROM ${sealed}::timestamptz - ${start}::timestamptz) / 3600)::int - 1) i
    ) s
  `.execute(db);
  // The daily rows the summariser writes beside the hours (repositories/operating-hours.ts).
  await sql`
    INSERT INTO device_operating_daily (device_id, day, with_current, time_zone, hours, loaded_seconds,
                                        unloaded_seconds, ampere_seconds, no_current_seconds)
    SELECT h.device_id, date_trunc('day', h.hour, d.time_zone), h.no_current_seconds = 0, d.time_zone, count(*),
           sum(h.loaded_seconds), sum(h.unloaded_seconds), sum(h.ampere_seconds), sum(h.no_current_seconds)
    FROM device_operating_hourly h JOIN devices d ON d.id = h.device_id
    GROUP BY 1, 2, 3, 4
  `.execute(db);
  await sql`
    INSERT INTO snapshot_m4_coverage (device_id, sensor, covered_from, covered_to)
    SELECT id, 'operating', ${start}, ${sealed} FROM unnest(${ids}::bigint[]) AS d(id)
  `.execute(db);
  await sql`SELECT ensure_snapshot_partition((now() - interval '4 hours')::date)`.execute(db);
  await sql`SELECT ensure_snapshot_partition(now()::date)`.execute(db);
  for (const m of machines) {
    const word = encodeLamps(m.model_id, { start: true, load: true });
    await sql`
      INSERT INTO snapshots (device_id, measure_time, d012, d014, d027)
      SELECT ${m.id}, ${sealed}::timestamptz - interval '5 minutes' + i * interval '1 minute', 50 + i % 7, 80, ${word}
      FROM generate_series(0, (extract(epoch FROM now() - ${sealed}::timestamptz) / 60)::int + 4) i
    `.execute(db);
  }
  await sql`ANALYZE`.execute(db);
  return { machines, from, to: now };
}

/** One machine's 31 days of 1-minute samples, summarised from nothing. */
async function summariseMonth(db: Db, machine: Machine): Promise<number> {
  const from = new Date('2025-03-01T00:00:00Z');
  const to = new Date('2025-04-01T00:00:00Z');
  await sql`SELECT ensure_snapshot_partition('2025-03-01'::date)`.execute(db);
  const loaded = encodeLamps(machine.model_id, { start: true, load: true });
  const unloaded = encodeLamps(machine.model_id, { start: true });
  await sql`
    INSERT INTO snapshots (device_id, measure_time, d012, d014, d027)
    SELECT ${machine.id}, ${from}::timestamptz + i * interval '1 minute', 20 + i % 40, (i * 7) % 101,
           CASE WHEN i % 10 < 7 THEN ${loaded}::int ELSE ${unloaded}::int END
    FROM generate_series(0, 31 * 1440 - 1) i
  `.execute(db);
  const started = performance.now();
  await refreshOperatingHours(db, { deviceId: machine.id, from, to });
  return performance.now() - started;
}

export async function run(): Promise<BenchResult[]> {
  const database = await openBenchDatabase();
  try {
    const db = database.db;
    const started = performance.now();
    const { machines, from, to } = await generate(db);
    console.log(`  data generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const iso = (d: Date) => d.toISOString().replace(/\.\d+Z$/, 'Z');
    const parts: Machine[][] = [];
    for (let i = 0; i < machines.length; i += PER_CALL) parts.push(machines.slice(i, i + PER_CALL));
    const body = (part: readonly Machine[]) => ({
      measure_time_from: iso(from),
      measure_time_to: iso(to),
      round_kbn: 3 as const,
      sensor_list: part.flatMap((m) =>
        SENSORS.map((sensor_id) => ({
          model_id: m.model_id,
          serial_no: m.serial_no,
          sensor_id,
        })),
      ),
    });
    const screenCalls = () =>
      Promise.all(parts.map(async (part) => sensorData(db, await loadScope(db, USER), body(part))));

    const answers = await screenCalls();
    const series = answers.flatMap((a) => a.sensor_data_list.flatMap((m) => m.timeList));
    const points = series.reduce((n, s) => n + s.dataList.length, 0);
    if (answers.some((a) => a.truncated) || series.length !== SENSORS.length * MACHINES) {
      throw new Error(
        `unexpected answer: ${series.length} series, truncated ${answers.map((a) => a.truncated)}`,
      );
    }
    const ids = machines.map((m) => m.id);
    const scan = () =>
      sql`
        SELECT count(*), sum(loaded_seconds), sum(unloaded_seconds), sum(ampere_seconds), sum(no_current_seconds)
        FROM device_operating_hourly
        WHERE device_id = ANY(${ids}::bigint[]) AND hour >= ${new Date(from.getTime() - 86_400_000)} AND hour < ${to}
      `.execute(db);
    const times = await timeInterleaved(screenCalls, scan);
    const summariseMs = await summariseMonth(db, machines[0]!);

    return [
      {
        name: `VolumeGraph: daily air and energy of ${MACHINES} machines over ${DAYS} days (${parts.length} calls at once, ${points.toLocaleString('en-US')} points), p95 of ${times.work.length} (${median(times.work)})`,
        value: p95(times.work),
        unit: 'ms',
        // DESIGN §10 gives the screen 1 s; the call takes at most a quarter of it.
        budget: '<= 250',
        baseline: p95Baseline(
          "one SQL scan of the year's hourly rows of the same machines (count, sums)",
          times.baseline,
        ),
      },
      {
        name: 'operating sums, first summary of 1 machine × 31 days of 1-minute samples (44,640 rows)',
        value: summariseMs,
        unit: 'ms',
      },
    ];
  } finally {
    await database.close();
  }
}
