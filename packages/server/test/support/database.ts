/**
 * A fresh, migrated database for one test file, on whichever server the test project provides
 * (embedded or system PostgreSQL). Dropped again afterwards.
 */
import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { migrate } from '../../src/db/migrate.ts';
import { guardPoolClients } from '../../src/db/pool-guard.ts';
import type { Database } from '../../src/db/schema.ts';
import type { Db } from '../../src/db/database.ts';

export interface TestDatabase {
  db: Db;
  pool: pg.Pool;
  url: string;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `airsight_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // Dropping the database terminates any connection still open; that must not fail a finished test.
  pool.on('error', () => undefined);
  guardPoolClients(pool, () => undefined);
  await migrate(pool);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    url: url.toString(),
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * A fresh database for the calling test file (or describe block): made before its tests, dropped after
 * them. `db` may be read inside tests and hooks only.
 */
export function useTestDatabase(): { readonly db: Db } {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });
  return {
    get db() {
      if (!database) throw new Error('the test database exists inside tests and their hooks only');
      return database.db;
    },
  };
}

/**
 * A describe that runs in one database project only. Tests that start their own portals, clusters or
 * brokers gain nothing from a second run against the other server: they run once and show as skipped there.
 */
export const describeOnlyIn = (project: 'db-embedded' | 'db-system') =>
  describe.runIf(inject('databaseProject') === project);

/** The database id of a machine, for tests that write rows straight into its tables. */
export async function deviceIdOf(db: Db, m: { model_id: string; serial_no: string }): Promise<string> {
  const row = await db
    .selectFrom('devices')
    .select('id')
    .where('model_id', '=', m.model_id)
    .where('serial_no', '=', m.serial_no)
    .executeTakeFirstOrThrow();
  return row.id;
}
