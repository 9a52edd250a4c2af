import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPan, MIN_ZOOM_MS, panZoom, zoomIn, zoomOut, zoomTo, type TimeRange } from './zoomRange.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const T0 = Date.UTC(2026, 10, 1);
/** A day's period, as the screen's presets give it. */
const period: TimeRange = { fromMs: T0, toMs: T0 + DAY };

/** A period of one minute to a year and a range inside it, all in whole seconds. */
const periodAndRange = fc
  .record({
    from: fc.integer({ min: 0, max: 1_000_000 }),
    seconds: fc.integer({ min: 60, max: 366 * 86_400 }),
    a: fc.double({ min: 0, max: 1, noNaN: true }),
    b: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ from, seconds, a, b }) => {
    const p = { fromMs: T0 + from * 1000, toMs: T0 + (from + seconds) * 1000 };
    const at = (x: number) => p.fromMs + Math.round(x * seconds) * 1000;
    return { period: p, fromMs: at(Math.min(a, b)), toMs: at(Math.max(a, b)) };
  });

/** What every zoom result must be: inside the period, whole seconds, MIN_ZOOM_MS wide or the period. */
function expectValid(range: TimeRange, p: TimeRange) {
  expect(range.fromMs).toBeGreaterThanOrEqual(p.fromMs);
  expect(range.toMs).toBeLessThanOrEqual(p.toMs);
  expect(range.fromMs % 1000).toBe(0);
  expect(range.toMs % 1000).toBe(0);
  expect(range.toMs - range.fromMs).toBeGreaterThanOrEqual(Math.min(MIN_ZOOM_MS, p.toMs - p.fromMs) - 1000);
}

describe('TrendGraph zoom', () => {
  it('zooms to a dragged range either way round, and to 10 minutes at least', () => {
    expect(zoomTo(T0 + 3 * 3_600_000, T0 + 3_600_000, period)).toEqual({
      fromMs: T0 + 3_600_000,
      toMs: T0 + 3 * 3_600_000,
    });
    expect(zoomTo(T0 + 3_600_000, T0 + 3_600_000 + MINUTE, period)).toEqual({
      fromMs: T0 + 3_600_000 + 30_000 - 5 * MINUTE,
      toMs: T0 + 3_600_000 + 30_000 + 5 * MINUTE,
    });
    // At the period's end the 10 minutes lie before it.
    expect(zoomTo(T0 + DAY - MINUTE, T0 + DAY + MINUTE, period)).toEqual({
      fromMs: T0 + DAY - 10 * MINUTE,
      toMs: T0 + DAY,
    });
  });

  it('halves the shown range around its middle, down to 10 minutes', () => {
    expect(zoomIn(period, period)).toEqual({ fromMs: T0 + DAY / 4, toMs: T0 + (3 * DAY) / 4 });
    const small = { fromMs: T0, toMs: T0 + 12 * MINUTE };
    expect(zoomIn(small, period)).toEqual({ fromMs: T0 + MINUTE, toMs: T0 + 11 * MINUTE });
    const least = { fromMs: T0 + 3_600_000, toMs: T0 + 3_600_000 + 10 * MINUTE };
    expect(zoomIn(least, period)).toEqual(least);
  });

  it('doubles the shown range inside the period, and gives the whole period back at the end', () => {
    const quarter = { fromMs: T0, toMs: T0 + DAY / 4 };
    expect(zoomOut(quarter, period)).toEqual({ fromMs: T0, toMs: T0 + DAY / 2 });
    expect(zoomOut({ fromMs: T0 + DAY / 4, toMs: T0 + (3 * DAY) / 4 }, period)).toBeNull();
    // Doubled around its middle it would pass the period's end: it ends there instead.
    expect(zoomOut({ fromMs: T0 + DAY / 2, toMs: T0 + (7 * DAY) / 8 }, period)).toEqual({
      fromMs: T0 + DAY / 4,
      toMs: T0 + DAY,
    });
  });

  it('moves by half the shown range and stops at the period', () => {
    const shown = { fromMs: T0 + DAY / 4, toMs: T0 + DAY / 2 };
    expect(panZoom(shown, period, 1)).toEqual({ fromMs: T0 + (3 * DAY) / 8, toMs: T0 + (5 * DAY) / 8 });
    expect(panZoom(shown, period, -1)).toEqual({ fromMs: T0 + DAY / 8, toMs: T0 + (3 * DAY) / 8 });
    const atStart = { fromMs: T0, toMs: T0 + DAY / 4 };
    expect(panZoom(atStart, period, -1)).toEqual(atStart);
    expect(canPan(atStart, period, -1)).toBe(false);
    expect(canPan(atStart, period, 1)).toBe(true);
  });

  it('keeps every step inside the period, in whole seconds, never narrower than 10 minutes', () => {
    fc.assert(
      fc.property(periodAndRange, ({ period: p, fromMs, toMs }) => {
        const dragged = zoomTo(fromMs, toMs, p);
        expectValid(dragged, p);
        const inner = zoomIn(dragged, p);
        expectValid(inner, p);
        expect(inner.toMs - inner.fromMs).toBeLessThanOrEqual(dragged.toMs - dragged.fromMs);
        const outer = zoomOut(dragged, p);
        if (outer) {
          expectValid(outer, p);
          expect(outer.toMs - outer.fromMs).toBeGreaterThan(dragged.toMs - dragged.fromMs);
        }
        for (const direction of [-1, 1] as const) {
          const moved = panZoom(dragged, p, direction);
          expectValid(moved, p);
          // The width stays (a second may go to rounding).
          expect(Math.abs(moved.toMs - moved.fromMs - (dragged.toMs - dragged.fromMs))).toBeLessThanOrEqual(
            1000,
          );
        }
      }),
    );
  });
});
