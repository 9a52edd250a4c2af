/**
 * DESIGN §11: a killed process or a restarted database loses no acknowledged sample.
 *
 * (a) The real server (node packages/server/src/main.ts, embedded PostgreSQL, demo data) is killed with
 *     SIGKILL while gateways publish; it starts again on the same DATA_DIR (cleaning up the PostgreSQL
 *     left running), the publishers send again what was not acknowledged, and every sample ends up
 *     stored exactly once, with the alarms in-order delivery gives.
 * (b) The database of a running ingest is cut off (backends terminated) and restarted while gateways
 *     publish: nothing acknowledged is lost, and the ingest carries on by itself once it is back.
 *
 * Both start their own PostgreSQL and do not use the test project's database, so they run in the
 * db-embedded project only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from '../../src/db/embedded-postgres.ts';
import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { buildGroups, buildMachines } from '../../src/demo/fleet.ts';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { evaluateWindow, incidentsOf, ZERO_WORDS } from '../../src/alarms/edges.ts';
import { startEmbeddedBroker } from '../../src/mqtt/embedded-broker.ts';
import { FIRST_EVENT_COLUMN, parseMessage } from '../../src/ingest/payload.ts';
import { describeOnlyIn } from '../support/database.ts';
import { connectDatabase } from '../support/fresh-database.ts';
import { insertGateway, insertGatewayGrant } from '../support/factories.ts';
import { metricsRegistry } from '../../src/plugins/metrics.ts';
import {
  connectPublisher,
  createDevice,
  freePort,
  metricValue,
  silentLog,
  testIngest,
  type Publisher,
} from './ingest-fixtures.ts';
import { cleanUp, killPortal, startPortal, stopPortal, type Portal } from './portal-process.ts';

interface Message {
  modelId: string;
  serialNo: string;
  payload: { samples: { time: string; registers: Record<string, number> }[] };
  acked: boolean;
}

/** Messages of `perMachine` batches of `perBatch` one-minute samples each; event word 0024 toggles now and then. */
function messagesFor(
  machines: { model_id: string; serial_no: string }[],
  perMachine: number,
  perBatch: number,
): Message[] {
  const start = Math.floor(Date.now() / 60_000) * 60_000 - 6 * 3_600_000;
  return machines.flatMap((m, k) =>
    Array.from({ length: perMachine }, (_, b) => ({
      modelId: m.model_id,
      serialNo: m.serial_no,
      acked: false,
      payload: {
        samples: Array.from({ length: perBatch }, (_, s) => {
          const i = b * perBatch + s;
          return {
            time: new Date(start + i * 60_000).toISOString(),
            registers: {
              '0001': 700 + (i % 50),
              '0024': Math.floor((i + k) / 7) % 2,
              '0027': i % 3 === 0 ? 1 : 0,
            },
          };
        }),
      },
    })),
  );
}

/** Publishes the messages in order, up to `window` in flight, marking those whose PUBACK came. */
async function publishAll(publisher: Publisher, messages: Message[], window = 8, paceMs = 0): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < messages.length) {
      const message = messages[next++]!;
      if (message.acked) continue;
      if (!(await publisher.publish(message.modelId, message.serialNo, message.payload))) return;
      message.acked = true;
      if (paceMs > 0) await new Promise((r) => setTimeout(r, paceMs));
    }
  };
  await Promise.all(Array.from({ length: window }, lane));
}

/** Incidents and panel-lamp-or-alarm edges that in-order delivery of these messages gives per machine. */
function expectedAlarms(messages: Message[]): { incidents: number; events: number } {
  const byMachine = new Map<string, { time: number; words: (number | null)[] }[]>();
  for (const m of messages) {
    const rows = parseMessage(JSON.stringify(m.payload), { now: Date.now() });
    const list = byMachine.get(m.serialNo) ?? [];
    list.push(
      ...rows.map((r) => ({
        time: r.time,
        words: r.values.slice(FIRST_EVENT_COLUMN, FIRST_EVENT_COLUMN + 6),
      })),
    );
    byMachine.set(m.serialNo, list);
  }
  let incidents = 0;
  let events = 0;
  for (const samples of byMachine.values()) {
    samples.sort((a, b) => a.time - b.time);
    const { edges } = evaluateWindow(ZERO_WORDS, samples);
    incidents += incidentsOf(ZERO_WORDS, edges).opened.length;
    events += edges.length;
  }
  return { incidents, events };
}

