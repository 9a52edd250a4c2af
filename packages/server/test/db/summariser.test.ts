/**
 * The ingest summariser (src/ingest/summariser.ts): one round covers every measurement register of every
 * device with data, from its first sample to the sealed hours, so that a year's trend summarises nothing
 * and still answers exactly the M4 of the raw samples; late samples show before and after the next
 * round; a round survives a database that refuses connections; two processes at once write each
 * summary once.
 */
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MODEL_REGISTERS } from '@airsight/contracts/models/registers';
import type { SensorDataBody } from '@airsight/contracts';
import type { Db } from '../../src/db/database.ts';
import { runSummariserRound, startSummariser } from '../../src/ingest/summariser.ts';
import { BatchWriter } from '../../src/ingest/writer.ts';
import { SNAPSHOT_COLUMNS, type SnapshotRow } from '../../src/ingest/payload.ts';
import { ingestMetrics } from '../../src/plugins/metrics.ts';
import { hourSummaries } from '../../src/repositories/hourly-summaries.ts';
import type { Scope } from '../../src/services/access.ts';
import { sensorData } from '../../src/services/sensor-data.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { proxiedDatabase, type TcpProxy } from '../support/tcp-proxy.ts';
import { connectDatabase } from '../support/fresh-database.ts';
import { createDevice, silentLog } from './ingest-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MODEL = 'OIL_INJECTION';
const MEASUREMENTS = MODEL_REGISTERS[MODEL].filter((r) => r.kind === 'measurement').map((r) => r.sensorId);
const TREND = ['sn_D002', 'sn_D006', 'sn_D012', 'sn_D014'] as const;
/** The group createDevice puts machines in. */
const SCOPE: Scope = {
  userId: 'summariser-test',
  rootGroupIds: ['alarm-test'],
  groups: [],
  groupIds: ['alarm-test'],
  canSeeGroup: () => true,
};

interface Sample {
  t: number;
  /** Values of TREND, in order. */
  v: number[];
}

/** One-minute samples with few distinct values (ties are common) over `minutes`, from `start`. */
function samplesFrom(start: number, minutes: number, seed = 0): Sample[] {
  return Array.from({ length: minutes }, (_, i) => ({
    t: start + i * MINUTE + ((i * 7_919) % 1_000),
    v: [(i * 37 + seed) % 11, (i * 131) % 1_000, 40 + ((i * 31) % 30), (i * 17 + seed) % 7],
  }));
}

const rowOf = (s: Sample): SnapshotRow => {
  const values = new Array<number | null>(SNAPSHOT_COLUMNS.length).fill(null);
  const columns: readonly string[] = SNAPSHOT_COLUMNS;
  TREND.forEach((id, i) => (values[columns.indexOf(id.slice(3).toLowerCase())] = s.v[i]!));
  return { time: s.t, values };
};

/** Brute-force M4 of one series on an hour-aligned grid, as the answer writes it (ISO times). */
function m4(
  samples: readonly Sample[],
  index: number,
  from: number,
  to: number,
  origin: number,
  width: number,
) {
  const byBucket = new Map<number, Sample[]>();
  for (const s of samples) {
    if (s.t < from || s.t > to) continue;
    const b = Math.floor((s.t - origin) / width);
    byBucket.set(b, [...(byBucket.get(b) ?? []), s]);
  }
  const points: { measureTime: string; data: number }[] = [];
  for (const b of [...byBucket.keys()].sort((x, y) => x - y)) {
    const ps = byBucket.get(b)!.sort((x, y) => x.t - y.t);
    const min = ps.reduce((a, p) => (p.v[index]! < a.v[index]! ? p : a));
    const max = ps.reduce((a, p) => (p.v[index]! > a.v[index]! ? p : a));
    const chosen = [...new Set([ps[0]!, ps.at(-1)!, min, max])].sort((x, y) => x.t - y.t);
    for (const p of chosen) points.push({ measureTime: new Date(p.t).toISOString(), data: p.v[index]! });
  }
  return points;
}

