import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { dropExpiredPartitions } from '../../src/ingest/retention.ts';
import { BatchWriter } from '../../src/ingest/writer.ts';
import { Rejection } from '../../src/ingest/payload.ts';
import { listSnapshotPartitions, lockDevices } from '../../src/repositories/telemetry-write.ts';
import { ingestMetrics, metricsRegistry } from '../../src/plugins/metrics.ts';
import { useTestDatabase } from '../support/database.ts';
import { alarmWordsRow } from '../support/factories.ts';
import { countSnapshots, createDevice, metricValue, silentLog, testIngest } from './ingest-fixtures.ts';

describe('ingest writes', () => {
  const database = useTestDatabase();

  it('gathers many messages into few transactions, and answers each with its own counts', async () => {
    const device = await createDevice(database.db);
    const writer = new BatchWriter({
      db: database.db,
      log: silentLog,
      metrics: ingestMetrics,
      batchSize: 30,
      batchMs: 50,
      concurrency: 2,
    });
    const batchesBefore = metricValue(await metricsRegistry.metrics(), 'ingest_batch_samples_count');
    const base = Date.parse('2026-10-05T00:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        writer.submit({
          deviceId: device,
          rows: [alarmWordsRow(base + i * 60_000, [0]), alarmWordsRow(base + (i % 10) * 60_000, [0])],
        }),
      ),
    );
    await writer.stop();
    // 100 new minutes; the second sample of each message repeats one of the first ten minutes.
    expect(results.reduce((n, r) => n + r.written, 0)).toBe(100);
    expect(results.reduce((n, r) => n + r.duplicates, 0)).toBe(100);
    expect(await countSnapshots(database.db, device)).toBe(100);
    const batches =
      metricValue(await metricsRegistry.metrics(), 'ingest_batch_samples_count') - batchesBefore;
    // 200 samples in batches of at most 30 (a message is never split): at least 7, far fewer than 100.
    expect(batches).toBeGreaterThanOrEqual(7);
    expect(batches).toBeLessThan(40);
    await expect(writer.submit({ deviceId: device, rows: [alarmWordsRow(base, [0])] })).rejects.toThrow(
      Rejection,
    );
  });

  it('lets live samples of other machines through while backlogs wait, whatever the writer slots', async () => {
    const [first, second, live] = [
      await createDevice(database.db),
      await createDevice(database.db),
      await createDevice(database.db),
    ];
    const service = testIngest(database.db, { INGEST_CONCURRENCY: '2' });
    const base = Date.parse('2026-10-10T12:00:00Z');
    let release: (() => void) | undefined;
    try {
      for (const device of [first, second]) {
        await service.writer.submit({ deviceId: device, rows: [alarmWordsRow(base, [0])] });
      }
      const { rows } = await sql<{ model_id: string; serial_no: string }>`
        SELECT model_id, serial_no FROM devices WHERE id = ANY(${[first, second, live]}::bigint[])
         ORDER BY array_position(${[first, second, live]}::bigint[], id)`.execute(database.db);
      const send = (index: number, minutesBefore: number) =>
        service.ingest({
          source: 'http',
          gateway: null,
          modelId: rows[index]!.model_id,
          serialNo: rows[index]!.serial_no,
          payload: {
            samples: [
              { time: new Date(base - minutesBefore * 60_000).toISOString(), registers: { '0001': 1 } },
            ],
          },
        });

      // Another writer holds the two machines (as a long backlog batch would): their backlogs must wait.
      let locked!: () => void;
      const held = new Promise<void>((resolve) => (locked = resolve));
      const holder = database.db.transaction().execute(async (trx) => {
        await lockDevices(trx, [first, second]);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await held;
      const settled: string[] = [];
      const backlogs = [send(0, 30), send(1, 30), send(0, 40), send(1, 40)].map((p, i) =>
        p.then(() => settled.push(`backlog ${i}`)),
      );
      // Samples newer than what the third machine holds are live: they commit although both machines'
      // backlogs are stuck, and with them as many batches as the live writer has slots.
      await send(2, 0);
      await send(2, -1);
      expect(settled).toEqual([]);
      release!();
      await holder;
      await Promise.all(backlogs);
      expect(settled).toHaveLength(4);
      expect(await countSnapshots(database.db, first)).toBe(3);
      expect(await countSnapshots(database.db, live)).toBe(2);
    } finally {
      release?.();
      await service.stop();
    }
  }, 30_000);

  it('drops monthly partitions older than the retention, and refuses samples that old', async () => {
    const device = await createDevice(database.db);
    const now = Date.parse('2026-11-15T00:00:00Z');
    const service = testIngest(database.db, { TELEMETRY_RETENTION_MONTHS: '2' });
    try {
      await service.writer.submit({
        deviceId: device,
        rows: [
          Date.parse('2026-08-20T00:00:00Z'),
          Date.parse('2026-09-01T00:00:00Z'),
          Date.parse('2026-11-01T00:00:00Z'),
        ].map((t) => alarmWordsRow(t, [0])),
      });
    } finally {
      await service.stop();
    }
    const dropped = await dropExpiredPartitions(database.db, now, 2);
    expect(dropped).toEqual(['snapshots_2026_08']);
    const months = (await listSnapshotPartitions(database.db)).map((p) => p.month);
    expect(months).toContain('2026-09-01');
    expect(months).not.toContain('2026-08-01');
    expect(await countSnapshots(database.db, device)).toBe(2);
    expect(await dropExpiredPartitions(database.db, now, 0)).toEqual([]);

    const { rows } = await sql<{ model_id: string; serial_no: string }>`
      SELECT model_id, serial_no FROM devices WHERE id = ${device}`.execute(database.db);
    const live = testIngest(database.db, { TELEMETRY_RETENTION_MONTHS: '1' });
    try {
      const old = new Date(Date.now() - 70 * 86_400_000).toISOString();
      await expect(
        live.ingest({
          source: 'http',
          gateway: null,
          modelId: rows[0]!.model_id,
          serialNo: rows[0]!.serial_no,
          payload: { samples: [{ time: old, registers: { '0001': 1 } }] },
        }),
      ).rejects.toMatchObject({ reason: 'too_old' });
    } finally {
      await live.stop();
    }
  });
});
