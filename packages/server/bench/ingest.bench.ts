/**
 * Ingest budget of DESIGN §10: MQTT to committed rows with alarm evaluation, >= 10,000 snapshots/s on
 * 2 cores. Gateways (PUBLISHERS connections as the demo gateway, in a worker thread so that they do not
 * share the ingest's event loop) publish QoS 1 batches of SAMPLES_PER_MESSAGE one-minute snapshots with all
 * 33 registers to the embedded broker; the figure is snapshots / (first publish .. last PUBACK), and a
 * PUBACK comes only after the commit. Baseline in the same run: a raw COPY of the same rows into the
 * snapshots table (no validation, no idempotence, no latest values, no alarms).
 *
 * Backlog, in the same run (ingest-backlog.ts): BACKLOG_MACHINES other machines that hold a year of
 * history receive a day of older one-minute samples each, newest first, from the same PUBLISHERS
 * connections; the figure is snapshots / (first publish .. last PUBACK), beside the in-order one. Meanwhile
 * LIVE_MACHINES further machines send one live sample each per second on a connection of their own; the
 * latency of those (publish to PUBACK) is the fairness figure.
 *
 * The database is its own embedded PostgreSQL in a temporary folder, or a fresh database on the server
 * DATABASE_URL names; either is removed afterwards.
 */
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { sql } from 'kysely';
import mqtt from 'mqtt';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import pino from 'pino';
import { registersTopic } from '@airsight/contracts';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/database.ts';
import { seedDemo } from '../src/demo/seed.ts';
import { IngestService } from '../src/ingest/service.ts';
import { parseMessage, SNAPSHOT_COLUMNS } from '../src/ingest/payload.ts';
import { startEmbeddedBroker } from '../src/mqtt/embedded-broker.ts';
import { ingestMetrics } from '../src/plugins/metrics.ts';
import { openBenchDatabase } from './database.ts';
import type { BenchResult } from './types.ts';
import {
  buildBacklogJobs,
  buildHistory,
  checkBacklogResult,
  livePayload,
  planBacklog,
} from './ingest-backlog.ts';

const MACHINES = 60;
const SAMPLES_PER_MACHINE = 3_000;
const SAMPLES_PER_MESSAGE = 50;
const PUBLISHERS = 4;
/** QoS 1 publishes each connection keeps in flight. */
const IN_FLIGHT = 16;
const BACKLOG_MACHINES = 100;
const LIVE_MACHINES = 20;
/** Each live machine sends a sample a second: one publish every 1000 / LIVE_MACHINES ms. */
const LIVE_PERIOD_MS = 1_000;

interface Job {
  topic: string;
  payload: string;
}

interface PublisherData {
  role: 'publisher';
  port: number;
  jobs: Job[][];
  /** Topics of machines that send live samples while the jobs are published. */
  live?: string[];
}

interface PublisherReport {
  ready?: boolean;
  seconds?: number;
  /** Publish-to-PUBACK times of the live samples, ms. */
  latencies?: number[];
}

/** One minute apart from a fixed start; event words toggle now and then so that the engine has edges. */
function buildJobs(machines: { model_id: string; serial_no: string }[]): Job[][] {
  const start = Date.parse('2026-01-05T00:00:00Z');
  const lanes: Job[][] = Array.from({ length: PUBLISHERS }, () => []);
  machines.forEach((m, k) => {
    for (let first = 0; first < SAMPLES_PER_MACHINE; first += SAMPLES_PER_MESSAGE) {
      const samples = [];
      for (let i = first; i < first + SAMPLES_PER_MESSAGE; i++) {
        const registers: Record<string, number> = {};
        for (let r = 1; r <= 33; r++) registers[String(r).padStart(4, '0')] = (r * 37 + i + k) % 1_000;
        registers['0020'] = 0;
        registers['0021'] = 1_000 + Math.floor(i / 60);
        // Event words change rarely, as on a real machine: an alarm now and then, lamps on load changes.
        registers['0024'] = Math.floor(i / 240) % 2;
        registers['0025'] = 0;
        registers['0029'] = i > 2_500 ? 1 : 0;
        registers['0026'] = (i + k) % 500 < 3 ? 4 : 0;
        registers['0027'] = i % 120 < 100 ? 0x180 : 0x100;
        registers['0028'] = i > 2_000 ? 0x80 : 0;
        samples.push({ time: new Date(start + i * 60_000).toISOString(), registers });
      }
      lanes[k % PUBLISHERS]!.push({
        topic: registersTopic(m.model_id, m.serial_no),
        payload: JSON.stringify({ samples }),
      });
    }
  });
  return lanes;
}

