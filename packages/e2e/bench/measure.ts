/**
 * Timings taken inside the page, on the page's own clock (performance.now(), whose origin is the start
 * of the navigation), so that the DevTools round trips of playwright do not count:
 *
 * - screenReady: navigates, then polls a condition on every animation frame; the figure is the
 *   performance.now() of the first frame in which the condition holds (navigation start → usable).
 * - keyToPaint: from a key's keydown (event.timeStamp, same clock) until the first frame after the screen
 *   showed the result, read from a task queued behind that frame's requestAnimationFrame callback (the
 *   usual "next paint" approximation: rAF runs just before the frame is drawn, the task just after).
 */
import type { Page } from 'playwright-core';
import type { Row } from './table.ts';

export interface Stats {
  median: number;
  p95: number;
  min: number;
  max: number;
  runs: number;
}

export function stats(values: readonly number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mid = sorted.length / 2;
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(mid)]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { median, p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]!, runs: sorted.length };
}

/** A figure measured in several runs: their median, with the lowest and highest run as its spread. */
export function medianFigure(name: string, values: readonly number[], unit: string, budget?: string): Row {
  const { median, min, max } = stats(values);
  return { name, value: median, unit, spread: { min, max }, ...(budget ? { budget } : {}) };
}

/** The probe of any signed-in screen: the app shell's title is drawn. */
export function shellReady(): number | false {
  const title = document.querySelector('[data-testid="page-title"]');
  return title && title.getBoundingClientRect().height > 0 ? performance.now() : false;
}

/**
 * Navigates to `url` and answers the first non-false value of `probe(arg)`, evaluated in the page on
 * every animation frame; probes answer performance.now() once the screen is usable.
 */
export async function screenReady(
  page: Page,
  url: string,
  probe: (expected: number) => number | false,
  arg: number,
  timeoutMs = 30_000,
): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(probe, arg, { polling: 'raf', timeout: timeoutMs });
  return (await handle.jsonValue()) as number;
}

/** Arms the in-page watcher for the next key (see keyToPaint); must run before the key is pressed. */
async function armKeyWatcher(
  page: Page,
  inputSelector: string,
  done: 'input' | 'machine-tab',
): Promise<void> {
  await page.evaluate(
    ({ inputSelector, done }) => {
      const input = document.querySelector<HTMLInputElement>(inputSelector);
      if (!input) throw new Error(`no ${inputSelector} on the page`);
      const w = window as unknown as { __benchKey?: Promise<number> };
      w.__benchKey = new Promise<number>((resolve) => {
        let keyAt = 0;
        input.addEventListener('keydown', (event) => (keyAt = event.timeStamp), {
          once: true,
          capture: true,
        });
        const afterNextPaint = () =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - keyAt);
            channel.port2.postMessage(0);
          });
        if (done === 'input') {
          // Baseline: nothing listens but the browser; the key is done when its character is drawn.
          input.addEventListener('input', afterNextPaint, { once: true });
          return;
        }
        // The machine tab exposes the search its table shows (it trails the box while typing).
        const tab = document.querySelector('[data-testid="machine-tab"]')!;
        const applied = () => {
          try {
            return (JSON.parse(tab.getAttribute('data-applied-search') ?? '{}') as { serial?: string })
              .serial;
          } catch {
            return undefined;
          }
        };
        const observer = new MutationObserver(() => {
          if (keyAt > 0 && applied() === input.value) {
            observer.disconnect();
            afterNextPaint();
          }
        });
        observer.observe(tab, { attributes: true, attributeFilter: ['data-applied-search'] });
      });
    },
    { inputSelector, done },
  );
}

/** Milliseconds from the keydown of `key` until the first paint after the screen showed its result. */
export async function keyToPaint(
  page: Page,
  inputSelector: string,
  key: string,
  done: 'input' | 'machine-tab',
): Promise<number> {
  await armKeyWatcher(page, inputSelector, done);
  await page.keyboard.press(key);
  return page.evaluate(() => (window as unknown as { __benchKey: Promise<number> }).__benchKey);
}
