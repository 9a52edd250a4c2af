/**
 * A fresh, migrated database for one test file, on whichever server the test project provides
 * (embedded or system PostgreSQL). Dropped again afterwards.
 */
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';

export type TestDatabase = FreshDatabase;

export function createTestDatabase(): Promise<TestDatabase> {
  return createFreshDatabase(inject('pgAdminUrl'), { namePrefix: 'airsight_test', poolMax: 5 });
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
