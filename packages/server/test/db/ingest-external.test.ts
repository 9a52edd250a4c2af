/**
 * Ingest from an external broker: the machine's Mosquitto on 127.0.0.1:1883 (anonymous). Each run uses
 * its own machine, client ids and shared group, so that runs on other databases at the same time only
 * see this run's messages as unknown machines; the persistent sessions are removed at the end.
 */
import crypto from 'node:crypto';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registersTopic, rejectedTopic, type RejectionNotice } from '@airsight/contracts';
import { startExternalSubscriber, type ExternalSubscriber } from '../../src/mqtt/external-subscriber.ts';
import type { IngestService } from '../../src/ingest/service.ts';
import { metricsRegistry } from '../../src/plugins/metrics.ts';
import type { Db } from '../../src/db/database.ts';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import {
  countSnapshots,
  createDevice,
  metricValue,
  minutesAgo,
  sample,
  silentLog,
  testIngest,
} from './ingest-fixtures.ts';
import { insertGateway } from '../support/factories.ts';

const BROKER = process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function machineOf(db: Db, id: string): Promise<{ model_id: string; serial_no: string }> {
  const { rows } = await sql<{ model_id: string; serial_no: string }>`
    SELECT model_id, serial_no FROM devices WHERE id = ${id}`.execute(db);
  return rows[0]!;
}

describe('MQTT ingest from an external broker (Mosquitto)', () => {
  let database: TestDatabase;
  let ingest: IngestService;
  const run = crypto.randomBytes(4).toString('hex');
  const clientId = `airsight-test-${run}`;
  const group = `airsight-test-${run}`;
  const sessions = [clientId, `${clientId}-0`, `${clientId}-1`];
  let publisher: mqtt.MqttClient;
  const subscribers: ExternalSubscriber[] = [];

  const start = (sharedGroup: string | undefined) =>
    startExternalSubscriber({
      url: BROKER,
      clientId,
      sharedGroup,
      connections: 2,
      ingest,
      log: silentLog,
    }).then((s) => {
      subscribers.push(s);
      return s;
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    ingest = testIngest(database.db);
    publisher = await mqtt.connectAsync(BROKER, { clientId: `${clientId}-pub`, reconnectPeriod: 0 });
  });
  afterAll(async () => {
    for (const s of subscribers) await s.stop();
    await publisher?.endAsync(true);
    // Remove the persistent sessions this run made, so that the broker does not queue messages for them.
    for (const id of sessions) {
      const c = await mqtt
        .connectAsync(BROKER, { clientId: id, clean: true, protocolVersion: 5, reconnectPeriod: 0 })
        .catch(() => undefined);
      await c?.endAsync(true);
    }
    await ingest?.stop();
    await database?.drop();
  });

  it('stores what gateways publish through a shared subscription, and counts bad payloads', async () => {
    const device = await createDevice(database.db);
    const m = await machineOf(database.db, device);
    const subscriber = await start(group);
    const topic = registersTopic(m.model_id, m.serial_no);
    const before = metricValue(await metricsRegistry.metrics(), 'ingest_rejected_total', {
      source: 'mqtt',
      reason: 'bad_json',
    });
    for (let i = 0; i < 20; i++) {
      await publisher.publishAsync(topic, JSON.stringify(sample(minutesAgo(30 - i))), { qos: 1 });
    }
    await publisher.publishAsync(topic, 'not json', { qos: 1 });
    await waitFor('20 snapshots', async () => (await countSnapshots(database.db, device)) === 20);
    await waitFor('the bad payload to be counted', async () => {
      const now = metricValue(await metricsRegistry.metrics(), 'ingest_rejected_total', {
        source: 'mqtt',
        reason: 'bad_json',
      });
      return now - before === 1;
    });
    await subscriber.stop();
  });

  it('tells the gateways of the machine why a message was refused, on their rejected topics', async () => {
    const device = await createDevice(database.db);
    const m = await machineOf(database.db, device);
    const gateway = await insertGateway(database.db, { deviceGroupId: 'alarm-test', serial_no: `GW-${run}` });
    await database.db
      .updateTable('devices')
      .set({ parent_model_id: gateway.model_id, parent_serial_no: gateway.serial_no })
      .where('id', '=', device)
      .execute();
    const reader = await mqtt.connectAsync(BROKER, { clientId: `${clientId}-reader`, reconnectPeriod: 0 });
    const notices: RejectionNotice[] = [];
    reader.on('message', (_topic, payload) =>
      notices.push(JSON.parse(payload.toString()) as RejectionNotice),
    );
    await reader.subscribeAsync(rejectedTopic(gateway.mqtt_username), { qos: 1 });
    const subscriber = await start(undefined);
    try {
      const topic = registersTopic(m.model_id, m.serial_no);
      await publisher.publishAsync(topic, JSON.stringify(sample('2001-01-01T00:00:00Z')), { qos: 1 });
      await waitFor('the notice', async () => notices.length === 1);
      expect(notices[0]).toEqual({
        topic,
        time: '2001-01-01T00:00:00Z',
        samples: 1,
        reason: 'too_old',
        message: expect.any(String),
      });
    } finally {
      await subscriber.stop();
      await reader.endAsync(true);
    }
  });

  it('keeps a persistent session: what arrives while the ingest is down is stored after it restarts', async () => {
    const device = await createDevice(database.db);
    const m = await machineOf(database.db, device);
    const topic = registersTopic(m.model_id, m.serial_no);
    const first = await start(undefined);
    await first.stop();
    // The ingest is down; Mosquitto keeps these for its session.
    for (let i = 0; i < 5; i++) {
      await publisher.publishAsync(topic, JSON.stringify(sample(minutesAgo(10 - i))), { qos: 1 });
    }
    expect(await countSnapshots(database.db, device)).toBe(0);
    await start(undefined);
    await waitFor('the 5 queued snapshots', async () => (await countSnapshots(database.db, device)) === 5);
  });
});
