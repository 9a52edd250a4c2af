/**
 * Portal sessions, kept in PostgreSQL. The browser's cookie holds a random id; only its SHA-256 is stored,
 * so a leaked table does not hand out live sessions. Tokens from the identity provider stay here.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import type { SessionTable } from '../db/schema.ts';

export const SESSION_COOKIE = 'airsight_session';

export interface SessionTokens {
  idToken?: string | null;
  accessToken?: string | null;
  refreshToken?: string | null;
  accessExpiresAt?: Date | null;
}

export type SessionRow = SessionTable & { refresh_failures: number; created_at: Date; last_seen_at: Date };

export function hashSessionId(id: string): string {
  return crypto.createHash('sha256').update(id).digest('base64url');
}

export async function createSession(
  db: Db,
  userId: string,
  tokens: SessionTokens,
  ttlHours: number,
): Promise<{ id: string; csrfToken: string }> {
  const id = crypto.randomBytes(32).toString('base64url');
  const csrfToken = crypto.randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      id_hash: hashSessionId(id),
      user_id: userId,
      csrf_token: csrfToken,
      id_token: tokens.idToken ?? null,
      access_token: tokens.accessToken ?? null,
      refresh_token: tokens.refreshToken ?? null,
      access_expires_at: tokens.accessExpiresAt ?? null,
      expires_at: new Date(Date.now() + ttlHours * 3_600_000),
    })
    .execute();
  return { id, csrfToken };
}

/** The live session for a cookie value, or undefined when unknown or expired. */
export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .selectAll()
    .where('id_hash', '=', hashSessionId(id))
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return row as SessionRow | undefined;
}

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

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', new Date()).execute();
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
