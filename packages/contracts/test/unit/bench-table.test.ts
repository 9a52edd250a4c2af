import { describe, expect, it } from 'vitest';
import { benchTableLines, formatFigure, formatSpread, withinBudget } from '../../src/format/bench-table.ts';

describe('bench table', () => {
  it.each([
    ['<= 100', 100, true],
    ['< 100', 100, false],
    ['≤ 1,500', 1_500, true],
    ['>= 10_000', 9_999, false],
    ['≥ 10,000', 10_000, true],
    ['> 90', 91, true],
    ['about 100', 50, undefined],
    [undefined, 50, undefined],
  ] as const)('budget %s with value %s: within is %s', (budget, value, within) => {
    expect(withinBudget({ name: 'x', value, unit: 'ms', ...(budget ? { budget } : {}) })).toBe(within);
  });

  it('writes whole numbers from 100, two decimals below, three below 1', () => {
    expect([formatFigure(2_199.4), formatFigure(32.345), formatFigure(0.1314), formatFigure(0)]).toEqual([
      '2,199',
      '32.35',
      '0.131',
      '0',
    ]);
  });

  it('aligns a Markdown table with lead columns, the baseline and the verdict', () => {
    const lines = benchTableLines(
      [
        {
          name: 'trend p95',
          value: 17.3,
          unit: 'ms',
          budget: '<= 30',
          baseline: { name: 'bare', value: 12, unit: 'ms' },
        },
        { name: 'rows', value: 120, unit: 'rows/s' },
      ],
      { headers: ['module'], cells: (i) => [i === 0 ? 'queries' : 'ingest'] },
    );
    expect(lines).toEqual([
      '| module  | figure    | value | unit   | budget | baseline (same run) | within budget |',
      '|---------|-----------|-------|--------|--------|---------------------|---------------|',
      '| queries | trend p95 | 17.3  | ms     | <= 30  | bare: 12 ms         | yes           |',
      '| ingest  | rows      | 120   | rows/s |        |                     |               |',
    ]);
  });

  it('adds the spread column only when a figure is a median of runs', () => {
    expect(formatSpread({ min: 84.4, max: 1_312 })).toBe('84.4–1,312');
    const lines = benchTableLines([
      { name: 'TBT', value: 171, unit: 'ms', spread: { min: 84, max: 312 }, budget: '<= 200' },
      { name: 'CLS', value: 0.0021, unit: '' },
    ]);
    expect(lines).toEqual([
      '| figure | value | unit | spread (min–max) | budget | baseline (same run) | within budget |',
      '|--------|-------|------|------------------|--------|---------------------|---------------|',
      '| TBT    | 171   | ms   | 84–312           | <= 200 |                     | yes           |',
      '| CLS    | 0.002 |      |                  |        |                     |               |',
    ]);
  });
});
