import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimateToColumns } from './pixelDecimation.ts';
import type { PlotPoints } from './trendSeries.ts';

/**
 * What a line through a series' points draws per pixel column: the column's first, last, lowest and
 * highest value, with the breaks between, in order. Two point sets with the same outline draw the same
 * pixels (the segments inside a column stay between its lowest and highest; those between columns join
 * one column's last point to the next one's first).
 */
function outline({ t, v }: PlotPoints, fromMs: number, toMs: number, columns: number): string[] {
  const parts: string[] = [];
  let column = Number.NaN;
  let values: number[] = [];
  let firstT = 0;
  let lastT = 0;
  const close = () => {
    if (values.length === 0) return;
    parts.push(
      `${column}:${firstT}=${values[0]}..${lastT}=${values.at(-1)} [${Math.min(...values)},${Math.max(...values)}]`,
    );
    values = [];
  };
  t.forEach((time, i) => {
    const value = v[i];
    if (value === null || value === undefined) {
      close();
      parts.push(`break@${time}`);
      column = Number.NaN;
      return;
    }
    const c = Math.floor(((time - fromMs) * columns) / (toMs - fromMs));
    if (c !== column) {
      close();
      column = c;
      firstT = time;
    }
    lastT = time;
    values.push(value);
  });
  close();
  return parts;
}

/** Rising times over [0, 10,000] ms with values and some breaks, and a chart 1 to 60 columns wide. */
const charts = fc.integer({ min: 0, max: 2000 }).chain((n) =>
  fc.record({
    t: fc
      .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: n, maxLength: n })
      .map((a) => a.sort((p, q) => p - q)),
    v: fc.array(
      fc.oneof(
        { weight: 20, arbitrary: fc.integer({ min: -50, max: 50 }) },
        { weight: 1, arbitrary: fc.constant(null) },
      ),
      { minLength: n, maxLength: n },
    ),
    columns: fc.integer({ min: 1, max: 60 }),
  }),
);

describe('decimateToColumns', () => {
  it('keeps what the series draws in every pixel column, and every break, from its own points', () => {
    fc.assert(
      fc.property(charts, ({ t, v, columns }) => {
        const drawn = decimateToColumns({ t, v }, 0, 10_000, columns);
        expect(outline(drawn, 0, 10_000, columns)).toEqual(outline({ t, v }, 0, 10_000, columns));
        expect(drawn.t.length).toBeLessThanOrEqual(t.length);
        const at = new Map(t.map((time, i) => [time, i]));
        drawn.t.forEach((time, k) => expect(drawn.v[k]).toBe(v[at.get(time)!]));
      }),
    );
  });

  it('hands over the series as it is with up to 4 points a column', () => {
    const points: PlotPoints = { t: [0, 1, 2, 3, 4, 5, 6, 7], v: [1, 2, 3, 4, 5, 6, 7, 8] };
    expect(decimateToColumns(points, 0, 8, 2)).toBe(points);
    expect(decimateToColumns(points, 0, 8, 0)).toBe(points);
  });

  it('draws 50,000 points of a chart 1,000 columns wide from at most 4 a column, extremes kept', () => {
    const t = Array.from({ length: 50_000 }, (_, i) => i * 60_000);
    const v = t.map((_, i) => Math.sin(i / 50) * 100 + ((i * 7919) % 13));
    const drawn = decimateToColumns({ t, v }, 0, t.at(-1)! + 1, 1000);
    expect(drawn.t.length).toBeLessThanOrEqual(4 * 1000);
    expect(drawn.t.length).toBeGreaterThan(2 * 1000);
    expect(Math.max(...(drawn.v as number[]))).toBe(Math.max(...v));
    expect(Math.min(...(drawn.v as number[]))).toBe(Math.min(...v));
  });
});
