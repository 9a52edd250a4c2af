/**
 * Shared pieces of the ingest and alarm-engine tests: an ingest service on a test database, register
 * samples, an MQTT publisher that reports which publishes were acknowledged, and small queries.
 */
import mqtt, { type MqttClient, type IClientOptions } from 'mqtt';
import pino from 'pino';
import { sql } from 'kysely';
import { registersTopic } from '@airsight/contracts';
import type { Db } from '../../src/db/database.ts';
import { IngestService } from '../../src/ingest/service.ts';
import { ingestMetrics } from '../../src/plugins/metrics.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { testConfig } from '../support/app.ts';
import { insertDevice, insertDeviceGroup } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

export { freePort } from '../support/auth-app.ts';

export const silentLog = pino({ level: 'silent' });

export function testIngest(db: Db, env: Record<string, string> = {}): IngestService {
  return new IngestService({
    db,
    config: testConfig({ INGEST_BATCH_MS: '5', ...env }),
    log: silentLog,
    metrics: ingestMetrics,
  });
}

export interface Machine {
  id: string;
  model_id: string;
  serial_no: string;
  device_group_id: string;
  gateway: string;
}

/** Demo machines with their own gateway's MQTT username (password "demo"), in id order. */
export async function machines(db: Db): Promise<Machine[]> {
  const { rows } = await sql<Machine>`
    SELECT d.id::text AS id, d.model_id, d.serial_no, d.device_group_id, g.mqtt_username AS gateway
      FROM devices d JOIN gateways g ON g.model_id = d.parent_model_id AND g.serial_no = d.parent_serial_no
     ORDER BY d.id`.execute(db);
  return rows;
}

/** A fresh test database with the demo data, and its machines (as `machines` answers them). */
export async function createDemoDatabase(): Promise<{ database: TestDatabase; fleet: Machine[] }> {
  const database = await createTestDatabase();
  await seedDemo(database.db, testConfig());
  return { database, fleet: await machines(database.db) };
}

/** A recent time (a whole minute, `minutesAgo` before now) as ISO text with the Japanese offset. */
export function minutesAgo(minutes: number, base = Date.now()): string {
  const t = Math.floor(base / 60_000) * 60_000 - minutes * 60_000;
  return new Date(t + 9 * 3_600_000).toISOString().replace('Z', '+09:00');
}

export function sample(time: string, registers: Record<string, number> = {}) {
  return { time, registers: { '0001': 700, '0002': 52, '0020': 0, '0021': 1234, ...registers } };
}

/** An ingest body for a demo machine whose alarm bit (0024 bit 0) rises: clear 2 minutes ago, set 1 minute ago. */
export function risingAlarm(machine: Machine) {
  return {
    model_id: machine.model_id,
    serial_no: machine.serial_no,
    samples: [sample(minutesAgo(2), { '0024': 0 }), sample(minutesAgo(1), { '0024': 1 })],
  };
}

/** The HTTP ingest's authorization header of a demo machine's gateway (password "demo"). */
export const gatewayAuthorization = (machine: Machine) =>
  `Basic ${Buffer.from(`${machine.gateway}:demo`).toString('base64')}`;

export async function countSnapshots(db: Db, deviceId?: string): Promise<number> {
  const { rows } = deviceId
    ? await sql<{
        n: number;
      }>`SELECT count(*)::int AS n FROM snapshots WHERE device_id = ${deviceId}`.execute(db)
    : await sql<{ n: number }>`SELECT count(*)::int AS n FROM snapshots`.execute(db);
  return rows[0]!.n;
}

/** The value of one metric series in Prometheus text (0 when absent). */
export function metricValue(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_]+)(?:\{([^}]*)\})? (.+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      (match[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((pair) => {
          const [k, v] = pair.split('=');
          return [k!, v!.replace(/^"|"$/g, '')];
        }),
    );
    if (Object.entries(labels).every(([k, v]) => present[k] === v)) return Number(match[3]);
  }
  return 0;
}