describe('the hourly summariser', () => {
  let database: TestDatabase;
  let db: Db;
  let writer: BatchWriter;
  /** Samples of the first device: nine hours that ended three hours ago. */
  const now = Date.now();
  const start = Math.floor(now / HOUR) * HOUR - 12 * HOUR + 7 * MINUTE;
  const samples = samplesFrom(start, 9 * 60);
  let deviceId: string;
  let serialNo: string;

  const ingest = (id: string, rows: readonly Sample[]) =>
    writer.submit({ deviceId: id, rows: rows.map(rowOf) });

  const sealedHour = async () =>
    (
      await sql<{
        sealed: Date;
      }>`SELECT date_trunc('hour', now() - interval '2 hours', 'UTC') AS sealed`.execute(db)
    ).rows[0]!.sealed.getTime();

  const coverageOf = async (id: string) =>
    (
      await sql<{ sensor: string; covered_from: Date; covered_to: Date }>`
        SELECT sensor, covered_from, covered_to FROM snapshot_m4_coverage
        WHERE device_id = ${id} AND sensor <> 'operating' ORDER BY sensor`.execute(db)
    ).rows.map((r) => ({ sensor: r.sensor, from: r.covered_from.getTime(), to: r.covered_to.getTime() }));

  /** Every stored summary row of a device with its row version: a rewrite changes xmin. */
  const summaryRows = async (id: string) =>
    (
      await sql<{ row: string }>`
        SELECT concat_ws(' ', 'hourly', sensor, hour, xmin) AS row FROM snapshot_m4_hourly WHERE device_id = ${id}
        UNION ALL
        SELECT concat_ws(' ', 'daily', sensor, day, xmin) FROM snapshot_m4_daily WHERE device_id = ${id}
        UNION ALL
        SELECT concat_ws(' ', 'coverage', sensor, covered_from, covered_to, xmin) FROM snapshot_m4_coverage
        WHERE device_id = ${id}
        ORDER BY 1`.execute(db)
    ).rows.map((r) => r.row);

  /** A trend of the last 365 days, 1,000 buckets, as the TrendGraph asks it. */
  const yearBody = (serial: string): SensorDataBody => ({
    measure_time_from: new Date(now - 365 * DAY).toISOString(),
    measure_time_to: new Date(now).toISOString(),
    iso8601_datetime_format: true,
    sensor_list: TREND.map((sensor_id) => ({ model_id: MODEL, serial_no: serial, sensor_id })),
    downsample: { method: 'm4', buckets: 1_000 },
  });

  const expectExactM4 = async (serial: string, all: readonly Sample[]) => {
    const answer = await sensorData(db, SCOPE, yearBody(serial));
    const origin = Date.parse(answer.downsample!.origin);
    const width = answer.downsample!.bucket_ms;
    // A year in at most 1,000 buckets: 12 hours wide (from the 6-hour blocks), aligned to UTC midnight.
    expect(width).toBe(12 * HOUR);
    expect(origin).toBe(Math.floor((now - 365 * DAY) / width) * width);
    const timeList = answer.sensor_data_list[0]!.timeList;
    TREND.forEach((sensor, i) => {
      expect(timeList[i]!.dataList, sensor).toEqual(m4(all, i, now - 365 * DAY, now, origin, width));
    });
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    writer = new BatchWriter({ db, log: silentLog, metrics: ingestMetrics, batchSize: 1_000, batchMs: 5 });
    deviceId = await createDevice(db, MODEL);
    serialNo = (
      await sql<{ serial_no: string }>`SELECT serial_no FROM devices WHERE id = ${deviceId}`.execute(db)
    ).rows[0]!.serial_no;
    await ingest(deviceId, samples);
  });
  afterAll(async () => {
    await writer?.stop();
    await database?.drop();
  });

  it('covers every measurement register from the first sample to the sealed hours in one round', async () => {
    const done = await runSummariserRound(db, { log: silentLog });
    expect(done.devices).toBe(1);
    const sealed = await sealedHour();
    const coverage = await coverageOf(deviceId);
    expect(coverage.map((c) => c.sensor).sort()).toEqual(
      MEASUREMENTS.map((id) => id.slice(3).toLowerCase()).sort(),
    );
    for (const c of coverage) expect(c, c.sensor).toMatchObject({ from: Date.UTC(1970, 0, 1), to: sealed });

    // A year's trend now reads the summaries as they are, and answers the M4 of the raw samples.
    const before = await summaryRows(deviceId);
    await expectExactM4(serialNo, samples);
    expect(await summaryRows(deviceId)).toEqual(before);

    // A second round finds nothing to do.
    expect(await runSummariserRound(db, { log: silentLog })).toEqual({ devices: 0, hours: 0 });
  });

  it('shows a late sample in a summarised hour in a read before the next round, and after it', async () => {
    // Largest values of all, between two samples of the third hour.
    const late: Sample = { t: samples[150]!.t + 20_000, v: [60_000, 5_000, 999, 99] };
    await ingest(deviceId, [late]);
    const withLate = [...samples, late].sort((a, b) => a.t - b.t);
    await expectExactM4(serialNo, withLate);

    const later: Sample = { t: samples[400]!.t + 20_000, v: [-1, -1, -1, -1] };
    await ingest(deviceId, [later]);
    const stale =
      await sql`SELECT 1 FROM snapshot_m4_stale WHERE device_id = ${deviceId} AND summary = 'm4'`.execute(db);
    expect(stale.rows).toHaveLength(1);
    await runSummariserRound(db, { log: silentLog });
    const applied = await sql`SELECT 1 FROM snapshot_m4_stale WHERE device_id = ${deviceId}`.execute(db);
    expect(applied.rows).toHaveLength(0);
    const before = await summaryRows(deviceId);
    await expectExactM4(
      serialNo,
      [...withLate, later].sort((a, b) => a.t - b.t),
    );
    expect(await summaryRows(deviceId)).toEqual(before);
  });

  it('gives the same rows when two processes run it at once', async () => {
    const { db: otherDb } = connectDatabase(database.url, 3);
    try {
      const id = await createDevice(db, MODEL);
      await ingest(id, samplesFrom(start - 40 * DAY, 6 * 60, 3));
      await ingest(id, samplesFrom(start, 2 * 60, 5));
      await Promise.all([
        runSummariserRound(db, { log: silentLog }),
        runSummariserRound(otherDb, { log: silentLog }),
      ]);
      const sealed = await sealedHour();
      for (const c of await coverageOf(id))
        expect(c, c.sensor).toMatchObject({ from: Date.UTC(1970, 0, 1), to: sealed });
      // The stored hours are those of the raw samples, once each.
      const stored = await sql<Record<string, string>>`
        SELECT sensor, hour, first_key, last_key, min_key, max_key FROM snapshot_m4_hourly
        WHERE device_id = ${id} ORDER BY sensor, hour`.execute(db);
      const fromRaw = await sql<Record<string, string>>`
        SELECT * FROM (${hourSummaries(id, MEASUREMENTS, sql`true`)}) s ORDER BY sensor, hour`.execute(db);
      expect(stored.rows.length).toBeGreaterThan(0);
      expect(stored.rows).toEqual(fromRaw.rows);
      // Each (register, day) packed once, holding every stored hour.
      const days = await sql<{ n: number; hours: number; expected: number }>`
        SELECT count(*)::int AS n, sum(length(hours) / 34)::int AS hours,
               (SELECT count(DISTINCT (sensor, date_trunc('day', hour, 'UTC')))::int FROM snapshot_m4_hourly
                 WHERE device_id = ${id}) AS expected
        FROM snapshot_m4_daily WHERE device_id = ${id}`.execute(db);
      expect(days.rows[0]).toEqual({
        n: days.rows[0]!.expected,
        hours: stored.rows.length,
        expected: expect.any(Number),
      });
    } finally {
      await otherDb.destroy();
    }
  });

  describe('when the database refuses connections', () => {
    let proxy: TcpProxy;
    let proxiedDb: Db;
    beforeAll(async () => {
      ({ proxy, db: proxiedDb } = await proxiedDatabase(database.url, 3));
    });
    afterAll(async () => {
      await proxiedDb?.destroy();
      await proxy?.stop();
    });

    it('logs the failed round, keeps running and catches up once the database is back', async () => {
      const id = await createDevice(db, MODEL);
      await ingest(id, samplesFrom(start, 3 * 60, 7));
      const lines: { level: number; msg: string; devices?: number }[] = [];
      const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
      // The proxy is not listening yet: every connection is refused.
      const job = startSummariser({ db: proxiedDb, log, intervalMs: 10 });
      try {
        await vi.waitFor(() => expect(lines.some((l) => l.msg.includes('round failed'))).toBe(true), {
          timeout: 20_000,
        });
        expect(await coverageOf(id)).toEqual([]);
        await proxy.start();
        await vi.waitFor(
          () => expect(lines.some((l) => l.msg === 'hourly summaries brought up to date')).toBe(true),
          { timeout: 20_000 },
        );
      } finally {
        await job.stop();
      }
      const sealed = await sealedHour();
      const coverage = await coverageOf(id);
      expect(coverage).toHaveLength(MEASUREMENTS.length);
      for (const c of coverage) expect(c.to, c.sensor).toBe(sealed);
    });
  });
});
