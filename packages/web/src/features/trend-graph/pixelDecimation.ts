/**
 * What a line chart of `width` pixel columns can show of its points, and nothing less: per column and
 * series the first, last, lowest and highest point (M4, the same rule the server down-samples with), and
 * every break. A line through those points covers the same pixels as a line through all of them, so a
 * chart hands uPlot a few thousand points instead of up to 50,000 a series, and draws in a fraction of
 * the time. The full points stay with the screen (legend values, CSV); the chart draws them again
 * whenever its width, range or data change.
 */
import type { AlignedData } from './trendSeries.ts';

/** Below this many points per pixel column, the points are drawn as they are. */
const KEEP_ALL_PER_COLUMN = 4;

/**
 * The points of `data` that draw the same line in `columns` pixel columns over [fromMs, toMs]: `data`
 * itself when it has no more than 4 points a column.
 */
export function decimateToColumns(
  data: AlignedData,
  fromMs: number,
  toMs: number,
  columns: number,
): AlignedData {
  const { xs, ys } = data;
  const n = xs.length;
  if (!(columns > 0) || !(toMs > fromMs) || n <= KEEP_ALL_PER_COLUMN * columns) return data;
  const keep = new Uint8Array(n);
  const columnOf = (x: number) => Math.floor(((x - fromMs) * columns) / (toMs - fromMs));
  for (const y of ys) markColumnExtremes(xs, y, columnOf, keep);
  let kept = 0;
  for (let i = 0; i < n; i++) kept += keep[i]!;
  const keptXs = new Array<number>(kept);
  const keptYs = ys.map(() => new Array<number | null | undefined>(kept));
  for (let i = 0, k = 0; i < n; i++) {
    if (!keep[i]) continue;
    keptXs[k] = xs[i]!;
    for (let s = 0; s < ys.length; s++) keptYs[s]![k] = ys[s]![i];
    k++;
  }
  return { xs: keptXs, ys: keptYs };
}

/** Marks in `keep` one series' first, last, lowest and highest point of each column, and its breaks. */
function markColumnExtremes(
  xs: readonly number[],
  y: readonly (number | null | undefined)[],
  columnOf: (x: number) => number,
  keep: Uint8Array,
): void {
  let column = Number.NaN;
  let first = -1;
  let last = -1;
  let low = -1;
  let high = -1;
  const close = () => {
    if (first < 0) return;
    keep[first] = 1;
    keep[last] = 1;
    keep[low] = 1;
    keep[high] = 1;
    first = -1;
  };
  for (let i = 0; i < xs.length; i++) {
    const v = y[i];
    // Not this series' time (another series of the chart has a point here).
    if (v === undefined) continue;
    if (v === null) {
      // A break: kept, and the line starts afresh after it.
      close();
      keep[i] = 1;
      column = Number.NaN;
      continue;
    }
    const c = columnOf(xs[i]!);
    if (c !== column || first < 0) {
      close();
      column = c;
      first = last = low = high = i;
      continue;
    }
    last = i;
    if (v < (y[low] as number)) low = i;
    if (v > (y[high] as number)) high = i;
  }
  close();
}
