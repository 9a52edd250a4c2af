import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../bench/cpu-slowdown.ts';
import { busiestTaskWallPerCpu, cpuBlockingMs, mainThreadCpuMs } from '../../bench/main-thread.ts';
import { medianFigure, stats } from '../../bench/measure.ts';

describe('the CPU slowdown of a Lighthouse run', () => {
  it.each([
    [1_760, 4],
    [1_100, 2.5],
    [2_904, 6.6],
    [440, 1],
  ])('is the benchmark index %s over 440: %s', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBeCloseTo(slowdown, 10);
  });

  it.each([0, -1, Number.NaN])('refuses the index %s', (index) => {
    expect(() => cpuSlowdownFor(index)).toThrow(/benchmark index/);
  });
});

describe('figures measured in several runs', () => {
  it('are their median, with the lowest and highest run as the spread', () => {
    expect(medianFigure('TBT', [309, 84, 171, 312, 120], 'ms', '<= 200')).toEqual({
      name: 'TBT',
      value: 171,
      unit: 'ms',
      spread: { min: 84, max: 312 },
      budget: '<= 200',
    });
  });

  it('take the middle two runs halfway when the count is even, and one run is its own spread', () => {
    expect(stats([4, 1, 3, 2])).toMatchObject({ median: 2.5, min: 1, max: 4, runs: 4 });
    expect(medianFigure('CLS', [0.002], '')).toEqual({
      name: 'CLS',
      value: 0.002,
      unit: '',
      spread: { min: 0.002, max: 0.002 },
    });
  });
});

describe("a page load's main-thread CPU time", () => {
  const thread = (pid: number, name: string) => ({
    name: 'thread_name',
    ph: 'M',
    pid,
    tid: pid,
    ts: 0,
    args: { name },
  });
  const task = (pid: number, ts: number, dur: number, tdur: number) => ({
    name: 'RunTask',
    ph: 'X',
    pid,
    tid: pid,
    ts,
    dur,
    tdur,
  });

  it("is the thread time of the busiest renderer main thread's top-level tasks", () => {
    const events = [
      thread(1, 'CrRendererMain'),
      thread(2, 'CrRendererMain'),
      thread(3, 'CrBrowserMain'),
      // The blank page's renderer before the navigation.
      task(1, 0, 5_000, 4_000),
      // The page's: a task with one nested inside it, then two more.
      task(2, 10_000, 30_000, 12_000),
      task(2, 15_000, 5_000, 5_000),
      task(2, 50_000, 20_000, 8_000),
      task(2, 80_000, 1_000, 500),
      // Not a renderer's.
      task(3, 0, 90_000, 90_000),
      { name: 'FunctionCall', ph: 'X', pid: 2, tid: 2, ts: 11_000, dur: 9_000, tdur: 9_000 },
    ];
    expect(mainThreadCpuMs(events)).toBe(20.5);
  });

  it('is 0 for a trace without a renderer', () => {
    expect(mainThreadCpuMs([task(3, 0, 1_000, 1_000)])).toBe(0);
  });
});

describe('blocking time counted on CPU time', () => {
  const thread = { name: 'thread_name', ph: 'M', pid: 2, tid: 2, ts: 0, args: { name: 'CrRendererMain' } };
  const task = (ts: number, dur: number, tdur: number) => ({
    name: 'RunTask',
    ph: 'X',
    pid: 2,
    tid: 2,
    ts,
    dur,
    tdur,
  });
  const paint = { name: 'firstContentfulPaint', ph: 'R', pid: 2, tid: 2, ts: 10_000 };

  it("counts each task's CPU time times the slowdown beyond 50 ms, from the first contentful paint on", () => {
    const events = [
      thread,
      // Before the paint: not counted.
      task(0, 8_000, 6_000),
      paint,
      // 30 ms of CPU in 90 ms of wall time: 120 ms at 4x, 70 of them blocking.
      task(20_000, 90_000, 30_000),
      // 10 ms: 40 at 4x, none blocking.
      task(120_000, 10_000, 10_000),
      // 20 ms: 80 at 4x, 30 blocking.
      task(140_000, 25_000, 20_000),
    ];
    expect(cpuBlockingMs(events, 4)).toBe(100);
    expect(cpuBlockingMs(events, 2)).toBe(10);
  });

  it('is 0 without a first contentful paint', () => {
    expect(cpuBlockingMs([thread, task(20_000, 90_000, 30_000)], 4)).toBe(0);
  });

  it("reads how far the machine stretched the benchmark's task", () => {
    // The task that waited more than it ran is not the benchmark's.
    const waited = task(2_000_000, 2_000_000, 10_000);
    const events = [thread, task(0, 2_000, 2_000), task(5_000, 1_500_000, 1_000_000), waited];
    expect(busiestTaskWallPerCpu(events)).toBe(1.5);
    expect(() => busiestTaskWallPerCpu([thread])).toThrow(/no timed task/);
  });
});