export interface Publisher {
  client: MqttClient;
  /** Publishes at QoS 1; resolves true on PUBACK, false when the connection closed first. */
  publish(modelId: string, serialNo: string, payload: unknown): Promise<boolean>;
  publishRaw(topic: string, payload: string): Promise<boolean>;
  end(): Promise<void>;
}

export async function connectPublisher(
  port: number,
  username: string,
  password: string,
  options: IClientOptions = {},
): Promise<Publisher> {
  const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    username,
    password,
    reconnectPeriod: 0,
    connectTimeout: 10_000,
    ...options,
  });
  client.setMaxListeners(0);
  const publishRaw = (topic: string, payload: string) =>
    new Promise<boolean>((resolve) => {
      const onClose = () => resolve(false);
      client.once('close', onClose);
      client.publish(topic, payload, { qos: 1 }, (error) => {
        client.off('close', onClose);
        resolve(!error);
      });
    });
  return {
    client,
    publishRaw,
    publish: (modelId, serialNo, payload) =>
      publishRaw(registersTopic(modelId, serialNo), JSON.stringify(payload)),
    end: () => client.endAsync(true).catch(() => undefined),
  };
}

let deviceCounter = 0;
const TEST_GROUP = 'alarm-test';

/** A fresh compressor (no gateway) in a test group, for alarm-engine tests; answers its id. */
export async function createDevice(db: Db, modelId = 'OIL_INJECTION'): Promise<string> {
  const group = await db
    .selectFrom('device_groups')
    .select('device_group_id')
    .where('device_group_id', '=', TEST_GROUP)
    .executeTakeFirst();
  if (!group) await insertDeviceGroup(db, { device_group_id: TEST_GROUP });
  deviceCounter++;
  const serial = `T${process.pid}-${deviceCounter}-${Math.random().toString(36).slice(2, 8)}_C00001`;
  const device = await insertDevice(db, { deviceGroupId: TEST_GROUP, model_id: modelId, serial_no: serial });
  return device.id;
}

export interface AlarmPicture {
  incidents: {
    event_id: string;
    event_level: number;
    incident_class: number;
    occurred: number;
    recovered: number | null;
  }[];
  events: { event_id: string; event_level: number; incident_class: number; t: number }[];
  outbox: number;
  state: { t: number; words: number[] } | null;
}

/** Everything the alarm engine stored for a device, without ids, in a stable order. */
export async function alarmPicture(db: Db, deviceId: string): Promise<AlarmPicture> {
  const incidents = await sql<AlarmPicture['incidents'][number]>`
    SELECT event_id, event_level, incident_class,
           round(extract(epoch FROM occurred_at) * 1000)::float8 AS occurred,
           round(extract(epoch FROM recovered_at) * 1000)::float8 AS recovered
      FROM incidents WHERE device_id = ${deviceId} ORDER BY occurred_at, event_id`.execute(db);
  const events = await sql<AlarmPicture['events'][number]>`
    SELECT event_id, event_level, incident_class, round(extract(epoch FROM event_time) * 1000)::float8 AS t
      FROM event_history WHERE device_id = ${deviceId} ORDER BY event_time, event_id, incident_class`.execute(
    db,
  );
  const outbox = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM alarm_outbox o JOIN incidents i ON i.id = o.incident_id
     WHERE i.device_id = ${deviceId}`.execute(db);
  const state = await sql<{
    t: number;
    d024: number;
    d025: number;
    d026: number;
    d027: number;
    d028: number;
    d029: number;
  }>`
    SELECT round(extract(epoch FROM last_time) * 1000)::float8 AS t, d024, d025, d026, d027, d028, d029
      FROM alarm_state WHERE device_id = ${deviceId}`.execute(db);
  const s = state.rows[0];
  return {
    incidents: incidents.rows,
    events: events.rows,
    outbox: outbox.rows[0]!.n,
    state: s ? { t: s.t, words: [s.d024, s.d025, s.d026, s.d027, s.d028, s.d029] } : null,
  };
}
