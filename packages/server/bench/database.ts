/**
 * The database a bench measures in: a fresh, migrated database on the server DATABASE_URL names, or on an
 * embedded PostgreSQL in a temporary folder when it names none; either is removed again by `close()`.
 */
import type pg from 'pg';
import type { Db } from '../src/db/database.ts';
import { createFreshDatabase, startTemporaryPostgres } from '../test/support/fresh-database.ts';

export interface BenchDatabase {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export async function openBenchDatabase(): Promise<BenchDatabase> {
  const given = process.env.DATABASE_URL || undefined;
  const embedded = given ? undefined : await startTemporaryPostgres('airsight-bench-');
  const database = await createFreshDatabase(given ?? embedded!.url, {
    namePrefix: 'airsight_bench',
    poolMax: 10,
  }).catch(async (error: unknown) => {
    await embedded?.stop();
    throw error;
  });
  return {
    db: database.db,
    pool: database.pool,
    async close() {
      await database.drop();
      await embedded?.stop();
    },
  };
}
