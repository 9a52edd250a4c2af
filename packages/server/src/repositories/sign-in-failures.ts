/**
 * SQL of the failed-password counts (table sign_in_failures, migration 0022): one row per braked key,
 * counted afresh once its window has passed, and forgotten a day after its last failure.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export type BrakeScope = 'account' | 'address';

/** Rows without a failure for this long are deleted. */
const FORGET_AFTER = '1 day';

/**
 * Counts one failure of (scope, key) at `at`: the count starts again at 1 when the row's window (from its
 * first failure) has passed. Answers the count and the window's start; deletes rows long forgotten.
 */
export async function countFailure(
  db: Db,
  scope: BrakeScope,
  key: string,
  at: Date,
  windowMs: number,
): Promise<{ failures: number; firstAt: Date }> {
  const windowStart = new Date(at.getTime() - windowMs);
  await sql`DELETE FROM sign_in_failures WHERE last_at < ${at}::timestamptz - ${FORGET_AFTER}::interval`.execute(
    db,
  );
  const result = await sql<{ failures: number; first_at: Date }>`
    INSERT INTO sign_in_failures AS f (scope, key, failures, first_at, last_at)
    VALUES (${scope}, ${key}, 1, ${at}, ${at})
    ON CONFLICT (scope, key) DO UPDATE SET
      failures = CASE WHEN f.first_at < ${windowStart} THEN 1 ELSE f.failures + 1 END,
      first_at = CASE WHEN f.first_at < ${windowStart} THEN ${at} ELSE f.first_at END,
      blocked_until = CASE WHEN f.first_at < ${windowStart} THEN NULL ELSE f.blocked_until END,
      last_at = ${at}
    RETURNING failures, first_at
  `.execute(db);
  const row = result.rows[0]!;
  return { failures: row.failures, firstAt: row.first_at };
}

export async function setBlockedUntil(db: Db, scope: BrakeScope, key: string, until: Date): Promise<void> {
  await sql`UPDATE sign_in_failures SET blocked_until = ${until} WHERE scope = ${scope} AND key = ${key}`.execute(
    db,
  );
}

/** The latest time until which any of the keys is refused, if later than `at`. */
export async function blockedUntil(
  db: Db,
  keys: readonly { scope: BrakeScope; key: string }[],
  at: Date,
): Promise<Date | null> {
  const result = await sql<{ until: Date | null }>`
    SELECT max(blocked_until) AS until FROM sign_in_failures
    WHERE (scope, key) IN (${sql.join(keys.map((k) => sql`(${k.scope}, ${k.key})`))})
      AND blocked_until > ${at}
  `.execute(db);
  return result.rows[0]?.until ?? null;
}

export async function clearFailures(db: Db, scope: BrakeScope, key: string): Promise<void> {
  await sql`DELETE FROM sign_in_failures WHERE scope = ${scope} AND key = ${key}`.execute(db);
}
