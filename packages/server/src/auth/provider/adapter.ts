/**
 * Storage of the embedded OpenID provider in PostgreSQL (table oidc_payloads): sessions, interactions,
 * grants, codes and tokens, one row per model instance. Keeping them in the database, not in memory, is
 * what lets a restart or a second API server continue every sign-in under way.
 */
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/database.ts';

export class PgAdapter implements Adapter {
  readonly #db: Db;
  /** The provider's model name: Session, Interaction, Grant, AccessToken, RefreshToken, ... */
  readonly #kind: string;

  constructor(db: Db, kind: string) {
    this.#db = db;
    this.#kind = kind;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const row = {
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      user_code: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.#db
      .insertInto('oidc_payloads')
      .values({ kind: this.#kind, id, consumed_at: null, ...row })
      .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
      .execute();
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
    await this.#db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date() })
      .where('kind', '=', this.#kind)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.#db.deleteFrom('oidc_payloads').where('kind', '=', this.#kind).where('id', '=', id).execute();
  }

  /** Revoking a grant removes everything issued under it (codes, access and refresh tokens), whatever the kind. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.#db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.#db
      .selectFrom('oidc_payloads')
      .select(['payload', 'expires_at', 'consumed_at'])
      .where('kind', '=', this.#kind)
      .where(column, '=', value)
      .executeTakeFirst();
    // Expired rows are left for the periodic clean-up but never handed out again.
    if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined;
    const payload = (
      typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload
    ) as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }
}

/** Removes provider rows that have expired; they can never be used again. */
export async function deleteExpiredProviderPayloads(db: Db): Promise<void> {
  await db.deleteFrom('oidc_payloads').where('expires_at', '<=', new Date()).execute();
}
