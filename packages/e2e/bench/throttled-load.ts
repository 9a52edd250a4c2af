/**
 * A screen's first load on a slow phone's CPU, observed rather than simulated: Chrome's CPU throttling
 * (4x, Lighthouse's mobile factor), the HTTP cache off, in a new tab of the signed-in profile. The page's
 * own PerformanceObserver lists the long tasks from navigation until the screen is ready and has
 * settled; the figure is their blocking time (each task's time beyond 50 ms, as Lighthouse's TBT counts
 * it) and the longest task. Lighthouse's figures are simulated from one unthrottled load and move with
 * the machine; this one is measured over several loads, so that a change to the first render can be
 * judged by a median of its own.
 */
import type { BrowserContext } from 'playwright-core';
import { stats } from './measure.ts';

const CPU_SLOWDOWN = 4;
/**
 * After the screen is ready: the header's own calls come within 3 s (and the maintenance dialog, on the
 * first screen of a sign-in: the bench's new tabs come after it, docs/maintenance.md §5).
 */
const SETTLE_MS = 3_500;
const LONG_TASK_MS = 50;

export interface ThrottledLoad {
  /** Main-thread time beyond 50 ms per long task, median of the loads. */
  blockingMs: number;
  /** The longest task, median of the loads. */
  longestTaskMs: number;
  loads: number;
}

interface LongTaskWindow {
  __longTasks?: number[];
}

/** Loads `url` `loads` times at 4x CPU and reports the long tasks until `ready` is shown and settled. */
export async function throttledLoad(
  context: BrowserContext,
  url: string,
  ready: string,
  loads: number,
): Promise<ThrottledLoad> {
  const blocking: number[] = [];
  const longest: number[] = [];
  for (let load = 0; load < loads; load++) {
    const page = await context.newPage();
    try {
      await page.addInitScript(() => {
        const tasks: number[] = [];
        (window as LongTaskWindow).__longTasks = tasks;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      const tasks = await page.evaluate(() => (window as LongTaskWindow).__longTasks ?? []);
      blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0));
      longest.push(Math.max(0, ...tasks));
    } finally {
      await page.close();
    }
  }
  return { blockingMs: stats(blocking).median, longestTaskMs: stats(longest).median, loads };
}
