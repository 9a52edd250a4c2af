/** The chart palette (part 2 §9): 58 colours, all distinguishable, the first ones most of all. */
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, chartColour } from '../../src/presentation/palette.ts';

/** sRGB hex to CIELAB (D65): distances there follow what eyes see far better than RGB distances. */
function lab(hex: string): [number, number, number] {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

function smallestDistance(colours: readonly string[]): number {
  const labs = colours.map(lab);
  let smallest = Infinity;
  labs.forEach((a, i) =>
    labs.slice(0, i).forEach((b) => {
      smallest = Math.min(smallest, Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]));
    }),
  );
  return smallest;
}

describe('chart palette', () => {
  it('has 58 different colours', () => {
    expect(CHART_PALETTE).toHaveLength(58);
    expect(new Set(CHART_PALETTE).size).toBe(58);
    for (const colour of CHART_PALETTE) expect(colour).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('keeps every pair apart, and the first ten further apart', () => {
    // CIELAB distance (ΔE*76): about 2.3 is the smallest difference one notices side by side; lines need far more.
    expect(smallestDistance(CHART_PALETTE)).toBeGreaterThan(20);
    expect(smallestDistance(CHART_PALETTE.slice(0, 10))).toBeGreaterThan(25);
  });

  it('has no colour too light for a line on white', () => {
    for (const colour of CHART_PALETTE) expect(lab(colour)[0], colour).toBeLessThanOrEqual(76);
  });

  it('repeats after the last colour', () => {
    expect(chartColour(0)).toBe(CHART_PALETTE[0]);
    expect(chartColour(58)).toBe(CHART_PALETTE[0]);
    expect(chartColour(59)).toBe(CHART_PALETTE[1]);
  });
});
