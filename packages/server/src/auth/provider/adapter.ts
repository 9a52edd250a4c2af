/**
 * Storage of the embedded OpenID provider in PostgreSQL (repositories/oidc-store.ts): sessions,
 * interactions, grants, codes and tokens, one row per model instance. Keeping them in the database, not in
 * memory, is what lets a restart or a second API server continue every sign-in under way.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import {
  deleteOidcPayload,
  deleteOidcPayloadsExpiredBy,
  deleteOidcPayloadsOfGrant,
  findOidcPayload,
  markOidcPayloadConsumed,
  upsertOidcPayload,
} from '../../repositories/oidc-store.ts';

export class PgAdapter implements Adapter {
  readonly #db: Db;
  /** The provider's model name: Session, Interaction, Grant, AccessToken, RefreshToken, ... */
  readonly #kind: string;

  constructor(db: Db, kind: string) {
    this.#db = db;
    this.#kind = kind;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await upsertOidcPayload(this.#db, this.#kind, id, {
      payload: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    });
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.#findBy('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await markOidcPayloadConsumed(this.#db, this.#kind, id, new Date());
  }

  async destroy(id: string): Promise<void> {
    await deleteOidcPayload(this.#db, this.#kind, id);
  }

  /** Revoking a grant removes everything issued under it (codes, access and refresh tokens), whatever the kind. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteOidcPayloadsOfGrant(this.#db, grantId);
  }

  async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await findOidcPayload(this.#db, this.#kind, column, value);
    // Expired rows are left for the periodic clean-up but never handed out again.
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
    const payload = (
      typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    ) as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}

/** Removes provider rows that have expired; they can never be used again. */
export async function deleteExpiredProviderPayloads(db: Db): Promise<void> {
  await deleteOidcPayloadsExpiredBy(db, new Date());
}
