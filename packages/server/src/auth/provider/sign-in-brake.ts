/**
 * Brakes password guessing on the embedded provider without letting anyone lock another person out
 * (docs/sign-in.md, "Password guessing"). Counted in PostgreSQL, so every API process brakes alike:
 *
 * - One user id from one address ('account'): FREE_TRIES failures cost nothing; each one after that
 *   refuses that pair for a delay that doubles, from 1 s up to MAX_DELAY_MS. A success clears it. A
 *   stranger guessing from elsewhere slows only their own pair, never the owner's address.
 * - Every user id from one address ('address'): at most ADDRESS_LIMIT failures per ADDRESS_WINDOW_MS, then
 *   that address is refused until the window ends (high enough for an office behind one address).
 */
import type { Db } from '../../db/database.ts';
import {
  blockedUntil,
  clearFailures,
  countFailure,
  setBlockedUntil,
  type BrakeScope,
} from '../../repositories/sign-in-failures.ts';

export const FREE_TRIES = 5;
export const MAX_DELAY_MS = 15 * 60_000;
export const ADDRESS_LIMIT = 100;
export const ADDRESS_WINDOW_MS = 10 * 60_000;
/** A pair's count starts again a day after its first failure. */
const ACCOUNT_WINDOW_MS = 24 * 60 * 60_000;

/** The wait after the `failures`-th failure of one user id from one address: none up to FREE_TRIES, then 1 s, 2 s, 4 s, … */
export function accountDelayMs(failures: number): number {
  if (failures <= FREE_TRIES) return 0;
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_TRIES - 1));
}

export class SignInBrake {
  readonly #db: Db;
  constructor(db: Db) {
    this.#db = db;
  }

  #keys(userId: string, address: string): { scope: BrakeScope; key: string }[] {
    return [
      { scope: 'account', key: `${userId.trim().toLowerCase()} ${address}` },
      { scope: 'address', key: address },
    ];
  }

  /** Seconds until `userId` may try again from `address`; 0 when it may now. */
  async retryAfterSeconds(userId: string, address: string, at = new Date()): Promise<number> {
    const until = await blockedUntil(this.#db, this.#keys(userId, address), at);
    return until ? Math.ceil((until.getTime() - at.getTime()) / 1000) : 0;
  }

  async failed(userId: string, address: string, at = new Date()): Promise<void> {
    const [account, byAddress] = this.#keys(userId, address) as [
      { scope: BrakeScope; key: string },
      { scope: BrakeScope; key: string },
    ];
    const pair = await countFailure(this.#db, account.scope, account.key, at, ACCOUNT_WINDOW_MS);
    const delay = accountDelayMs(pair.failures);
    if (delay > 0)
      await setBlockedUntil(this.#db, account.scope, account.key, new Date(at.getTime() + delay));
    const all = await countFailure(this.#db, byAddress.scope, byAddress.key, at, ADDRESS_WINDOW_MS);
    if (all.failures >= ADDRESS_LIMIT) {
      await setBlockedUntil(
        this.#db,
        byAddress.scope,
        byAddress.key,
        new Date(all.firstAt.getTime() + ADDRESS_WINDOW_MS),
      );
    }
  }

  /** The right password: the pair's count is cleared (the address's stays: it counts everyone's). */
  async succeeded(userId: string, address: string): Promise<void> {
    const [account] = this.#keys(userId, address);
    await clearFailures(this.#db, account!.scope, account!.key);
  }
}
