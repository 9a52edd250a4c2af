/**
 * A fresh, migrated database on the PostgreSQL server that `adminUrl` reaches, dropped again by `drop()`,
 * and an embedded server in a temporary folder to make them on. Free of the test runner, so that the
 * database tests (database.ts, global-embedded.ts) and the benches make theirs alike.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrate } from '../../src/db/migrate.ts';
import { guardPoolClients } from '../../src/db/pool-guard.ts';
import { kyselyOver, type Db } from '../../src/db/database.ts';

export interface FreshDatabase {
  db: Db;
  pool: pg.Pool;
  url: string;
  drop(): Promise<void>;
}

/** An embedded PostgreSQL in a new temporary folder (named from `prefix`); `stop()` also removes the folder. */
export async function startTemporaryPostgres(
  prefix: string,
): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const embedded = await startEmbeddedDatabase(dir, pino({ level: 'warn' }));
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs one statement on the admin database (CREATE and DROP DATABASE cannot run in the new one). */
async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A pool and Kysely on `url` whose connections may be cut under them (a dropped database, a stopped proxy
 * or server) without an uncaught error ending the run: only the query that used the connection fails.
 */
export function connectDatabase(url: string, max: number): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => undefined);
  guardPoolClients(pool, () => undefined);
  return { db: kyselyOver(pool), pool };
}

export async function createFreshDatabase(
  adminUrl: string,
  options: { namePrefix: string; poolMax: number },
): Promise<FreshDatabase> {
  const name = `${options.namePrefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database terminates any connection still open; that must not fail a finished run.
  const { db, pool } = connectDatabase(url.toString(), options.poolMax);
  const drop = async () => {
    await db.destroy();
    await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
  try {
    await migrate(pool);
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, pool, url: url.toString(), drop };
}
