/**
 * What a page load asked of its main thread's CPU, read from a Chrome trace (Lighthouse's): the thread
 * time (`tdur`) of the renderer main thread's top-level tasks. Lighthouse's durations are wall-clock,
 * and on this 2-core virtual machine the portal, the proxy, Lighthouse itself, whatever else runs and
 * the time the host keeps the CPU lengthen them wherever they land (a load's main thread took about
 * twice its CPU time in wall time even when the benchmark index, measured just before, was high); the
 * thread's CPU time is what the page itself ran. It still depends on the CPU's speed, hence the
 * blocking time below is taken at the slowdown of a benchmark index counted on the benchmark's own CPU
 * time (cpu-slowdown.ts).
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
/** A task's time beyond this counts as blocking (Lighthouse's TBT). */
const BLOCKING_AFTER_MS = 50;

const threadOf = (event: TraceEventLike) => `${event.pid}:${event.tid}`;

/**
 * The top-level tasks of the busiest renderer main thread (by CPU time), in time order: the page's (a
 * navigation may start in another renderer, which then does little). A task inside another one (a
 * nested run loop) is part of that one's time.
 */
function pageTasks(events: readonly TraceEventLike[]): TraceEventLike[] {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === RENDERER_MAIN,
      )
      .map(threadOf),
  );
  const byThread = new Map<string, TraceEventLike[]>();
  const endByThread = new Map<string, number>();
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && mainThreads.has(threadOf(event)))
    .sort((a, b) => a.ts - b.ts);
  for (const task of tasks) {
    const thread = threadOf(task);
    if (task.ts < (endByThread.get(thread) ?? -Infinity)) continue;
    endByThread.set(thread, task.ts + (task.dur ?? 0));
    byThread.set(thread, [...(byThread.get(thread) ?? []), task]);
  }
  const cpu = (list: readonly TraceEventLike[]) => list.reduce((sum, task) => sum + (task.tdur ?? 0), 0);
  return [...byThread.values()].reduce<TraceEventLike[]>((a, b) => (cpu(b) > cpu(a) ? b : a), []);
}

/** Milliseconds of CPU time in the page's top-level main-thread tasks. */
export function mainThreadCpuMs(events: readonly TraceEventLike[]): number {
  return pageTasks(events).reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000;
}

/**
 * Lighthouse's total blocking time counted on CPU time: from the page's first contentful paint on, each
 * top-level task's CPU time times `slowdown`, beyond 50 ms. Lighthouse counts wall time in its simulated
 * schedule up to the page's time to interactive; this one counts to the trace's end.
 */
export function cpuBlockingMs(events: readonly TraceEventLike[], slowdown: number): number {
  const tasks = pageTasks(events);
  const pid = tasks[0]?.pid;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  return tasks
    .filter((task) => paint !== undefined && task.ts >= paint.ts)
    .reduce((sum, task) => sum + Math.max(0, ((task.tdur ?? 0) / 1000) * slowdown - BLOCKING_AFTER_MS), 0);
}

/**
 * Wall time per CPU time of the top-level renderer task with the most CPU time: for a trace of the
 * benchmark alone, how much the machine stretched it (other processes, and the time the virtual machine
 * is not given its CPU: a busy loop here runs about 70 % of the wall time even with nothing else running).
 */
export function busiestTaskWallPerCpu(events: readonly TraceEventLike[]): number {
  const busiest = pageTasks(events).reduce<TraceEventLike | undefined>(
    (a, b) => ((b.tdur ?? 0) > (a?.tdur ?? 0) ? b : a),
    undefined,
  );
  if (!busiest?.dur || !busiest.tdur)
    throw new Error('The trace holds no timed task on a renderer main thread');
  return busiest.dur / busiest.tdur;
}
