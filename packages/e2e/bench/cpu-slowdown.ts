/**
 * The phone's CPU, emulated on whatever this machine is at the moment. Lighthouse's mobile preset slows
 * the CPU 4x, which stands for its reference phone on a host whose benchmark index is 1,500-2,000 (its
 * throttling guide); this shared machine measures 1,100 to 2,900 from hour to hour, even a minute apart,
 * so a fixed 4x emulated a different phone each run. Slowing each run by the index measured for it over
 * 440 (4x at 1,760) makes every run emulate the same phone (DESIGN §10).
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
import { busiestTaskWallPerCpu, type TraceEventLike } from './main-thread.ts';

/** The benchmark index that one unit of slowdown stands for. */
export const INDEX_PER_SLOWDOWN = 440;

/** The CPU slowdown that makes a host of `benchmarkIndex` run as the reference phone. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`A benchmark index must be a positive number, not ${benchmarkIndex}`);
  }
  return benchmarkIndex / INDEX_PER_SLOWDOWN;
}

/**
 * Lighthouse's benchmark index of the machine now, computed in `page` by Lighthouse's own function, as
 * Lighthouse does at the start of a run (about a second of work).
 */
export async function measureBenchmarkIndex(page: Page): Promise<number> {
  return page.evaluate(pageFunctions.computeBenchmarkIndex);
}

/**
 * The benchmark index counted against the benchmark's CPU time rather than its wall time (the trace's
 * thread time of its task): the CPU's speed while it runs the page, which neither other processes nor
 * the time the host keeps this virtual machine's CPU lower. Lighthouse's own index is wall time.
 */
export async function measureCpuBenchmarkIndex(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEventLike[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEventLike[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline'] },
    transferMode: 'ReportEvents',
  });
  const index = await measureBenchmarkIndex(page);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return index * busiestTaskWallPerCpu(events);
}