/** Worker side: publish every lane's jobs on its own connection, IN_FLIGHT at a time; report the time. */
async function publisherMain(data: PublisherData): Promise<void> {
  const clients = await Promise.all(
    data.jobs.map(() =>
      mqtt.connectAsync(`mqtt://127.0.0.1:${data.port}`, {
        username: 'demo-gateway',
        password: 'demo',
        reconnectPeriod: 0,
      }),
    ),
  );
  parentPort!.postMessage({ ready: true });
  await new Promise((resolve) => parentPort!.once('message', resolve));
  const started = performance.now();
  const live = data.live?.length ? await startLive(data.port, data.live) : undefined;
  await Promise.all(
    data.jobs.map(async (jobs, c) => {
      const client = clients[c]!;
      let next = 0;
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          while (next < jobs.length) {
            const job = jobs[next++]!;
            await client.publishAsync(job.topic, job.payload, { qos: 1 });
          }
        }),
      );
    }),
  );
  const seconds = (performance.now() - started) / 1_000;
  const latencies = await live?.stop();
  await Promise.all(clients.map((c) => c.endAsync()));
  parentPort!.postMessage({ seconds, latencies } satisfies PublisherReport);
}

/** Live machines on a connection of their own: a sample a second each, now-stamped; answers latencies. */
async function startLive(port: number, topics: string[]): Promise<{ stop(): Promise<number[]> }> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    username: 'demo-gateway',
    password: 'demo',
    reconnectPeriod: 0,
  });
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let next = 0;
  let lastTime = 0;
  const timer = setInterval(() => {
    const k = next++ % topics.length;
    // Strictly increasing times: every sample is newer than what its machine sent.
    const time = (lastTime = Math.max(Date.now(), lastTime + 1));
    const sent = performance.now();
    const publish: Promise<void> = client
      .publishAsync(topics[k]!, livePayload(time, k + 1), { qos: 1 })
      .then(() => void latencies.push(performance.now() - sent))
      .finally(() => inFlight.delete(publish));
    inFlight.add(publish);
  }, LIVE_PERIOD_MS / topics.length);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      await client.endAsync();
      return latencies;
    },
  };
}

/** The same rows as the payloads, COPY'd straight into snapshots; answers rows per second. */
async function copyBaseline(pool: pg.Pool, jobs: Job[][], deviceIds: Map<string, string>): Promise<number> {
  const lines: string[] = [];
  for (const job of jobs.flat()) {
    const [, model, serial] = job.topic.split('/');
    const deviceId = deviceIds.get(`${model}/${serial}`)!;
    for (const row of parseMessage(job.payload, { now: Date.now() })) {
      lines.push(
        `${deviceId}\t${new Date(row.time).toISOString()}\t${row.values.map((v) => (v === null ? '\\N' : v)).join('\t')}\n`,
      );
    }
  }
  const client = await pool.connect();
  try {
    await client.query('TRUNCATE snapshots');
    const started = performance.now();
    const stream = client.query(
      copyFrom(`COPY snapshots (device_id, measure_time, ${SNAPSHOT_COLUMNS.join(', ')}) FROM STDIN`),
    );
    await pipeline(Readable.from(lines), stream);
    return lines.length / ((performance.now() - started) / 1_000);
  } finally {
    client.release();
  }
}