/** The portal with the demo data; SIMULATOR=off: it would publish too, and a killed portal would orphan it. */
const startServer = (dataDir: string) =>
  startPortal(dataDir, { DEMO: 'on', LOG_LEVEL: 'warn', SIMULATOR: 'off' });

// Once is enough: these tests start their own portals and clusters.
describeOnlyIn('db-embedded')('ingest survives crashes', () => {
  it(
    '(a) SIGKILL of the server mid-stream loses no acknowledged sample and duplicates none',
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-crash-'));
      const { sites } = buildGroups();
      const fleet = buildMachines(sites).slice(0, 6);
      const messages = messagesFor(fleet, 40, 15);
      const servers: Portal[] = [];
      try {
        servers.push(await startServer(dataDir));
        const publishers = await Promise.all(
          [0, 1, 2].map(() => connectPublisher(servers[0]!.mqttPort, 'demo-gateway', 'demo')),
        );
        // Each publisher owns two machines; messages of one machine stay in their order.
        const lanes = [0, 1, 2].map((p) =>
          messages.filter((m) => fleet.indexOf(fleet.find((f) => f.serial_no === m.serialNo)!) % 3 === p),
        );
        const publishing = Promise.all(publishers.map((pub, p) => publishAll(pub, lanes[p]!)));
        // Kill once a good part is acknowledged, while publishes are still in flight.
        const until = Date.now() + 60_000;
        while (messages.filter((m) => m.acked).length < messages.length * 0.3 && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 20));
        }
        await killPortal(servers[0]!, 'process');
        await publishing;
        await Promise.all(publishers.map((p) => p.end()));
        const ackedBeforeKill = messages.filter((m) => m.acked).length;
        expect(ackedBeforeKill).toBeGreaterThan(0);
        expect(ackedBeforeKill).toBeLessThan(messages.length);

        // Same DATA_DIR: the new process stops the PostgreSQL the killed one left running.
        servers.push(await startServer(dataDir));
        const again = await Promise.all(
          [0, 1, 2].map(() => connectPublisher(servers[1]!.mqttPort, 'demo-gateway', 'demo')),
        );
        await Promise.all(again.map((pub, p) => publishAll(pub, lanes[p]!)));
        await Promise.all(again.map((p) => p.end()));
        expect(messages.every((m) => m.acked)).toBe(true);
        expect(await stopPortal(servers[1]!), servers[1]!.output()).toBe(0);

        const database = await startEmbeddedDatabase(dataDir, silentLog);
        const pool = new pg.Pool({ connectionString: database.url, max: 2 });
        // Stopping the database may still find a client of the ended pool connected: PostgreSQL's
        // "terminating connection" then reaches the pool, which would otherwise throw it uncaught.
        pool.on('error', () => undefined);
        try {
          const total = messages.reduce((n, m) => n + m.payload.samples.length, 0);
          const stored = await pool.query<{ n: number; distinct_keys: number }>(
            'SELECT count(*)::int AS n, count(DISTINCT (device_id, measure_time))::int AS distinct_keys FROM snapshots',
          );
          expect(stored.rows[0]).toEqual({ n: total, distinct_keys: total });
          const expected = expectedAlarms(messages);
          const alarms = await pool.query<{ incidents: number; outbox: number; events: number }>(`
          SELECT (SELECT count(*)::int FROM incidents) AS incidents, (SELECT count(*)::int FROM alarm_outbox) AS outbox,
                 (SELECT count(*)::int FROM event_history) AS events`);
          expect(alarms.rows[0]).toEqual({
            incidents: expected.incidents,
            outbox: expected.incidents,
            events: expected.events,
          });
        } finally {
          await pool.end();
          await database.stop();
        }
      } finally {
        await cleanUp(servers, dataDir);
      }
    },
  );

  it(
    '(b) a database cut off and restarted during ingest loses nothing acknowledged; ingest resumes by itself',
    { timeout: 240_000 },
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-dbrestart-'));
      const port = await freePort();
      const isRoot = process.getuid?.() === 0;
      if (isRoot) fs.chmodSync(dir, 0o755);
      const cluster = new EmbeddedPostgres({
        databaseDir: path.join(dir, 'pg'),
        port,
        user: 'airsight',
        password: 'airsight',
        authMethod: 'scram-sha-256',
        persistent: true,
        createPostgresUser: isRoot,
        initdbFlags: ['--encoding=UTF8', '--locale=C'],
        postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
        onLog: () => undefined,
        onError: () => undefined,
      });
      await cluster.initialise();
      await cluster.start();
      await cluster.createDatabase('ingest');
      const url = `postgres://airsight:airsight@127.0.0.1:${port}/ingest`;
      const { db, pool } = connectDatabase(url, 5);
      const ingest = testIngest(db);
      let broker: Awaited<ReturnType<typeof startEmbeddedBroker>> | undefined;
      let publisher: Publisher | undefined;
      try {
        await migrate(pool);
        const deviceIds = [await createDevice(db), await createDevice(db)];
        const { rows: devices } = await sql<{ id: string; model_id: string; serial_no: string }>`
        SELECT id::text AS id, model_id, serial_no FROM devices ORDER BY id`.execute(db);
        // This database has no gateways: a grant on the device group lets one account publish for both.
        const gateway = await insertGateway(db, {
          deviceGroupId: 'alarm-test',
          serial_no: 'GW-TEST',
          mqtt_username: 'gw-test',
          password: 'secret',
        });
        await insertGatewayGrant(db, gateway, { deviceGroupId: 'alarm-test' });
        expect(deviceIds).toHaveLength(2);

        broker = await startEmbeddedBroker({
          port: await freePort(),
          host: '127.0.0.1',
          ingest,
          log: silentLog,
        });
        publisher = await connectPublisher(broker.port, 'gw-test', 'secret');
        const messages = messagesFor(devices, 300, 5);
        const publishing = publishAll(publisher, messages, 4, 10);
        const acked = () => messages.filter((m) => m.acked).length;
        const reach = async (share: number) => {
          const until = Date.now() + 60_000;
          while (acked() < messages.length * share && Date.now() < until)
            await new Promise((r) => setTimeout(r, 20));
        };

        await reach(0.1);
        const admin = new pg.Client({
          connectionString: `postgres://airsight:airsight@127.0.0.1:${port}/postgres`,
        });
        await admin.connect();
        // Phase 1: connections of the ingest killed under it, several times.
        for (let i = 0; i < 5; i++) {
          await new Promise((r) => setTimeout(r, 150));
          await admin.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'ingest' AND pid <> pg_backend_pid()`,
          );
        }
        await admin.end();
        // Phase 2: the whole cluster stops for a while, then comes back on the same port.
        await reach(0.5);
        const ackedBefore = acked();
        await cluster.stop();
        await new Promise((r) => setTimeout(r, 1_500));
        await cluster.start();
        await publishing;
        expect(ackedBefore).toBeLessThan(messages.length);
        expect(messages.every((m) => m.acked)).toBe(true);

        // The batches that met the dead database were kept and tried again, not dropped.
        expect(metricValue(await metricsRegistry.metrics(), 'ingest_batch_retries_total')).toBeGreaterThan(0);
        const total = messages.reduce((n, m) => n + m.payload.samples.length, 0);
        const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM snapshots`.execute(db);
        expect(rows[0]!.n).toBe(total);
        const expected = expectedAlarms(messages);
        const alarms = await sql<{ incidents: number; outbox: number; events: number }>`
        SELECT (SELECT count(*)::int FROM incidents) AS incidents, (SELECT count(*)::int FROM alarm_outbox) AS outbox,
               (SELECT count(*)::int FROM event_history) AS events`.execute(db);
        expect(alarms.rows[0]).toEqual({
          incidents: expected.incidents,
          outbox: expected.incidents,
          events: expected.events,
        });
      } finally {
        await publisher?.end();
        await broker?.stop();
        await ingest.stop(2_000);
        await db.destroy().catch(() => undefined);
        await cluster.stop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
