/**
 * Ingest meets a database that goes away by waiting for it, never by refusing what it was sent: a refusal
 * closes the gateway's connection on the embedded broker and acknowledges the message with an error code
 * (losing it) on an external one.
 * - A message's own lookups (its machine, its lane) wait like its batch does. A device-cache expiry during
 *   a database restart used to refuse the message.
 * - A batch that fails with an error of no known kind while the database does not answer waits too: the
 *   driver words a lost connection in more ways than a list can name.
 */
import { sql } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { Rejection } from '../../src/ingest/payload.ts';
import { BatchWriter } from '../../src/ingest/writer.ts';
import { ingestMetrics } from '../../src/plugins/metrics.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { proxiedDatabase, type TcpProxy } from '../support/tcp-proxy.ts';
import { alarmWordsRow } from '../support/factories.ts';
import { createDevice, silentLog, testIngest } from './ingest-fixtures.ts';

/** Longer than the first backoff steps: an answer in this time would be a failure, not a wait. */
const WAIT_MS = 1_500;

describe('ingest lookups while the database is away', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let db: Db;
  /** Set to make the writer's next transaction fail with an error that names no known cause. */
  let failNextTransaction = false;
  /** The database, with that one fault injected (methods bound to Kysely itself: it keeps private fields). */
  const faulty = (): Db =>
    new Proxy(db, {
      get(target, property) {
        if (property === 'transaction' && failNextTransaction) {
          failNextTransaction = false;
          return () => ({
            execute: () => Promise.reject(new Error('something odd happened on the way to the server')),
          });
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  let up = false;
  const cut = async () => {
    if (up) await proxy.stop();
    up = false;
  };
  const restore = async () => {
    if (!up) await proxy.start();
    up = true;
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ proxy, db } = await proxiedDatabase(database.url, 3));
    await restore();
  });
  afterAll(async () => {
    await db?.destroy();
    await cut();
    await database?.drop();
  });

  /** A batch writer on the database with the injected fault, as ingest makes them. */
  const faultyWriter = () =>
    new BatchWriter({ db: faulty(), log: silentLog, metrics: ingestMetrics, batchSize: 100, batchMs: 5 });

  async function machine(): Promise<{ id: string; modelId: string; serialNo: string }> {
    const id = await createDevice(database.db);
    const { rows } = await sql<{ model_id: string; serial_no: string }>`
      SELECT model_id, serial_no FROM devices WHERE id = ${id}::bigint`.execute(database.db);
    return { id, modelId: rows[0]!.model_id, serialNo: rows[0]!.serial_no };
  }

  const sample = (time: Date) => ({
    time: time.toISOString(),
    registers: { '0001': 700 },
  });

  it('keeps a message of a machine not yet looked up waiting, and stores it once the database is back', async () => {
    const { id, modelId, serialNo } = await machine();
    const ingest = testIngest(db);
    try {
      await cut();
      let outcome: 'pending' | 'stored' | 'failed' = 'pending';
      const answer = ingest
        .ingest({
          source: 'http',
          gateway: null,
          modelId,
          serialNo,
          payload: { samples: [sample(new Date(Date.now() - 60_000))] },
        })
        .then(
          (result) => ((outcome = 'stored'), result),
          (error: unknown) => {
            outcome = 'failed';
            throw error;
          },
        );
      await sleep(WAIT_MS);
      expect(outcome).toBe('pending');

      await restore();
      await expect(answer).resolves.toEqual({ written: 1, duplicates: 0 });
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM snapshots WHERE device_id = ${id}::bigint`.execute(database.db);
      expect(rows[0]!.n).toBe(1);
    } finally {
      await restore();
      await ingest.stop(2_000);
    }
  });

  it('answers a waiting message with a storage refusal (send again) when ingest stops', async () => {
    const { modelId, serialNo } = await machine();
    const ingest = testIngest(db);
    await cut();
    try {
      const answer = ingest.ingest({
        source: 'http',
        gateway: null,
        modelId,
        serialNo,
        payload: { samples: [sample(new Date(Date.now() - 60_000))] },
      });
      const settled = answer.catch((error: unknown) => error);
      await sleep(WAIT_MS);
      await ingest.stop(2_000);
      const error = await settled;
      expect(error).toBeInstanceOf(Rejection);
      expect((error as Rejection).reason).toBe('storage');
    } finally {
      await restore();
    }
  });

  it('keeps a batch that failed oddly while the database was away, and commits it once it is back', async () => {
    const { id } = await machine();
    const writer = faultyWriter();
    try {
      // After one good write the writer knows this month's partition: the transaction is the batch's first query.
      await writer.submit({ deviceId: id, rows: [alarmWordsRow(Date.now() - 120_000, [0])] });
      await cut();
      failNextTransaction = true;
      let outcome: 'pending' | 'stored' | 'failed' = 'pending';
      const answer = writer.submit({ deviceId: id, rows: [alarmWordsRow(Date.now() - 60_000, [0])] }).then(
        (result) => ((outcome = 'stored'), result),
        (error: unknown) => {
          outcome = 'failed';
          throw error;
        },
      );
      await sleep(WAIT_MS);
      expect(failNextTransaction).toBe(false);
      expect(outcome).toBe('pending');

      await restore();
      await expect(answer).resolves.toEqual({ written: 1, duplicates: 0 });
    } finally {
      await restore();
      await writer.stop(2_000);
    }
  });

  it('still refuses a batch that fails oddly while the database answers', async () => {
    const { id } = await machine();
    const writer = faultyWriter();
    try {
      await writer.submit({ deviceId: id, rows: [alarmWordsRow(Date.now() - 120_000, [0])] });
      failNextTransaction = true;
      const error = await writer
        .submit({ deviceId: id, rows: [alarmWordsRow(Date.now() - 60_000, [0])] })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Rejection);
      expect((error as Rejection).message).toMatch(/something odd happened/);
    } finally {
      failNextTransaction = false;
      await writer.stop(2_000);
    }
  });
});