/** Runs a publisher worker over `data` and answers its report once every job is acknowledged. */
async function publishInWorker(data: PublisherData): Promise<PublisherReport> {
  const worker = new Worker(new URL(import.meta.url), { workerData: data });
  try {
    const messages: PublisherReport[] = [];
    let wake: (() => void) | undefined;
    worker.on('message', (m: PublisherReport) => {
      messages.push(m);
      wake?.();
    });
    const next = async () => {
      while (messages.length === 0) await new Promise<void>((r) => (wake = r));
      return messages.shift()!;
    };
    await next();
    worker.postMessage('go');
    return await next();
  } finally {
    await worker.terminate();
  }
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

/** The backlog phase: history in SQL, then the missing day newest first with live machines besides. */
async function runBacklog(
  db: Db,
  port: number,
  machines: { id: string | number; model_id: string; serial_no: string }[],
) {
  const backlogMachines = machines.slice(0, BACKLOG_MACHINES);
  const liveMachines = machines.slice(BACKLOG_MACHINES, BACKLOG_MACHINES + LIVE_MACHINES);
  const deviceIds = backlogMachines.map((m) => String(m.id));
  const plan = planBacklog();
  const built = performance.now();
  const historyRows = await buildHistory(db, deviceIds, plan);
  console.log(
    `bench ingest: history of ${historyRows.toLocaleString('en-US')} snapshots written in ${((performance.now() - built) / 1_000).toFixed(1)} s`,
  );
  const jobs = buildBacklogJobs(backlogMachines, plan, PUBLISHERS);
  const { seconds, latencies = [] } = await publishInWorker({
    role: 'publisher',
    port,
    jobs,
    live: liveMachines.map((m) => registersTopic(m.model_id, m.serial_no)),
  });
  await checkBacklogResult(db, deviceIds, plan);
  const sorted = [...latencies].sort((a, b) => a - b);
  if (sorted.length === 0) throw new Error('no live sample was acknowledged during the backlog');
  return {
    snapshots: BACKLOG_MACHINES * 1_440,
    seconds: seconds!,
    latencies: sorted,
    p99: quantile(sorted, 0.99),
    median: quantile(sorted, 0.5),
    max: sorted.at(-1)!,
  };
}

export async function run(): Promise<BenchResult[]> {
  // INGEST_BATCH_SIZE, INGEST_BATCH_MS and INGEST_CONCURRENCY from the environment apply, to try settings.
  // Read before the database starts: a bad setting then leaves nothing behind.
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir(), DEMO: 'on' });
  const database = await openBenchDatabase();
  const { db, pool } = database;
  const ingest = new IngestService({ db, config, log: pino({ level: 'warn' }), metrics: ingestMetrics });
  let broker: Awaited<ReturnType<typeof startEmbeddedBroker>> | undefined;
  try {
    await seedDemo(db, config, { extraMachines: MACHINES + BACKLOG_MACHINES + LIVE_MACHINES });
    const machines = await db
      .selectFrom('devices')
      .select(['id', 'model_id', 'serial_no'])
      .orderBy('id')
      .limit(MACHINES + BACKLOG_MACHINES + LIVE_MACHINES)
      .execute();
    const others = machines.splice(MACHINES);
    const jobs = buildJobs(machines);
    const total = MACHINES * SAMPLES_PER_MACHINE;
    // Partitions of these months exist beforehand, as they do for live data (created once per month).
    await sql`SELECT ensure_snapshot_partition(m::date) FROM generate_series('2026-01-01'::date, '2026-03-01'::date, interval '1 month') m`.execute(
      db,
    );

    broker = await startEmbeddedBroker({ port: 0, host: '127.0.0.1', ingest, log: pino({ level: 'warn' }) });
    const { seconds } = await publishInWorker({ role: 'publisher', port: broker.port, jobs });

    const { rows } = await sql<{ n: number; incidents: number }>`
      SELECT (SELECT count(*)::int FROM snapshots) AS n, (SELECT count(*)::int FROM incidents) AS incidents`.execute(
      db,
    );
    if (rows[0]!.n !== total) throw new Error(`expected ${total} snapshots, found ${rows[0]!.n}`);
    if (rows[0]!.incidents === 0) throw new Error('the alarm engine opened no incident');

    // Disk cost of a snapshot as the ingest wrote it (device after device interleaved, as gateways send).
    const size = await sql<{ bytes: number }>`
      SELECT sum(pg_total_relation_size(inhrelid))::float8 / ${total} AS bytes
        FROM pg_inherits WHERE inhparent = 'snapshots'::regclass`.execute(db);

    const backlog = await runBacklog(db, broker.port, others);

    const baseline = await copyBaseline(
      pool,
      jobs,
      new Map(machines.map((m) => [`${m.model_id}/${m.serial_no}`, String(m.id)])),
    );
    return [
      {
        name: `ingest, MQTT QoS 1 to committed rows with alarms (${PUBLISHERS} gateways, ${SAMPLES_PER_MESSAGE} samples/message, ${total.toLocaleString('en-US')} snapshots)`,
        value: total / seconds!,
        unit: 'snapshots/s',
        budget: '>= 10000',
        baseline: { name: 'raw COPY of the same rows', value: baseline, unit: 'rows/s' },
      },
      {
        name: `ingest of a backlog: ${BACKLOG_MACHINES} machines with a year of history (10-minute steps), a day of older 1-minute samples each, newest first (${PUBLISHERS} gateways, 60 samples/message, ${backlog.snapshots.toLocaleString('en-US')} snapshots, ${LIVE_MACHINES} live machines besides)`,
        value: backlog.snapshots / backlog.seconds,
        unit: 'snapshots/s',
        budget: `>= ${Math.round(total / seconds! / 2)}`,
        baseline: {
          name: 'in-order ingest above (budget: half of it)',
          value: total / seconds!,
          unit: 'snapshots/s',
        },
      },
      {
        name: `live samples of ${LIVE_MACHINES} other machines during the backlog, publish to PUBACK, p99 of ${backlog.latencies.length} (median ${backlog.median.toFixed(0)} ms, max ${backlog.max.toFixed(0)} ms)`,
        value: backlog.p99,
        unit: 'ms',
        budget: '<= 1000',
      },
      {
        name: 'disk per snapshot as ingested (table + primary key, all 33 registers)',
        value: size.rows[0]!.bytes,
        unit: 'bytes',
      },
    ];
  } finally {
    await broker?.stop();
    await ingest.stop();
    await database.close();
  }
}

if (!isMainThread && (workerData as PublisherData | undefined)?.role === 'publisher') {
  await publisherMain(workerData as PublisherData);
}

if (isMainThread && process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  console.log(await run());
}
