/**
 * SQL of the sign-ins under way (table auth_transactions): one row per authorization request, keyed by
 * its state. Taking a row deletes it, so a transaction is used once.
 */
import type { Db } from '../db/database.ts';

export interface SignInTransactionRow {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt: Date;
}

export async function insertSignInTransaction(
  db: Db,
  tx: Omit<SignInTransactionRow, 'createdAt'>,
): Promise<void> {
  await db
    .insertInto('auth_transactions')
    .values({ state: tx.state, code_verifier: tx.codeVerifier, nonce: tx.nonce, return_to: tx.returnTo })
    .execute();
}

/** Deletes the transaction of this state and answers it, whatever its age; undefined when unknown. */
export async function takeSignInTransaction(
  db: Db,
  state: string,
): Promise<SignInTransactionRow | undefined> {
  const row = await db
    .deleteFrom('auth_transactions')
    .where('state', '=', state)
    .returning(['state', 'code_verifier', 'nonce', 'return_to', 'created_at'])
    .executeTakeFirst();
  return (
    row && {
      state: row.state,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      returnTo: row.return_to,
      createdAt: row.created_at,
    }
  );
}

export async function deleteSignInTransactionsBefore(db: Db, createdBefore: Date): Promise<void> {
  await db.deleteFrom('auth_transactions').where('created_at', '<', createdBefore).execute();
}
