/**
 * A fresh, migrated database for one test file, on whichever server the test project provides
 * (embedded or system PostgreSQL). Dropped again afterwards.
 */
import crypto from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
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
