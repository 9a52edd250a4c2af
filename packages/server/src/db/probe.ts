/**
 * Does the database answer now? The one probe behind /readyz and behind the ingest's question whether an
 * error it cannot classify came from the batch or from a database that is away.
 */
import { sql } from 'kysely';
import type { Db } from './database.ts';

/** A database that has not answered by then counts as unusable (a hung connection must not hang probes). */
const DEFAULT_TIMEOUT_MS = 3_000;

/** Undefined while the database answers `SELECT 1`; otherwise why not, in the driver's words. */
export async function databaseProblem(db: Db, timeoutMs = DEFAULT_TIMEOUT_MS): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
  });
  try {
    return await Promise.race([
      sql`SELECT 1`.execute(db).then(
        () => undefined,
        (error: unknown) => `unavailable (${describeDatabaseError(error)})`,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** node-postgres errors name the cause in their code or message; none of them carries the password. */
function describeDatabaseError(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof message === 'string' && message) return message;
  return typeof code === 'string' ? code : 'error';
}
