/**
 * The CPU time a page load asked of its main thread, read from a Chrome trace (Lighthouse's): the thread
 * time (`tdur`) of the renderer main thread's top-level tasks. Lighthouse's durations are wall-clock, and
 * on a shared machine another process's work lengthens them wherever it lands; the thread's CPU time is
 * what the page itself ran, so two builds compare by it within an hour whatever else the machine runs.
 * It still depends on the machine's speed (not its load): compare it within one run of the bench.
 */

/** The parts of a trace event this reads. */
export interface TraceEventLike {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, in microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/** A renderer's main thread is named so in the trace's metadata. */
const RENDERER_MAIN = 'CrRendererMain';

/**
 * Milliseconds of CPU time in the top-level tasks of the busiest renderer main thread: the page's (a
 * navigation may start in another renderer, which then does little).
 */
export function mainThreadCpuMs(events: readonly TraceEventLike[]): number {
  const threadOf = (event: TraceEventLike) => `${event.pid}:${event.tid}`;
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === RENDERER_MAIN,
      )
      .map(threadOf),
  );
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(threadOf(event)))
    .sort((a, b) => a.ts - b.ts);
  const cpuByThread = new Map<string, number>();
  const endByThread = new Map<string, number>();
  for (const task of tasks) {
    const thread = threadOf(task);
    // A task inside another one (a nested run loop) is part of that one's time.
    if (task.ts < (endByThread.get(thread) ?? -Infinity)) continue;
    endByThread.set(thread, task.ts + (task.dur ?? 0));
    cpuByThread.set(thread, (cpuByThread.get(thread) ?? 0) + (task.tdur ?? 0));
  }
  return Math.max(0, ...cpuByThread.values()) / 1000;
}
