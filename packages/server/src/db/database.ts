/**
 * Opens the database the settings name (DATABASE_URL) or starts the embedded one, applies migrations and
 * returns a Kysely instance over a pg pool. Closing it stops the embedded cluster cleanly.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';
import { guardPoolClients } from './pool-guard.ts';
import type { Database } from './schema.ts';

// bigint ids arrive as strings (safe for ids); numeric as numbers is fine for coordinates and ranges.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  url: string;
  close(): Promise<void>;
}

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  log: Logger;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  let embedded: EmbeddedDatabase | undefined;
  const url =
    options.databaseUrl ?? (embedded = await startEmbeddedDatabase(options.dataDir, options.log)).url;
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A dropped connection (a restarted database) must not crash the process: the query fails, the pool
  // reconnects, and ingest retries.
  const lost = (error: Error) => options.log.warn({ err: error }, 'database connection lost');
  pool.on('error', lost);
  guardPoolClients(pool, lost);
  try {
    const applied = await migrate(pool);
    if (applied.length > 0) options.log.info({ applied }, 'database migrations applied');
  } catch (error) {
    await pool.end();
    await embedded?.stop();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
      await embedded?.stop();
    },
  };
}
