/**
 * The generated Mosquitto ACL on a real Mosquitto (a private one started by the test, without anonymous
 * access): a gateway publishes only for its own machines, reads only its own rejected topic, and the
 * ingest account reads every registers topic and writes every rejected topic. What a client may not
 * receive is judged by order, not by waiting: a message it may receive is sent after it, on the same
 * connection, and arrives last.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registersTopic, rejectedTopic } from '@airsight/contracts';
import { buildMosquittoAcl } from '../../src/mqtt/mosquitto-acl.ts';
import { freePort } from '../support/auth-app.ts';
import { useTestDatabase } from '../support/database.ts';
import { insertDevice, insertDeviceGroup, insertGateway } from '../support/factories.ts';

const database = useTestDatabase();
const PASSWORD = 'broker-secret';
let broker: ChildProcess;
let port: number;
let dir: string;
let mine: { topic: string; gateway: string };
let theirs: { topic: string; gateway: string };

async function listening(at: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(at, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (broker.exitCode !== null) throw new Error('mosquitto exited');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const connect = (username: string | undefined) =>
  mqtt.connectAsync(`mqtt://127.0.0.1:${port}`, {
    ...(username ? { username, password: PASSWORD } : {}),
    reconnectPeriod: 0,
    connectTimeout: 10_000,
  });

/** What a client receives, in order. */
function inbox(client: mqtt.MqttClient): string[] {
  const got: string[] = [];
  client.on('message', (topic, payload) => got.push(`${topic} ${payload.toString()}`));
  return got;
}

beforeAll(async () => {
  const { db } = database;
  await insertDeviceGroup(db, { device_group_id: 'acme' });
  await insertDeviceGroup(db, { device_group_id: 'tokai' });
  const gwA = await insertGateway(db, { deviceGroupId: 'acme' });
  const gwB = await insertGateway(db, { deviceGroupId: 'tokai' });
  const parent = (gw: { model_id: string; serial_no: string }) => ({
    parent_model_id: gw.model_id,
    parent_serial_no: gw.serial_no,
  });
  const a = await insertDevice(db, { deviceGroupId: 'acme', ...parent(gwA) });
  const b = await insertDevice(db, { deviceGroupId: 'tokai', ...parent(gwB) });
  mine = { topic: registersTopic(a.model_id, a.serial_no), gateway: gwA.mqtt_username };
  theirs = { topic: registersTopic(b.model_id, b.serial_no), gateway: gwB.mqtt_username };

  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-mosquitto-'));
  // Started as root, Mosquitto drops to its own user, which must still read the folder's files.
  fs.chmodSync(dir, 0o755);
  fs.writeFileSync(
    path.join(dir, 'acl'),
    await buildMosquittoAcl(db, { ingestUsername: 'ingest', demo: false }),
  );
  const passwords = path.join(dir, 'passwd');
  fs.writeFileSync(passwords, '');
  for (const user of ['ingest', mine.gateway, theirs.gateway]) {
    execFileSync('mosquitto_passwd', ['-b', passwords, user, PASSWORD]);
  }
  fs.chmodSync(passwords, 0o644);
  port = await freePort();
  fs.writeFileSync(
    path.join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous false',
      `password_file ${passwords}`,
      `acl_file ${path.join(dir, 'acl')}`,
      'persistence false',
      '',
    ].join('\n'),
  );
  const binary = fs.existsSync('/usr/sbin/mosquitto') ? '/usr/sbin/mosquitto' : 'mosquitto';
  broker = spawn(binary, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  broker.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
  broker.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`mosquitto exited with ${code}: ${said}`);
  });
  await listening(port);
});

afterAll(() => {
  broker?.kill();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the generated Mosquitto ACL', () => {
  it('refuses anonymous clients', async () => {
    await expect(connect(undefined)).rejects.toThrow(/Not authorized|not authorised|unavailable/i);
  });

  it('lets a gateway publish for its own machines only', async () => {
    const ingest = await connect('ingest');
    const gateway = await connect(mine.gateway);
    try {
      const got = inbox(ingest);
      await ingest.subscribeAsync('compressors/+/+/registers', { qos: 1 });
      await gateway.publishAsync(theirs.topic, 'not mine', { qos: 1 });
      await gateway.publishAsync(mine.topic, 'mine', { qos: 1 });
      await vi.waitFor(() => expect(got).toContain(`${mine.topic} mine`));
      expect(got).toEqual([`${mine.topic} mine`]);
    } finally {
      await gateway.endAsync();
      await ingest.endAsync();
    }
  });

  it('lets each gateway read only its own rejected topic, written by the ingest', async () => {
    const ingest = await connect('ingest');
    const gateway = await connect(mine.gateway);
    try {
      const got = inbox(gateway);
      await gateway.subscribeAsync('gateways/+/rejected', { qos: 1 }).catch(() => undefined);
      await gateway.subscribeAsync(rejectedTopic(mine.gateway), { qos: 1 });
      await ingest.publishAsync(rejectedTopic(theirs.gateway), 'for them', { qos: 1 });
      await ingest.publishAsync(rejectedTopic(mine.gateway), 'for me', { qos: 1 });
      await vi.waitFor(() => expect(got).toContain(`${rejectedTopic(mine.gateway)} for me`));
      expect(got).toEqual([`${rejectedTopic(mine.gateway)} for me`]);
    } finally {
      await gateway.endAsync();
      await ingest.endAsync();
    }
  });
});
