/**
 * DATABASE_URL at start: a database that is still starting is waited for (bounded, logged), and one that
 * cannot be used stops the start with a message that names the setting and hides the password.
 */
import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseSettingError, openDatabase } from '../../src/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { tcpProxy } from '../support/tcp-proxy.ts';
import { freePort } from './ingest-fixtures.ts';

/** A password for a server that trusts any (the machine's); the embedded one has its own. */
const TRUSTED_PASSWORD = `S3cretDbPw-${crypto.randomBytes(6).toString('hex')}`;
let PASSWORD = TRUSTED_PASSWORD;

function capturedLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { log: pino({ level: 'debug' }, stream), lines };
}

/** The test database's URL with a password and, optionally, another port or database name. */
function urlOf(database: TestDatabase, change: { port?: number; name?: string } = {}): string {
  const url = new URL(database.url);
  url.password = PASSWORD;
  if (change.port) url.port = String(change.port);
  if (change.name) url.pathname = `/${change.name}`;
  return url.toString();
}

/** The password nowhere; the embedded server's is its user name, so there only not inside the URL. */
function expectNoPassword(text: string): void {
  expect(text).not.toContain(`:${PASSWORD}@`);
  if (PASSWORD === TRUSTED_PASSWORD) expect(text).not.toContain(PASSWORD);
}

describe('opening the database of DATABASE_URL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const own = new URL(database.url).password;
    if (own) PASSWORD = decodeURIComponent(own);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('waits for a database that does not accept connections yet, and logs that it waits', async () => {
    const target = new URL(database.url);
    const proxy = tcpProxy(await freePort(), { host: target.hostname, port: Number(target.port || 5432) });
    const { log, lines } = capturedLog();
    const opening = openDatabase({
      databaseUrl: urlOf(database, { port: proxy.port }),
      dataDir: '/nonexistent',
      log,
    });
    const outcome = opening.then(
      () => 'opened',
      (error: unknown) => `failed: ${String(error)}`,
    );
    try {
      // The database "comes up" once the start has said that it waits.
      for (let i = 0; i < 200 && !lines.some((l) => l.includes('waiting for the database')); i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(lines.join('\n')).toContain('waiting for the database of DATABASE_URL to accept connections');
      await proxy.start();
      expect(await outcome).toBe('opened');
      expect(lines.join('\n')).toContain('the database of DATABASE_URL accepts connections');
      expectNoPassword(lines.join('\n'));
    } finally {
      await opening.then((handle) => handle.close()).catch(() => undefined);
      await proxy.stop();
    }
  });

  it('gives up after the bound, naming DATABASE_URL and hiding the password', async () => {
    const port = await freePort();
    const { log } = capturedLog();
    const error = await openDatabase({
      databaseUrl: urlOf(database, { port }),
      dataDir: '/nonexistent',
      log,
      startupWaitMs: 1_500,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseSettingError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^the database of DATABASE_URL \\(postgres://[^:]+:\\*\\*\\*@127\\.0\\.0\\.1:${port}/\\w+\\) did not accept connections within 1\\.5 s: connect ECONNREFUSED`,
      ),
    );
    expectNoPassword((error as Error).message);
  });

  it('stops at once on a database that does not exist, naming DATABASE_URL and hiding the password', async () => {
    const { log, lines } = capturedLog();
    const error = await openDatabase({
      databaseUrl: urlOf(database, { name: 'airsight_no_such_database' }),
      dataDir: '/nonexistent',
      log,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseSettingError);
    expect((error as Error).message).toMatch(
      /^cannot use the database of DATABASE_URL \(postgres:\/\/[^:]+:\*\*\*@[^)]+\/airsight_no_such_database\): database "airsight_no_such_database" does not exist$/,
    );
    expectNoPassword((error as Error).message);
    expect(lines.join('\n')).not.toContain('waiting for the database');
  });
});
