/**
 * Background work done in rounds, the one way the server runs it (the hourly summariser, the alarm-mail
 * worker): a round starts at once; the next starts `pauseMs` after the last one ended, or at once when
 * the round answered true (more is waiting). A failed round goes to `onError` and the next one starts
 * over. `stop()` starts no further round and resolves once the round in progress has ended; a long round
 * asks `stopping()` between its slices. The pause's timer does not keep the process alive.
 */

export interface Rounds {
  stop(): Promise<void>;
}

export function startRounds(options: {
  round: (stopping: () => boolean) => Promise<boolean | void>;
  pauseMs: number;
  onError: (error: unknown) => void;
}): Rounds {
  const { round, pauseMs, onError } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void>;
  const run = async () => {
    let more = false;
    try {
      more = (await round(() => stopped)) === true;
    } catch (error) {
      onError(error);
    }
    if (stopped) return;
    timer = setTimeout(() => (running = run()), more ? 0 : pauseMs);
    timer.unref();
  };
  running = run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
