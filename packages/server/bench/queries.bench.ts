/**
 * Read-side budgets of DESIGN §10, measured through the real services:
 *
 * (a) trend of one machine, one year of 1-minute data (525,600 snapshots), 4 sensors, M4 down-sampled to
 *     1,000 buckets, met as a user meets it: the data ingested, one round of the ingest summariser
 *     (src/ingest/summariser.ts, its time reported), a few calls on another machine's year (a running
 *     server's code is warm), then the first call of sensorData() on the machine on its own line and the
 *     p95 over RUNS following calls; baseline: one scan of the same rows in SQL.
 * (b) latest status (sn_D027) of 10,000 machines: p95 over RUNS calls of latestSensorDataJson() (the
 *     service behind getLatestSensorData, the answer written as JSON text);
 *     baseline: a plain SELECT of the same 10,000 device_latest rows.
 * (c) GET /v1/fleet/devices for all 10,000 machines, through the real app (app.inject: session, routing,
 *     the whole ~5 MB answer), uncompressed: p95 over RUNS calls; baseline: the same plain SELECT.
 *     Then the same with brotli as a browser asks for it, and GET /v1/fleet/groupSummaries of the root
 *     (counts over all 10,000 machines), both without a budget.
 *
 * (b) and the fleet devices figure run interleaved with their baseline (one call of each in turn), so
 * both see the same load.
 *
 * The database is its own embedded PostgreSQL in a temporary folder, or a fresh database created on the
 * server that DATABASE_URL names; either is removed afterwards. Data is generated in SQL
 * (INSERT … SELECT generate_series) for speed.
 */
import os from 'node:os';
import { sql } from 'kysely';
import pino from 'pino';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { runSummariserRound } from '../src/ingest/summariser.ts';
import { latestSensorDataJson, sensorData } from '../src/services/sensor-data.ts';
import { loadScope } from '../src/services/access.ts';
import { buildApp } from '../src/app.ts';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions.ts';
import { openBenchDatabase } from './database.ts';
import type { BenchResult } from './types.ts';

const RUNS = 30;
const WARM_UP = 3;
const MACHINES = 10_000;
/** The fixed demo fleet has 70 machines; the rest are extra machines spread over the sites. */
const FIXED_FLEET = 70;
const YEAR_FROM = '2025-01-01T00:00:00Z';
const YEAR_TO = '2025-12-31T23:59:00Z';
const MINUTES_IN_YEAR = 525_600;
const TREND_SENSORS = ['sn_D002', 'sn_D006', 'sn_D012', 'sn_D014'];
const BUCKETS = 1_000;
/** Sees every machine. */
const USER = 'supplier';

interface BenchMachine {
  modelId: string;
  serialNo: string;
}

/**
 * The fleet, every machine's latest row, and a year of 1-minute snapshots of two machines: the trend is
 * measured on the first; the second warms the process as other users' calls warm a running server.
 */
async function generate(db: Db): Promise<{ machine: BenchMachine; other: BenchMachine }> {
  await seedDemo(db, loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() }), {
    extraMachines: MACHINES - FIXED_FLEET,
  });
  await sql`
    INSERT INTO device_latest (device_id, measure_time, d002, d006, d012, d014, d020_021, d027)
    SELECT id, now() - (id % 300) * interval '1 minute', 700 + id % 50, 800 + id % 90, 50 + id % 20,
           60 + id % 40, 10000 + id, CASE WHEN id % 3 = 0 THEN 384 ELSE 256 END
    FROM devices
  `.execute(db);
  const [machine, other] = await db
    .selectFrom('devices')
    .select(['id', 'model_id', 'serial_no'])
    .orderBy('id')
    .limit(2)
    .execute();
  await sql`
    SELECT ensure_snapshot_partition(m::date)
    FROM generate_series(${YEAR_FROM}::timestamptz, ${YEAR_TO}::timestamptz, interval '1 month') m
  `.execute(db);
  // A daily and a weekly rhythm plus noise, like a compressor that loads and unloads.
  await sql`
    INSERT INTO snapshots (device_id, measure_time, d001, d002, d003, d006, d007, d012, d014, d020_021, d022_023, d024, d025, d026, d027, d028)
    SELECT m.id, ${YEAR_FROM}::timestamptz + i * interval '1 minute',
           65036, 700 + (i % 1440) / 20 + (i * 7919) % 13, 690, 800 + (i % 10080) / 60 + (i * 104729) % 17,
           250 + (i % 1440) / 30, 40 + (i * 31) % 30, 50 + (i * 17) % 50, 10000 + i / 60, 500 + i / 1440,
           0, 0, CASE WHEN i % 50000 < 30 THEN 8 ELSE 0 END, CASE WHEN i % 1440 < 960 THEN 384 ELSE 256 END, 0
    FROM generate_series(0::bigint, ${MINUTES_IN_YEAR - 1}::bigint) i
    CROSS JOIN unnest(${[machine!.id, other!.id]}::bigint[]) AS m(id)
  `.execute(db);
  await sql`ANALYZE`.execute(db);
  const key = (d: { model_id: string; serial_no: string }) => ({
    modelId: d.model_id,
    serialNo: d.serial_no,
  });
  return { machine: key(machine!), other: key(other!) };
}

