/**
 * Sign-ins under way (repositories/sign-in-transactions.ts): the state, PKCE verifier and nonce of one
 * authorization request and where the browser goes afterwards. A transaction is used once: the callback
 * takes it out.
 */
import type { Db } from '../db/database.ts';
import {
  deleteSignInTransactionsBefore,
  insertSignInTransaction,
  takeSignInTransaction,
} from '../repositories/sign-in-transactions.ts';

/** How long a user may take between starting a sign-in and coming back from the identity provider. */
export const TRANSACTION_TTL_MS = 30 * 60_000;

export interface AuthTransaction {
  state: string;
  codeVerifier: string;
  nonce: string;
  returnTo: string;
}

export async function saveAuthTransaction(db: Db, tx: AuthTransaction): Promise<void> {
  await insertSignInTransaction(db, tx);
}

/** Removes and returns the live transaction of this state; undefined when unknown, used or too old. */
export async function takeAuthTransaction(db: Db, state: string): Promise<AuthTransaction | undefined> {
  const row = await takeSignInTransaction(db, state);
  if (!row || row.createdAt.getTime() < Date.now() - TRANSACTION_TTL_MS) return undefined;
  return { state: row.state, codeVerifier: row.codeVerifier, nonce: row.nonce, returnTo: row.returnTo };
}

export async function deleteStaleAuthTransactions(db: Db): Promise<void> {
  await deleteSignInTransactionsBefore(db, new Date(Date.now() - TRANSACTION_TTL_MS));
}
