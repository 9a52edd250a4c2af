/**
 * Removes sign-in state that can never be used again: expired portal sessions, sign-ins never completed,
 * expired rows of the embedded provider. Every API server runs it; running it twice at once is harmless.
 */
import type { AppInstance } from '../app.ts';
import type { Db } from '../db/database.ts';
import { deleteExpiredSessions } from '../repositories/sessions.ts';
import { deleteExpiredProviderPayloads } from './provider/adapter.ts';
import { deleteStaleAuthTransactions } from './transactions.ts';

export const CLEANUP_INTERVAL_MS = 10 * 60_000;

export async function cleanUpAuthState(db: Db): Promise<void> {
  await deleteExpiredSessions(db, new Date());
  await deleteStaleAuthTransactions(db);
  await deleteExpiredProviderPayloads(db);
}

export function startAuthCleanup(app: AppInstance): void {
  const timer = setInterval(() => {
    cleanUpAuthState(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sign-in state clean-up failed'),
    );
  }, CLEANUP_INTERVAL_MS);
  timer.unref(); // never the reason the process stays alive
  app.addHook('onClose', async () => clearInterval(timer));
}
