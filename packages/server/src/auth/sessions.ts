/**
 * Portal sessions, kept in PostgreSQL (repositories/sessions.ts). The browser's cookie holds a random id;
 * only its SHA-256 is stored, so a leaked table does not hand out live sessions. Tokens from the identity
 * provider stay there.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/database.ts';
import {
  findLiveSession,
  insertSession,
  type SessionRow,
  type SessionTokens,
} from '../repositories/sessions.ts';

export const SESSION_COOKIE = 'airsight_session';

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
  await insertSession(db, {
    idHash: hashSessionId(id),
    userId,
    csrfToken,
    tokens,
    expiresAt: new Date(Date.now() + ttlHours * 3_600_000),
  });
  return { id, csrfToken };
}

/** The live session for a cookie value, or undefined when unknown or expired. */
export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  return findLiveSession(db, hashSessionId(id), new Date());
}