async function timeRuns(work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await work();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return times;
}

/** Runs `work` and `baseline` in turn, RUNS times each after the warm-up, so both see the same load. */
export async function timeInterleaved(
  work: () => Promise<unknown>,
  baseline: () => Promise<unknown>,
): Promise<{ work: number[]; baseline: number[] }> {
  for (let i = 0; i < WARM_UP; i++) {
    await work();
    await baseline();
  }
  const times = { work: [] as number[], baseline: [] as number[] };
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    await work();
    times.work.push(performance.now() - started);
    started = performance.now();
    await baseline();
    times.baseline.push(performance.now() - started);
  }
  return times;
}

function percentile(times: readonly number[], p: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)]!;
}
export const p95 = (times: readonly number[]) => percentile(times, 0.95);
/** Shown beside the p95: on a shared machine the median tells load from regression. */
export const median = (times: readonly number[]) => `median ${percentile(times, 0.5).toFixed(1)} ms`;
/** A baseline beside a figure: the p95 of its times, the median in its name. */
export const p95Baseline = (name: string, times: readonly number[]) => ({
  name: `${name}, p95 (${median(times)})`,
  value: p95(times),
  unit: 'ms',
});

export async function run(): Promise<BenchResult[]> {
  const started = performance.now();
  const database = await openBenchDatabase();
  try {
    const { machine, other } = await generate(database.db);
    const db = database.db;
    console.log(`  data generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    // (a) the one-year trend, M4.
    const trendBody = {
      measure_time_from: YEAR_FROM,
      measure_time_to: YEAR_TO,
      sensor_list: TREND_SENSORS.map((sensor_id) => ({
        model_id: machine.modelId,
        serial_no: machine.serialNo,
        sensor_id,
      })),
      downsample: { method: 'm4' as const, buckets: BUCKETS },
    };
    // Ingest keeps the hourly summaries up to date: one round of its summariser, as after a restart.
    const summariserStarted = performance.now();
    const summarised = await runSummariserRound(db, { log: pino({ level: 'warn' }) });
    const summariserMs = performance.now() - summariserStarted;
    // A running server has served other calls before: the other machine's year warms the process (code,
    // connections), not this machine's rows.
    for (let i = 0; i < WARM_UP; i++) {
      await sensorData(db, await loadScope(db, USER), {
        ...trendBody,
        sensor_list: trendBody.sensor_list.map((s) => ({
          ...s,
          model_id: other.modelId,
          serial_no: other.serialNo,
        })),
      });
    }
    const coldStarted = performance.now();
    const trend = await sensorData(db, await loadScope(db, USER), trendBody);
    const coldMs = performance.now() - coldStarted;
    const points = trend.sensor_data_list[0]!.timeList.reduce((n, s) => n + s.dataList.length, 0);
    const trendTimes = await timeRuns(async () => sensorData(db, await loadScope(db, USER), trendBody));
    const deviceId = await db
      .selectFrom('devices')
      .select('id')
      .where('serial_no', '=', machine.serialNo)
      .executeTakeFirstOrThrow();
    const scanTimes = await timeRuns(() =>
      sql`
        SELECT count(*), min(d002), max(d002), min(d006), max(d006), min(d012), max(d012), min(d014), max(d014)
        FROM snapshots
        WHERE device_id = ${deviceId.id} AND measure_time >= ${YEAR_FROM} AND measure_time <= ${YEAR_TO}
      `.execute(db),
    );

    // (b) the latest status of 10,000 machines.
    const devices = await db.selectFrom('devices').select(['model_id', 'serial_no']).execute();
    const latestBody = {
      sensor_list: devices.map((d) => ({
        model_id: d.model_id,
        serial_no: d.serial_no,
        sensorId: 'sn_D027' as const,
      })),
    };
    const latest = JSON.parse(await latestSensorDataJson(db, await loadScope(db, USER), latestBody));
    if (latest.sensor_data_list.length !== MACHINES) {
      throw new Error(`expected ${MACHINES} machines, got ${latest.sensor_data_list.length}`);
    }
    const plainSelect = () => sql`SELECT device_id, measure_time, d027 FROM device_latest`.execute(db);
    const { work: latestTimes, baseline: plainTimes } = await timeInterleaved(
      async () => latestSensorDataJson(db, await loadScope(db, USER), latestBody),
      plainSelect,
    );

    // (c) the fleet calls through the real app.
    const fleet = await measureFleetCalls(db, plainSelect);

    return [
      {
        name: `trend: 1 machine, 1 year of 1-minute data (${MINUTES_IN_YEAR.toLocaleString('en-US')} rows), 4 sensors, M4 ${BUCKETS} buckets → ${points} points, p95 of ${RUNS} (${median(trendTimes)})`,
        value: p95(trendTimes),
        unit: 'ms',
        budget: '<= 30',
        baseline: p95Baseline('one SQL scan of the same rows (count, min, max)', scanTimes),
      },
      {
        name: `the same trend, first call on the machine after the ingest summariser ran (the process warmed by ${WARM_UP} calls on another machine's year)`,
        value: coldMs,
        unit: 'ms',
        budget: '<= 30',
        baseline: p95Baseline('the same scan', scanTimes),
      },
      {
        name: `the ingest summariser's round before it: ${summarised.devices} machine(s), ${summarised.hours.toLocaleString('en-US')} hours of every measurement register and the operating sums, ${MACHINES.toLocaleString('en-US')} machines looked at (not a request)`,
        value: summariserMs,
        unit: 'ms',
      },
      {
        name: `latest status (sn_D027) of ${MACHINES.toLocaleString('en-US')} machines, one service call, p95 of ${RUNS} (${median(latestTimes)})`,
        value: p95(latestTimes),
        unit: 'ms',
        budget: '<= 30',
        baseline: p95Baseline('plain SELECT of the same device_latest rows', plainTimes),
      },
      ...fleet,
    ];
  } finally {
    await database.close();
  }
}

