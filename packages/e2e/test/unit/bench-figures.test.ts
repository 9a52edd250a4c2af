import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../../bench/cpu-slowdown.ts';
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
