/**
 * A screen's first load on a slow phone's CPU, observed rather than simulated: Chrome's CPU throttling at
 * the machine's benchmark index over 440 (bench/cpu-slowdown.ts; the index measured in the tab just before
 * each load, so that every load emulates the same phone), the HTTP cache off, in a new tab of the
 * signed-in profile. The page's own PerformanceObserver lists the long tasks from navigation until the
 * screen is ready and has settled; the figures are their blocking time (each task's time beyond 50 ms, as
 * Lighthouse's TBT counts it) and the longest task. Lighthouse's figures are simulated from one
 * unthrottled load; these are observed over several loads, a second view of the same first render.
 */
import type { BrowserContext } from 'playwright-core';
import { cpuSlowdownFor, measureBenchmarkIndex } from './cpu-slowdown.ts';

/**
 * After the screen is ready: the header's own calls come within 3 s (and the maintenance dialog, on the
 * first screen of a sign-in: the bench's new tabs come after it, docs/maintenance.md §5).
 */
const SETTLE_MS = 3_500;
const LONG_TASK_MS = 50;

/** Per load, in the order loaded. */
export interface ThrottledLoads {
  /** Main-thread time beyond 50 ms per long task. */
  blockingMs: number[];
  longestTaskMs: number[];
  /** The CPU throttling rate it was loaded at: the benchmark index measured just before, over 440. */
  cpuSlowdown: number[];
}

interface LongTaskWindow {
  __longTasks?: number[];
}

/**
 * Loads `url` `loads` times at the phone's CPU and reports the long tasks until `ready` is shown and
 * settled.
 */
export async function throttledLoad(
  context: BrowserContext,
  url: string,
  ready: string,
  loads: number,
): Promise<ThrottledLoads> {
  const result: ThrottledLoads = { blockingMs: [], longestTaskMs: [], cpuSlowdown: [] };
  for (let load = 0; load < loads; load++) {
    const page = await context.newPage();
    try {
      const index = await measureBenchmarkIndex(page);
      // Chrome cannot run faster than the machine: on a host slower than the phone, unthrottled.
      const rate = Math.max(1, cpuSlowdownFor(index));
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
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(url);
      await page.locator(ready).first().waitFor({ timeout: 60_000 });
      await page.waitForTimeout(SETTLE_MS);
      const tasks = await page.evaluate(() => (window as LongTaskWindow).__longTasks ?? []);
      result.blockingMs.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - LONG_TASK_MS), 0));
      result.longestTaskMs.push(Math.max(0, ...tasks));
      result.cpuSlowdown.push(rate);
    } finally {
      await page.close();
    }
  }
  return result;
}
