import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimateToColumns } from './pixelDecimation.ts';
import type { AlignedData } from './trendSeries.ts';

type Value = number | null | undefined;

/**
 * What a line through a series' points draws per pixel column: the column's first, last, lowest and
 * highest value, with the breaks between, in order. Two point sets with the same outline draw the same
 * pixels (the segments inside a column stay inside its lowest to highest; those between columns join
 * one column's last point to the next one's first).
 */
function outline(xs: readonly number[], y: readonly Value[], fromMs: number, toMs: number, columns: number) {
  const parts: string[] = [];
  let column = Number.NaN;
  let values: number[] = [];
  let firstX = 0;
  let lastX = 0;
  const close = () => {
    if (values.length === 0) return;
    parts.push(
      `${column}:${firstX}=${values[0]}..${lastX}=${values.at(-1)} [${Math.min(...values)},${Math.max(...values)}]`,
    );
    values = [];
  };
  xs.forEach((x, i) => {
    const v = y[i];
    if (v === undefined) return;
    if (v === null) {
      close();
      parts.push(`break@${x}`);
      column = Number.NaN;
      return;
    }
    const c = Math.floor(((x - fromMs) * columns) / (toMs - fromMs));
    if (c !== column) {
      close();
      column = c;
      firstX = x;
    }
    lastX = x;
    values.push(v);
  });
  close();
  return parts;
}

/** Rising times over [0, 10,000] ms and 1 to 3 series of values, breaks and points of other series. */
const charts = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 60 }))
  .chain(([series, n, columns]) =>
    fc.record({
      xs: fc
        .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { minLength: n, maxLength: n })
        .map((a) => a.sort((p, q) => p - q)),
      values: fc.array(
        fc.array(
          fc.oneof(
            { weight: 20, arbitrary: fc.integer({ min: -50, max: 50 }) },
            { weight: 1, arbitrary: fc.constant(null) },
            { weight: 3, arbitrary: fc.constant(undefined) },
          ),
          { minLength: n, maxLength: n },
        ),
        { minLength: series, maxLength: series },
      ),
      columns: fc.constant(columns),
    }),
  );

describe('decimateToColumns', () => {
  it('keeps what every series draws in every pixel column, and every break, with fewer points', () => {
    fc.assert(
      fc.property(charts, ({ xs, values, columns }) => {
        const data: AlignedData = { xs, ys: values };
        const drawn = decimateToColumns(data, 0, 10_000, columns);
        values.forEach((y, s) => {
          expect(outline(drawn.xs, drawn.ys[s]!, 0, 10_000, columns)).toEqual(
            outline(xs, y, 0, 10_000, columns),
          );
        });
        expect(drawn.xs.length).toBeLessThanOrEqual(xs.length);
        // Each kept point is an original point with its original values.
        const at = new Map(xs.map((x, i) => [x, i]));
        drawn.xs.forEach((x, k) => {
          const i = at.get(x)!;
          expect(i).toBeDefined();
          drawn.ys.forEach((y, s) => expect(y[k]).toBe(values[s]![i]));
        });
      }),
    );
  });

  it('hands over the data as it is with up to 4 points a column', () => {
    const data: AlignedData = { xs: [0, 1, 2, 3, 4, 5, 6, 7], ys: [[1, 2, 3, 4, 5, 6, 7, 8]] };
    expect(decimateToColumns(data, 0, 8, 2)).toBe(data);
    expect(decimateToColumns(data, 0, 8, 0)).toBe(data);
  });

  it('draws 50,000 points of a chart 1,000 columns wide from at most 4 a column', () => {
    const n = 50_000;
    const xs = Array.from({ length: n }, (_, i) => i * 60_000);
    const y = xs.map((_, i) => Math.sin(i / 50) * 100 + ((i * 7919) % 13));
    const drawn = decimateToColumns({ xs, ys: [y] }, 0, xs.at(-1)! + 1, 1000);
    expect(drawn.xs.length).toBeLessThanOrEqual(4 * 1000);
    expect(drawn.xs.length).toBeGreaterThan(2 * 1000);
    expect(Math.max(...(drawn.ys[0] as number[]))).toBe(Math.max(...y));
    expect(Math.min(...(drawn.ys[0] as number[]))).toBe(Math.min(...y));
  });
});