/**
 * (c) GET /v1/fleet/devices and /v1/fleet/groupSummaries for the supplier (all 10,000 machines) through
 * the real app, signed in with a session cookie like a browser.
 */
async function measureFleetCalls(db: Db, plainSelect: () => Promise<unknown>): Promise<BenchResult[]> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  const app = await buildApp({ config, db, log: pino({ level: 'silent' }) });
  await app.ready();
  try {
    const session = await createSession(db, USER, {}, 1);
    const cookie = `${SESSION_COOKIE}=${session.id}`;
    const headers = (encoding?: string) => ({ cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) });
    const get = (url: string, encoding?: string) => app.inject({ url, headers: headers(encoding) });
    /**
     * The call as a socket would see it: the answer streamed and dropped. (inject's buffered mode copies
     * the whole answer twice and decodes it into a string, which a server never does.)
     */
    const call = async (url: string, encoding?: string) => {
      const res = await app.inject({ url, headers: headers(encoding), payloadAsStream: true });
      let bytes = 0;
      for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
      if (res.statusCode !== 200 || bytes === 0) throw new Error(`${url}: ${res.statusCode}, ${bytes} bytes`);
    };
    const devices = await get('/v1/fleet/devices');
    const count = devices.json().fleet_device_list.length;
    if (devices.statusCode !== 200 || count !== MACHINES) {
      throw new Error(`fleet devices: expected ${MACHINES} machines, got ${devices.statusCode} ${count}`);
    }
    const megabytes = (devices.rawPayload.length / 1e6).toFixed(1);
    const { work: deviceTimes, baseline: plainTimes } = await timeInterleaved(
      () => call('/v1/fleet/devices'),
      plainSelect,
    );
    const compressed = await get('/v1/fleet/devices', 'gzip, deflate, br');
    const brotliKb = Math.round(compressed.rawPayload.length / 1000);
    const brotliTimes = await timeRuns(() => call('/v1/fleet/devices', 'gzip, deflate, br'));
    const summaryTimes = await timeRuns(() => call('/v1/fleet/groupSummaries?device_group_id=supplier'));
    return [
      {
        name: `fleet devices of ${MACHINES.toLocaleString('en-US')} machines, GET /v1/fleet/devices through the app, session to last byte (${megabytes} MB JSON, uncompressed), p95 of ${RUNS} (${median(deviceTimes)})`,
        value: p95(deviceTimes),
        unit: 'ms',
        budget: '<= 30',
        baseline: p95Baseline('plain SELECT of the same device_latest rows', plainTimes),
      },
      {
        name: `the same with Accept-Encoding: gzip, deflate, br (brotli, ${brotliKb.toLocaleString('en-US')} KB on the wire), p95 of ${RUNS} (${median(brotliTimes)})`,
        value: p95(brotliTimes),
        unit: 'ms',
      },
      {
        name: `group summaries of the root (counts over ${MACHINES.toLocaleString('en-US')} machines), GET /v1/fleet/groupSummaries, p95 of ${RUNS} (${median(summaryTimes)})`,
        value: p95(summaryTimes),
        unit: 'ms',
      },
    ];
  } finally {
    await app.close();
  }
}
