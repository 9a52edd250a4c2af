/**
 * Opens the database the settings name (DATABASE_URL) or starts the embedded one, applies migrations and
 * returns a Kysely instance over a pg pool. Closing it stops the embedded cluster cleanly.
 *
 * An external database that is still starting (refused connections, "the database system is starting
 * up") is waited for, up to a minute, with a log line now and then; one that refuses us for good (wrong
 * password, unknown database or host) ends in a DatabaseSettingError that names DATABASE_URL, shows the
 * URL without its password, and says the cause, instead of a driver's stack trace.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import type { Logger } from 'pino';
import { startEmbeddedDatabase, type EmbeddedDatabase } from './embedded.ts';
import { migrate } from './migrate.ts';
import { guardPoolClients } from './pool-guard.ts';
import { redactUrl } from '../secrets.ts';
import type { Database } from './schema.ts';

// bigint ids arrive as strings (safe for ids); numeric as numbers is fine for coordinates and ranges.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<Database>;

/** Kysely over a pool; a query's stream() reads its rows through a cursor, a chunk at a time. */
export function kyselyOver(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: Cursor }) });
}

/** The database of DATABASE_URL cannot be used; the message names the setting and the cause. */
export class DatabaseSettingError extends Error {}

/** How long a start waits for an external database that is still starting. */
const STARTUP_WAIT_MS = 60_000;
const RETRY_MS = 1_000;
/** A waiting start logs on the first attempt and then every this many. */
const LOG_EVERY_ATTEMPTS = 10;
/**
 * Answers of a database that is not up yet: SQLSTATE 57P03 (cannot_connect_now: starting up, shutting
 * down, in recovery) and the network errors of a server that does not listen yet. Everything else
 * (authentication, an unknown database, a host name that does not resolve) will not pass by waiting.
 */
const NOT_UP_YET = new Set(['57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EAI_AGAIN']);

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
  /** How long to wait for an external database that is still starting (default a minute). */
  startupWaitMs?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    await waitForDatabase(options.databaseUrl, options.log, options.startupWaitMs ?? STARTUP_WAIT_MS);
  }
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
    if (!options.databaseUrl) throw error;
    options.log.debug({ err: error }, 'migrations failed');
    throw new DatabaseSettingError(
      `cannot apply the migrations to the database of DATABASE_URL (${redactUrl(options.databaseUrl)}): ${causeOf(error)}`,
      { cause: error },
    );
  }
  const db = kyselyOver(pool);
  return {
    db,
    pool,
    url,
    async close() {
      await db.destroy();
      // Kysely ends the pool only when it ran a query itself: the migrations' idle connection would
      // otherwise keep a short-lived process (a command) alive for the pool's idle timeout.
      if (!pool.ended) await pool.end();
      await embedded?.stop();
    },
  };
}

/** Connects once and lets go, retrying while the database is still starting. */
async function waitForDatabase(url: string, log: Logger, waitMs: number): Promise<void> {
  const shown = redactUrl(url);
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    // A failed connection may also report its error as an event; the rejected connect() below has it.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      if (attempt > 0) log.info({ database: shown }, 'the database of DATABASE_URL accepts connections');
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      const code = (error as { code?: unknown }).code;
      if (typeof code !== 'string' || !NOT_UP_YET.has(code)) {
        throw new DatabaseSettingError(
          `cannot use the database of DATABASE_URL (${shown}): ${causeOf(error)}`,
          { cause: error },
        );
      }
      if (Date.now() + RETRY_MS > deadline) {
        throw new DatabaseSettingError(
          `the database of DATABASE_URL (${shown}) did not accept connections within ${waitMs / 1000} s: ${causeOf(error)}`,
          { cause: error },
        );
      }
      if (attempt % LOG_EVERY_ATTEMPTS === 0) {
        log.warn(
          { database: shown, reason: causeOf(error) },
          'waiting for the database of DATABASE_URL to accept connections',
        );
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/** The driver's own words for the cause (they never contain the password). */
function causeOf(error: unknown): string {
  const { message, code } = error as { message?: unknown; code?: unknown };
  if (typeof message === 'string' && message) return message;
  // Refused on every address of a name: an AggregateError without a message.
  return typeof code === 'string' ? code : String(error);
}
