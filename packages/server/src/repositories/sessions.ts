/**
 * SQL of the portal sessions (table sessions). Rows are keyed by the SHA-256 of the cookie's id, never by
 * the id itself; auth/sessions.ts makes ids and hashes them.
 */
import type { Db } from '../db/database.ts';
import type { SessionTable } from '../db/schema.ts';

export type SessionRow = SessionTable & { refresh_failures: number; created_at: Date; last_seen_at: Date };

export interface SessionTokens {
  idToken?: string | null;
  accessToken?: string | null;
  refreshToken?: string | null;
  accessExpiresAt?: Date | null;
}

export interface NewSession {
  idHash: string;
  userId: string;
  csrfToken: string;
  tokens: SessionTokens;
  expiresAt: Date;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      csrf_token: session.csrfToken,
      id_token: session.tokens.idToken ?? null,
      access_token: session.tokens.accessToken ?? null,
      refresh_token: session.tokens.refreshToken ?? null,
      access_expires_at: session.tokens.accessExpiresAt ?? null,
      expires_at: session.expiresAt,
    })
    .execute();
}

/**
 * The session of this id hash unless it has expired by `now` or its user is disabled (disabling deletes the
 * user's sessions; this also covers a session that a sign-in made while the user was being disabled).
 */
export async function findLiveSession(db: Db, idHash: string, now: Date): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .selectAll('sessions')
    .where('id_hash', '=', idHash)
    .where('expires_at', '>', now)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('users')
          .select('users.user_id')
          .whereRef('users.user_id', '=', 'sessions.user_id')
          .where('users.disabled_at', 'is', null),
      ),
    )
    .executeTakeFirst();
  return row as SessionRow | undefined;
}

/** What signing out needs: the tokens to revoke and hint with, and the user's language. */
export async function findSignOutDetails(
  db: Db,
  idHash: string,
): Promise<{ id_token: string | null; refresh_token: string | null; locale: string } | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select(['sessions.id_token', 'sessions.refresh_token', 'users.locale'])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

/** Sets the given fields; fields left undefined keep their value. */
export async function updateSessionTokens(
  db: Db,
  idHash: string,
  changes: SessionTokens & { refreshFailures?: number; nextRefreshAt?: Date | null },
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      ...(changes.idToken !== undefined ? { id_token: changes.idToken } : {}),
      ...(changes.accessToken !== undefined ? { access_token: changes.accessToken } : {}),
      ...(changes.refreshToken !== undefined ? { refresh_token: changes.refreshToken } : {}),
      ...(changes.accessExpiresAt !== undefined ? { access_expires_at: changes.accessExpiresAt } : {}),
      ...(changes.refreshFailures !== undefined ? { refresh_failures: changes.refreshFailures } : {}),
      ...(changes.nextRefreshAt !== undefined ? { next_refresh_at: changes.nextRefreshAt } : {}),
    })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user but one (after a password change, the other browsers must sign in again). */
export async function deleteOtherSessionsOfUser(db: Db, userId: string, keepIdHash: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', '!=', keepIdHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}

/**
 * Takes the right to refresh this session's tokens now: sets next_refresh_at one retry interval ahead, but
 * only when no attempt is already scheduled or under way. Of two requests that find the same expired token,
 * one refreshes; the other goes on with the session as it is, instead of spending the refresh token twice.
 */
export async function claimRefresh(
  db: Db,
  idHash: string,
  now: Date,
  leaseMs: number,
): Promise<{ refreshToken: string; refreshFailures: number } | undefined> {
  const row = await db
    .updateTable('sessions')
    .set({ next_refresh_at: new Date(now.getTime() + leaseMs) })
    .where('id_hash', '=', idHash)
    .where('refresh_token', 'is not', null)
    .where((eb) => eb.or([eb('next_refresh_at', 'is', null), eb('next_refresh_at', '<=', now)]))
    .returning(['refresh_token', 'refresh_failures'])
    .executeTakeFirst();
  return row?.refresh_token
    ? { refreshToken: row.refresh_token, refreshFailures: row.refresh_failures }
    : undefined;
}
