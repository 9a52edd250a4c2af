/**
 * SQL of the embedded OpenID provider's storage (table oidc_payloads): one row per model instance
 * (sessions, interactions, grants, codes, tokens), keyed by the model's kind and id.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export interface OidcPayloadRow {
  /** JSON text of the provider's payload. */
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
}

export interface StoredOidcPayload {
  payload: unknown;
  expiresAt: Date | null;
  consumedAt: Date | null;
}

/** Stores the payload of (kind, id), replacing what was there and clearing its consumed mark. */
export async function upsertOidcPayload(
  db: Db,
  kind: string,
  id: string,
  row: OidcPayloadRow,
): Promise<void> {
  const columns = {
    payload: row.payload,
    grant_id: row.grantId,
    user_code: row.userCode,
    uid: row.uid,
    expires_at: row.expiresAt,
  };
  await db
    .insertInto('oidc_payloads')
    .values({ kind, id, consumed_at: null, ...columns })
    .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(columns))
    .execute();
}

/** The stored payload of this kind whose id, uid or user code is `value`, expired or not. */
export async function findOidcPayload(
  db: Db,
  kind: string,
  column: 'id' | 'uid' | 'user_code',
  value: string,
): Promise<StoredOidcPayload | undefined> {
  const row = await db
    .selectFrom('oidc_payloads')
    .select(['payload', 'expires_at', 'consumed_at'])
    .where('kind', '=', kind)
    .where(column, '=', value)
    .executeTakeFirst();
  return row && { payload: row.payload, expiresAt: row.expires_at, consumedAt: row.consumed_at };
}

export async function markOidcPayloadConsumed(db: Db, kind: string, id: string, at: Date): Promise<void> {
  await db
    .updateTable('oidc_payloads')
    .set({ consumed_at: at })
    .where('kind', '=', kind)
    .where('id', '=', id)
    .execute();
}

export async function deleteOidcPayload(db: Db, kind: string, id: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('kind', '=', kind).where('id', '=', id).execute();
}

/** Every row issued under the grant, whatever its kind. */
export async function deleteOidcPayloadsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
}

export async function deleteOidcPayloadsExpiredBy(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', now).execute();
}

/** The provider's login sessions of an account (its browsers' "still signed in"), e.g. after a password change. */
export async function deleteOidcSessionsOfAccount(db: Db, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('kind', '=', 'Session')
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}
