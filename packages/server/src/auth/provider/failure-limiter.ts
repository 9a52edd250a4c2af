/**
 * Slows down password guessing: after a number of failed sign-ins within WINDOW_MS for one key (a user id,
 * an address), further attempts for that key are refused until the window has passed. Kept in process
 * memory on purpose: it is a brake, not state that must survive a restart; each API server brakes on its own.
 */
const WINDOW_MS = 10 * 60_000;
const MAX_KEYS = 10_000;

export class FailureLimiter {
  readonly #maxFailures: number;
  readonly #failures = new Map<string, { count: number; since: number }>();

  constructor(maxFailures: number) {
    this.#maxFailures = maxFailures;
  }

  blocked(key: string, now = Date.now()): boolean {
    const entry = this.#failures.get(key);
    return entry !== undefined && now - entry.since < WINDOW_MS && entry.count >= this.#maxFailures;
  }

  fail(key: string, now = Date.now()): void {
    const entry = this.#failures.get(key);
    if (entry && now - entry.since < WINDOW_MS) {
      entry.count += 1;
    } else {
      if (this.#failures.size >= MAX_KEYS) this.#prune(now);
      this.#failures.set(key, { count: 1, since: now });
    }
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  #prune(now: number): void {
    for (const [key, entry] of this.#failures) {
      if (now - entry.since >= WINDOW_MS) this.#failures.delete(key);
    }
    // Still full of live entries: drop the oldest rather than grow without bound.
    while (this.#failures.size >= MAX_KEYS) {
      const oldest = this.#failures.keys().next().value;
      if (oldest === undefined) break;
      this.#failures.delete(oldest);
    }
  }
}
