import { describe, expect, it } from 'vitest';
import { dailyCounterSteps } from '../../src/services/monthly-report.ts';

describe("a monthly report day's running hours and starts from the day-end counters", () => {
  it('steps each day against the last day before it that has counters; the first day is only a base', () => {
    const steps = dailyCounterSteps([
      { day: '2026-01-31', runningHours: 1000, starts: 500 },
      { day: '2026-02-01', runningHours: 1020, starts: 503 },
      // 2 February sent nothing powered: 3 February carries both days.
      { day: '2026-02-03', runningHours: 1060, starts: 509 },
    ]);
    expect([...steps]).toEqual([
      ['2026-02-01', { runningHours: 20, starts: 3 }],
      ['2026-02-03', { runningHours: 40, starts: 6 }],
    ]);
  });

  it('gives nothing for a counter that went back (a replaced controller) or is missing', () => {
    const steps = dailyCounterSteps([
      { day: '2026-02-01', runningHours: 1020, starts: null },
      { day: '2026-02-02', runningHours: 3, starts: 7 },
    ]);
    expect(steps.get('2026-02-02')).toEqual({ runningHours: null, starts: null });
  });
});
