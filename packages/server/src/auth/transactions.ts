/**
 * Sign-ins under way (table auth_transactions): the state, PKCE verifier and nonce of one authorization
 * request and where the browser goes afterwards. A transaction is used once: the callback takes it out.
 */
import type { Db } from '../db/database.ts';

/** How long a user may take between starting a sign-in and coming back from the identity provider. */
export const TRANSACTION_TTL_MS = 30 * 60_000;

export interface AuthTransaction {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export async function saveAuthTransaction(db: Db, tx: AuthTransaction): Promise<void> {
  await db
    .insertInto('auth_transactions')
    .values({ state: tx.state, code_verifier: tx.codeVerifier, nonce: tx.nonce, return_to: tx.returnTo })
    .execute();
}

/** Removes and returns the live transaction of this state; undefined when unknown, used or too old. */
export async function takeAuthTransaction(db: Db, state: string): Promise<AuthTransaction | undefined> {
  const row = await db
    .deleteFrom('auth_transactions')
    .where('state', '=', state)
    .returning(['state', 'code_verifier', 'nonce', 'return_to', 'created_at'])
    .executeTakeFirst();
  if (!row || row.created_at.getTime() < Date.now() - TRANSACTION_TTL_MS) return undefined;
  return { state: row.state, codeVerifier: row.code_verifier, nonce: row.nonce, returnTo: row.return_to };
}

export async function deleteStaleAuthTransactions(db: Db): Promise<void> {
  await db
    .deleteFrom('auth_transactions')
    .where('created_at', '<', new Date(Date.now() - TRANSACTION_TTL_MS))
    .execute();
}
