import { createElement, lazy, useState, type ComponentType } from 'react';

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

/**
 * A lazy component that renders its module at once when the module is already in hand. React.lazy
 * suspends on its first render even then, and React holds the reveal of a suspended boundary back for up
 * to 300 ms after its fallback showed (React's fallback throttle): with the screen's chunk preloaded at
 * start-up (preloadFirstScreen.ts) that was a third of a second in which a screen had its code and did
 * nothing. `load` is the loader to preload with: it keeps the module for the next render.
 */
export function keptLazy<P extends object>(
  loader: () => Promise<{ default: ComponentType<P> }>,
): { Component: ComponentType<P>; load: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    loader().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load);
  function KeptLazy(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the module would remount the screen.
    const [direct] = useState(() => loaded);
    return createElement((direct ?? Lazy) as ComponentType<P>, props);
  }
  return { Component: KeptLazy, load };
}
