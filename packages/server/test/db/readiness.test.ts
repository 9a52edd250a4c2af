/**
 * /readyz answers 503 with the reason while the database or the MQTT ingest's broker is unusable, and the
 * ingest says what is wrong with its broker in words: a refused login as such (naming MQTT_URL's user,
 * never its password), a broker that does not listen once per back-off step (1 s, 2 s, 4 s, ...), no
 * stack traces. The app and the ingest are wired as main.ts wires them (a Readiness given to buildApp).
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import mqtt from 'mqtt';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../src/app.ts';
import type { IngestService } from '../../src/ingest/service.ts';
import { startMqttIngest } from '../../src/mqtt/index.ts';
import { Readiness } from '../../src/readiness.ts';
import { testConfig } from '../support/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { proxiedDatabase } from '../support/tcp-proxy.ts';
import { mosquittoAvailable, startPrivateMosquitto } from '../support/private-mosquitto.ts';
import { freePort, silentLog, testIngest } from './ingest-fixtures.ts';

const INGEST_USER = 'airsight-ingest';
const INGEST_PASSWORD = `Br0ker-${crypto.randomBytes(6).toString('hex')}`;

type LogLine = Record<string, unknown> & { msg?: string; level: number };

/** A logger that keeps every line it writes, exactly as written (no scrubbing of secrets). */
function capturedLog() {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines, raw };
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('readiness and broker outages', () => {
  let database: TestDatabase;
  let ingest: IngestService;
  beforeAll(async () => {
    database = await createTestDatabase();
    ingest = testIngest(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  /** The app and the MQTT ingest of MQTT_URL, wired as main.ts does. */
  async function startWithBroker(mqttUrl: string, log: pino.Logger) {
    const readiness = new Readiness();
    const app = await buildApp({ config: testConfig(), db: database.db, log: silentLog, readiness });
    await app.ready();
    const clientId = `airsight-readiness-${crypto.randomBytes(4).toString('hex')}`;
    const mqttIngest = await startMqttIngest(
      testConfig({ MQTT_URL: mqttUrl, MQTT_CLIENT_ID: clientId }),
      ingest,
      log,
    );
    readiness.set('MQTT ingest', () => mqttIngest.unusable());
    return {
      app,
      async stop() {
        await mqttIngest.stop();
        await app.close();
        // Remove the ingest's persistent session, so that the broker keeps nothing for it.
        const ended = await mqtt
          .connectAsync(mqttUrl, { clientId, clean: true, protocolVersion: 5, reconnectPeriod: 0 })
          .catch(() => undefined);
        await ended?.endAsync(true);
      },
    };
  }

  it('answers 200 while the database and the broker are usable', async () => {
    const { log } = capturedLog();
    const portal = await startWithBroker(process.env.TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883', log);
    try {
      const res = await portal.app.inject('/readyz');
      expect(res.json()).toEqual({ status: 'ready' });
      expect(res.statusCode).toBe(200);
    } finally {
      await portal.stop();
    }
  });

  it('answers 503 naming the database while it does not answer', async () => {
    // The app's pool reaches the database through a proxy, which then goes away like a stopped server.
    const { proxy, db } = await proxiedDatabase(database.url, 2);
    await proxy.start();
    const app: AppInstance = await buildApp({ config: testConfig(), db, log: silentLog });
    try {
      expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' });
      await proxy.stop();
      const res = await app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        // Refused, or cut while idle in the pool: either way the driver's words, after the part's name.
        reasons: [
          expect.stringMatching(/^database: unavailable \((connect ECONNREFUSED|Connection terminated)/),
        ],
      });
    } finally {
      await app.close();
      await db.destroy();
      await proxy.stop();
    }
  });

  it('answers 503 while the broker does not listen, and logs each back-off step once, without a stack', async () => {
    const port = await freePort();
    const captured = capturedLog();
    const portal = await startWithBroker(
      `mqtt://${INGEST_USER}:${INGEST_PASSWORD}@127.0.0.1:${port}`,
      captured.log,
    );
    try {
      const res = await portal.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'not ready',
        reasons: ['MQTT ingest: the broker is not reachable (ECONNREFUSED)'],
      });

      const failures = () => captured.lines.filter((l) => l.msg?.includes('is not reachable'));
      await waitFor('three failed attempts', () => failures().length >= 3);
      // Attempts at 0 s, 1 s and 3 s: one line each, with the next step of the back-off.
      expect(
        failures()
          .slice(0, 3)
          .map((l) => l.retryInSeconds),
      ).toEqual([1, 2, 4]);
      expect(failures()[0]!.msg).toBe(
        `the MQTT broker at mqtt://${INGEST_USER}:***@127.0.0.1:${port} is not reachable: connect ECONNREFUSED 127.0.0.1:${port}; next attempt in 1 s`,
      );
      for (const line of captured.raw) {
        expect(line).not.toContain('"stack"');
        expect(line).not.toContain(INGEST_PASSWORD);
      }
    } finally {
      await portal.stop();
    }
  });

  it.skipIf(!mosquittoAvailable)(
    'logs a refused login as such, naming the user and never the password, and answers 503',
    async () => {
      const broker = await startPrivateMosquitto(await freePort(), {
        username: INGEST_USER,
        password: INGEST_PASSWORD,
      });
      const captured = capturedLog();
      const wrongPassword = `wrong-${crypto.randomBytes(6).toString('hex')}`;
      const portal = await startWithBroker(
        `mqtt://${INGEST_USER}:${wrongPassword}@127.0.0.1:${broker.port}`,
        captured.log,
      );
      try {
        const refused = () => captured.lines.filter((l) => l.msg?.includes('refused'));
        await waitFor('the refused login in the log', () => refused().length >= 1);
        expect(refused()[0]!.msg).toMatch(
          new RegExp(
            `^the MQTT broker at mqtt://${INGEST_USER}:\\*\\*\\*@127\\.0\\.0\\.1:${broker.port} refused the ingest's login as user "${INGEST_USER}" \\(MQTT_URL\\): .*; next attempt in 1 s$`,
          ),
        );
        expect(captured.lines.some((l) => l.msg?.includes('not reachable'))).toBe(false);

        const res = await portal.app.inject('/readyz');
        expect(res.statusCode).toBe(503);
        expect(res.json().reasons).toEqual([
          expect.stringMatching(/^MQTT ingest: the broker refused the ingest's login \(/),
        ]);
        for (const line of captured.raw) {
          expect(line).not.toContain(wrongPassword);
          expect(line).not.toContain('"stack"');
        }
      } finally {
        await portal.stop();
        await broker.stop();
      }
    },
  );

  it.skipIf(!mosquittoAvailable)('is ready with the right password on the same broker', async () => {
    const broker = await startPrivateMosquitto(await freePort(), {
      username: INGEST_USER,
      password: INGEST_PASSWORD,
    });
    const captured = capturedLog();
    const portal = await startWithBroker(
      `mqtt://${INGEST_USER}:${INGEST_PASSWORD}@127.0.0.1:${broker.port}`,
      captured.log,
    );
    try {
      expect((await portal.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
      expect(captured.lines.map((l) => l.msg)).toContain('subscribed to the MQTT broker');
    } finally {
      await portal.stop();
      await broker.stop();
    }
  });
});
