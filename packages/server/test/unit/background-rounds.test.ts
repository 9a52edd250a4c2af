/**
 * The server's background rounds (src/background-rounds.ts): a round that says more is waiting is
 * followed at once, a failed one is reported and followed by the next, and stop() waits for the round
 * in progress and starts no other.
 */
import { describe, expect, it } from 'vitest';
import { startRounds } from '../../src/background-rounds.ts';

/** A promise and the function that resolves it. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('startRounds', () => {
  it('runs at once, again at once while more is waiting, and reports a failed round without stopping', async () => {
    const seen: string[] = [];
    const failed = signal();
    let n = 0;
    const rounds = startRounds({
      // A pause no test waits for: only "more" and a failure may bring the next round.
      pauseMs: 3_600_000,
      round: async () => {
        n += 1;
        seen.push(`round ${n}`);
        if (n === 1) return true;
        if (n === 2) throw new Error('database away');
        return false;
      },
      onError: (error) => {
        seen.push(`error: ${(error as Error).message}`);
        failed.resolve();
      },
    });
    await failed.promise;
    // A turn of the event loop, in which a round wrongly scheduled at once would start.
    await new Promise((r) => setTimeout(r, 0));
    await rounds.stop();
    // After the failure the next round waits the pause: the third never comes.
    expect(seen).toEqual(['round 1', 'round 2', 'error: database away']);
  });

  it('stop() waits for the round in progress, which sees stopping(), and starts no other', async () => {
    const started = signal();
    const release = signal();
    const seen: string[] = [];
    const rounds = startRounds({
      pauseMs: 0,
      round: async (stopping) => {
        seen.push('round');
        started.resolve();
        await release.promise;
        seen.push(`stopping: ${stopping()}`);
        return true;
      },
      onError: () => seen.push('error'),
    });
    await started.promise;
    const stopped = rounds.stop().then(() => seen.push('stopped'));
    release.resolve();
    await stopped;
    expect(seen).toEqual(['round', 'stopping: true', 'stopped']);
  });
});
