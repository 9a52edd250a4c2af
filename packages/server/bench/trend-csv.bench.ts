/**
 * The trend CSV of a machine-year (DESIGN §10: four sensors, every sample, streamed: memory flat,
 * printed; time beside a plain COPY of the same rows).
 *
 * One machine with a year of 1-minute samples of four trend sensors (525,600 snapshots, written in SQL),
 * the real app listening on a loopback port, and a client in this process that reads the answer as a
 * browser saving it would, dropping each chunk. Time: RUNS files in turn with the baseline, a plain
 * `COPY (SELECT …) TO STDOUT (FORMAT csv)` of the same rows and columns through pg-copy-streams into a
 * sink; medians. Memory, in one more run of each: at every 2 MB received, the memory kept (JavaScript heap
 * plus what Buffers hold outside it, after a full garbage collection) over its value before the run; the
 * highest, and the RSS growth beside it. Reader and server share the process, so a check sees the server
 * mid-file, held back by the socket.
 */
import http from 'node:http';
import os from 'node:os';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'kysely';
import pino from 'pino';
import { to as copyTo } from 'pg-copy-streams';
import { buildApp } from '../src/app.ts';
import { createSession, SESSION_COOKIE } from '../src/auth/sessions.ts';
import { loadConfig } from '../src/config.ts';
import {
  insertDevice,
  insertDeviceGroup,
  insertSnapshotSeries,
  insertUser,
} from '../test/support/factories.ts';
import { openBenchDatabase } from './database.ts';
import type { BenchResult } from './types.ts';

const ROWS = 525_600;
const FROM = new Date('2025-01-01T00:00:00Z');
const TO = new Date(FROM.getTime() + (ROWS - 1) * 60_000);
const SENSORS = ['sn_D002', 'sn_D006', 'sn_D012', 'sn_D014'];
const COLUMNS = ['d002', 'd006', 'd012', 'd014'];
const RUNS = 3;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/** Memory kept while a file streams: JS heap plus what Buffers hold outside it, after a full collection. */
function retained(): number {
  gc();
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

/**
 * A sink that counts and drops what it is given. With `checkEvery`, every that many bytes it collects
 * garbage and notes the memory kept over `base` (the reader and the server share this process, so this
 * sees the server mid-file, held at the socket), and the RSS over `rssBase`.
 */
function counter(memory?: { checkEvery: number; base: number; rssBase: number }) {
  let bytes = 0;
  let next = memory?.checkEvery ?? Infinity;
  const kept: number[] = [];
  let rss = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (memory && bytes >= next) {
        next += memory.checkEvery;
        kept.push(retained() - memory.base);
        rss = Math.max(rss, process.memoryUsage.rss() - memory.rssBase);
      }
      done();
    },
  });
  return { sink, bytes: () => bytes, kept: () => Math.max(...kept), rss: () => rss };
}

type Counter = ReturnType<typeof counter>;

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mb = (bytes: number) => bytes / 1e6;

/** `work` and `baseline` in turn, RUNS times each, so that both see the same load. */
async function timeInterleaved(work: () => Promise<unknown>, baseline: () => Promise<unknown>) {
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

export async function run(): Promise<BenchResult[]> {
  const database = await openBenchDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: os.tmpdir() });
  const app = await buildApp({ config, db: database.db, log: pino({ level: 'silent' }) });
  try {
    const db = database.db;
    const started = performance.now();
    const group = await insertDeviceGroup(db);
    await insertUser(db, { userId: 'bench', loginRootGroupIds: [group.root_group_id] });
    const machine = await insertDevice(db, {
      deviceGroupId: group.device_group_id,
      model_id: 'OIL_INJECTION2',
      time_zone: 'Asia/Tokyo',
    });
    await insertSnapshotSeries(db, {
      deviceId: machine.id,
      from: FROM,
      stepMs: 60_000,
      count: ROWS,
      values: {
        sn_D002: { start: 700, step: 7, modulo: 300 },
        sn_D006: { start: 800, step: 13, modulo: 200 },
        sn_D012: { start: 40, step: 1, modulo: 30 },
        sn_D014: { start: 0, step: 1, modulo: 101 },
      },
    });
    await sql`ANALYZE`.execute(db);
    console.log(`  data generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const session = await createSession(db, 'bench', {}, 1);
    const query = new URLSearchParams({
      model_id: machine.model_id,
      serial_no: machine.serial_no,
      sensor_id: SENSORS.join(','),
      measure_time_from: FROM.toISOString(),
      measure_time_to: TO.toISOString(),
      locale: '2',
    });
    // Uncompressed, as the bytes a browser writes to disk.
    const download = (into: Counter = counter()) =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(
          `http://127.0.0.1:${port}/v1/sensor-data-file-mgt/trendCsv?${query.toString()}`,
          { headers: { cookie: `${SESSION_COOKIE}=${session.id}` } },
          (res) => {
            if (res.statusCode !== 200) reject(new Error(`trendCsv answered ${res.statusCode}`));
            pipeline(res, into.sink).then(() => resolve(into.bytes()), reject);
          },
        );
        request.on('error', reject);
      });
    // COPY takes no parameters: the values are ours (a row id and two ISO times).
    const copy = async (into: Counter = counter()) => {
      const client = await database.pool.connect();
      try {
        await pipeline(
          client.query(
            copyTo(`COPY (
              SELECT measure_time, ${COLUMNS.join(', ')} FROM snapshots
              WHERE device_id = ${Number(machine.id)}
                AND measure_time >= '${FROM.toISOString()}' AND measure_time <= '${TO.toISOString()}'
                AND (${COLUMNS.map((c) => `${c} IS NOT NULL`).join(' OR ')})
              ORDER BY measure_time
            ) TO STDOUT (FORMAT csv)`),
          ),
          into.sink,
        );
        return into.bytes();
      } finally {
        client.release();
      }
    };

    // One of each first: the code warm, the rows in the cache.
    const file = await download();
    const copied = await copy();
    // Memory, apart from the timed runs: checked at every 2 MB of each, over what was kept before it,
    // once the last run's sockets and buffers are let go.
    const watched = async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        retained();
      }
      return counter({ checkEvery: 2_000_000, base: retained(), rssBase: process.memoryUsage.rss() });
    };
    const fileMemory = await watched();
    await download(fileMemory);
    const copyMemory = await watched();
    await copy(copyMemory);
    const times = await timeInterleaved(download, copy);
    return [
      {
        name: `trend CSV, a machine-year of four sensors, streamed: GET /v1/sensor-data-file-mgt/trendCsv through the app to a socket, ${ROWS.toLocaleString('en-US')} rows (${mb(file).toFixed(1)} MB), session to last byte, median of ${RUNS}`,
        value: median(times.work),
        unit: 'ms',
        baseline: {
          name: `COPY (SELECT the same rows and columns) TO STDOUT (FORMAT csv) into a sink (${mb(copied).toFixed(1)} MB), median of ${RUNS}`,
          value: median(times.baseline),
          unit: 'ms',
        },
      },
      {
        name: `the same file: memory kept while it streams (JS heap + external after a full collection, at every 2 MB, highest, over the start; RSS growth ${mb(fileMemory.rss()).toFixed(1)} MB)`,
        value: mb(fileMemory.kept()),
        unit: 'MB',
        baseline: {
          name: `the COPY's (RSS growth ${mb(copyMemory.rss()).toFixed(1)} MB)`,
          value: mb(copyMemory.kept()),
          unit: 'MB',
        },
      },
    ];
  } finally {
    await app.close();
    await database.close();
  }
}
