/**
 * The global loading overlay's state (part 1 §2): shown while at least one call marked as loading runs.
 */

type Listener = () => void;

let active = 0;
const listeners = new Set<Listener>();

function publish(): void {
  for (const listener of listeners) listener();
}

/** Marks the start of a loading call; the returned function ends it (calling it twice does no harm). */
export function beginLoading(): () => void {
  active += 1;
  publish();
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    active = Math.max(0, active - 1);
    publish();
  };
}

export function subscribeLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isLoading(): boolean {
  return active > 0;
}
