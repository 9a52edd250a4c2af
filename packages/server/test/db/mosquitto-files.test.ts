/**
 * A Mosquitto configured from the files the portal generates (MOSQUITTO_PASSWORD_FILE, MOSQUITTO_ACL_FILE,
 * MOSQUITTO_RELOAD_COMMAND; mqtt/mosquitto-files.ts), with the portal ingesting from it (MQTT_URL): a
 * gateway added through the API publishes for its own machine and no other, hears of a bad payload on its
 * rejected topic, and after a password rotation (files written again, broker reloaded) the new password
 * connects and the old one does not. Anonymous clients are refused throughout.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registersTopic, rejectedTopic, type RejectionNotice } from '@airsight/contracts';
import type { AppInstance } from '../../src/app.ts';
import { startExternalSubscriber, type ExternalSubscriber } from '../../src/mqtt/external-subscriber.ts';
import { buildTestApp, signedInHeaders } from '../support/app.ts';
import { freePort } from '../support/auth-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { insertDevice, insertDeviceGroup, insertUser } from '../support/factories.ts';
import {
  mosquittoAvailable,
  startMosquittoWith,
  type PrivateMosquitto,
} from '../support/private-mosquitto.ts';
import { countSnapshots, minutesAgo, sample, silentLog } from './ingest-fixtures.ts';

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

describe.skipIf(!mosquittoAvailable)("gateways on the machine's Mosquitto, from the generated files", () => {
  let database: TestDatabase;
  let app: AppInstance;
  let broker: PrivateMosquitto & { pid: number };
  let subscriber: ExternalSubscriber;
  let dir: string;
  let port: number;
  let staff: Record<string, string>;
  let mine: { id: string; model_id: string; serial_no: string };
  let other: { id: string; model_id: string; serial_no: string };
  const clients: mqtt.MqttClient[] = [];

  const connect = async (credentials?: { username: string; password: string }) => {
    const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
      ...credentials,
      reconnectPeriod: 0,
      connectTimeout: 10_000,
    });
    clients.push(client);
    return client;
  };
  /** Whether the broker lets these credentials in now. */
  const accepted = (credentials: { username: string; password: string }) =>
    connect(credentials).then(
      async (client) => {
        await client.endAsync(true);
        return true;
      },
      () => false,
    );
  const api = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers: staff, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    await insertDeviceGroup(db, { device_group_id: 'supplier' });
    await insertDeviceGroup(db, { device_group_id: 'acme', parentId: 'supplier' });
    mine = await insertDevice(db, { deviceGroupId: 'acme', model_id: 'OIL_INJECTION' });
    other = await insertDevice(db, { deviceGroupId: 'acme', model_id: 'OIL_INJECTION' });
    await insertUser(db, {
      userId: 'staff',
      loginRootGroupIds: ['SUPPLIER$'],
      overrides: { manages_users: true },
    });
    staff = await signedInHeaders(db, 'staff');

    port = await freePort();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-broker-files-'));
    const passwordFile = path.join(dir, 'passwd');
    const aclFile = path.join(dir, 'acl');
    const mqttUrl = `mqtt://airsight-ingest:ingest-secret@127.0.0.1:${port}`;
    app = await buildTestApp(db, {
      MQTT_URL: mqttUrl,
      MOSQUITTO_PASSWORD_FILE: passwordFile,
      MOSQUITTO_ACL_FILE: aclFile,
      MOSQUITTO_RELOAD_COMMAND: `kill -HUP "$(cat '${dir}/broker.pid')"`,
    });
    // The portal wrote both files at its start: the broker starts on them.
    expect(fs.readFileSync(passwordFile, 'utf8')).toMatch(/^airsight-ingest:\$7\$/m);
    broker = await startMosquittoWith(port, dir, [`password_file ${passwordFile}`, `acl_file ${aclFile}`]);
    fs.writeFileSync(path.join(dir, 'broker.pid'), String(broker.pid));
    subscriber = await startExternalSubscriber({
      url: mqttUrl,
      clientId: 'airsight-files-test',
      sharedGroup: undefined,
      connections: 1,
      ingest: app.ingest,
      log: silentLog,
    });
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.endAsync(true).catch(() => undefined);
    await subscriber?.stop();
    await app?.close();
    await broker?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    await database?.drop();
  });

  let gateway: { username: string; password: string };

  it('refuses anonymous clients', async () => {
    await expect(connect()).rejects.toThrow(/Not authorized|Connection refused/);
  });

  it('lets a gateway added through the API publish for its own machine only', async () => {
    const added = await api('POST', '/v1/gateways', {
      username: 'gw-files',
      serialNo: 'GW-FILES-1',
      deviceGroupId: 'acme',
      note: '',
      machines: [{ modelId: mine.model_id, serialNo: mine.serial_no }],
      groups: [],
    });
    expect(added.statusCode, added.body).toBe(200);
    gateway = { username: 'gw-files', password: added.json().password };
    await waitFor('the broker to take the new gateway', () => accepted(gateway));

    const client = await connect(gateway);
    const publish = (machine: typeof mine, minutes: number) =>
      client.publishAsync(
        registersTopic(machine.model_id, machine.serial_no),
        JSON.stringify(sample(minutesAgo(minutes))),
        { qos: 1 },
      );
    await publish(mine, 3);
    await publish(other, 3);
    // Sent after the refused one on the same connection: once it is stored, the other had its turn.
    await publish(mine, 2);
    await waitFor(
      'both samples of its own machine',
      async () => (await countSnapshots(database.db, mine.id)) === 2,
    );
    expect(await countSnapshots(database.db, other.id)).toBe(0);
  });

  it('tells the gateway of a bad payload on its rejected topic', async () => {
    const client = await connect(gateway);
    const notices: RejectionNotice[] = [];
    client.on('message', (_topic, payload) =>
      notices.push(JSON.parse(payload.toString()) as RejectionNotice),
    );
    await client.subscribeAsync(rejectedTopic(gateway.username), { qos: 1 });
    await client.publishAsync(registersTopic(mine.model_id, mine.serial_no), 'not json', { qos: 1 });
    await waitFor('a rejection notice', async () => notices.length > 0);
    expect(notices[0]).toMatchObject({ topic: registersTopic(mine.model_id, mine.serial_no) });
    expect(notices[0]!.reason).toBeTruthy();
  });

  it('takes a rotated password after the reload and refuses the old one', async () => {
    const rotated = await api('POST', `/v1/gateways/${gateway.username}/password`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = { username: gateway.username, password: rotated.json().password as string };
    expect(fresh.password).not.toBe(gateway.password);
    await waitFor('the broker to take the new password', () => accepted(fresh));
    expect(await accepted(gateway)).toBe(false);
    // The portal's own check (HTTP ingest) follows at once as well.
    const basic = (c: typeof fresh) =>
      `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;
    const post = (c: typeof fresh) =>
      app.inject({
        method: 'POST',
        url: '/ingest/v1/registers',
        headers: { authorization: basic(c) },
        payload: { model_id: mine.model_id, serial_no: mine.serial_no, samples: [sample(minutesAgo(1))] },
      });
    expect((await post(gateway)).statusCode).toBe(401);
    expect((await post(fresh)).statusCode).toBeLessThan(300);
  });
});
