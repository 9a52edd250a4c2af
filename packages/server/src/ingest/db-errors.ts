/**
 * Which database errors a batch (and a message's lookups) survives by trying again. Connection loss and a database that is
 * starting or shutting down are transient: ingest waits for it, however long. Everything else is a fault
 * of the batch itself, except the races of two processes creating the same partition.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const TRANSIENT_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or in recovery
  '53300', // too_many_connections
  '40001', // serialization_failure
  '40P01', // deadlock_detected
  '55P03', // lock_not_available
]);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  // A rollback on a connection that broke mid-transaction: Kysely throws this instead of the first error.
  'Client has encountered a connection error and is not queryable',
];

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

export function isTransientDatabaseError(error: unknown): boolean {
  const code = codeOf(error);
  if (code && (TRANSIENT_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : String(error);
  return CONNECTION_MESSAGES.some((m) => message.includes(m));
}

/** An insert into a month whose partition is gone (dropped by retention in another process). */
export function isMissingPartitionError(error: unknown): boolean {
  return codeOf(error) === '23514' && /no partition of relation/i.test((error as Error).message);
}

/** Two processes creating the same partition at once, or a partition dropped under us. */
export function isRaceError(error: unknown): boolean {
  const code = codeOf(error);
  return code === '42P07' || code === '23505' || isMissingPartitionError(error);
}

/** The wait before try `attempt` (1, 2, ...) against an unavailable database: doubling, at most 5 s. */
export const backoff = (attempt: number) => Math.min(5_000, 100 * 2 ** Math.min(attempt, 6));

/** Waits `backoff(attempt)`. */
export const waitBeforeRetry = (attempt: number) => sleep(backoff(attempt));

/**
 * Runs a read that a message cannot go on without (its machine, its lane) and, while the database is
 * unavailable, tries it again with the writers' backoff until it answers or `stopping()` says to give up.
 * A message waits for the database however long, as a batch does: failing it would close the gateway's
 * connection on the embedded broker, and acknowledge it with an error code (losing it) on an external one.
 */
export async function readWhileUnavailable<T>(
  read: () => Promise<T>,
  stopping: () => boolean,
  onOutage: (error: unknown) => void = () => undefined,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (!isTransientDatabaseError(error) || stopping()) throw error;
      if (attempt === 1) onOutage(error);
      await waitBeforeRetry(attempt);
    }
  }
}
