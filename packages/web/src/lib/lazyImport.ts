/**
 * Loading a lazy chunk again when it failed: after the network comes back (offline), or after a short
 * pause (a blip). Only when every attempt fails does the route show its error with a reload button.
 */

function waitUntilOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function retryingImport<T>(load: () => Promise<T>, attempts = 3): () => Promise<T> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= attempts) throw error;
        console.warn(`[lazy] a chunk did not load (attempt ${attempt} of ${attempts})`, error);
        await waitUntilOnline();
        await pause(400 * attempt);
      }
    }
  };
}
