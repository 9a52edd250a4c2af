/**
 * What a line chart of `columns` pixel columns can show of a series, and nothing less: per column the
 * first, last, lowest and highest point (M4, the rule the server down-samples with), and every break. A
 * line through those points covers the same pixels as a line through all of them, so a chart hands uPlot
 * a few thousand points instead of up to 50,000 a series. The screen keeps every point (legend values,
 * CSV); the chart decimates again whenever its width, range or data change.
 */
import type { PlotPoints } from './trendSeries.ts';

/** Up to this many points per pixel column, a series is drawn as it is. */
const KEEP_ALL_PER_COLUMN = 4;

/**
 * The points of a series (time order, null values for breaks) that draw the same line in `columns` pixel
 * columns over [fromMs, toMs]: the series itself when it has no more than 4 points a column. Runs over up
 * to 50,000 points the first time the browser sees it: one loop, no call per point.
 */
export function decimateToColumns(
  points: PlotPoints,
  fromMs: number,
  toMs: number,
  columns: number,
): PlotPoints {
  const { t, v } = points;
  const n = t.length;
  if (!(columns > 0) || !(toMs > fromMs) || n <= KEEP_ALL_PER_COLUMN * columns) return points;
  const spanMs = toMs - fromMs;
  // One pass, writing each column's points as it closes: the first, the lowest and highest in time order,
  // the last (each once), then any break.
  const times: number[] = [];
  const values: (number | null)[] = [];
  const keep = (i: number) => {
    times.push(t[i]!);
    values.push(v[i]!);
  };
  // The open column's points; first < 0 when none is open.
  let column = 0;
  let first = -1;
  let last = -1;
  let low = -1;
  let high = -1;
  let lowValue = 0;
  let highValue = 0;
  const close = () => {
    keep(first);
    const a = low < high ? low : high;
    const b = low < high ? high : low;
    if (a > first && a < last) keep(a);
    if (b > a && b > first && b < last) keep(b);
    if (last > first) keep(last);
    first = -1;
  };
  for (let i = 0; i < n; i++) {
    const value = v[i]!;
    if (value === null) {
      // A break: kept, and the line starts afresh after it.
      if (first >= 0) close();
      keep(i);
      continue;
    }
    const c = Math.floor(((t[i]! - fromMs) * columns) / spanMs);
    if (first >= 0 && c !== column) close();
    if (first < 0) {
      column = c;
      first = last = low = high = i;
      lowValue = highValue = value;
      continue;
    }
    last = i;
    if (value < lowValue) {
      low = i;
      lowValue = value;
    }
    if (value > highValue) {
      high = i;
      highValue = value;
    }
  }
  if (first >= 0) close();
  return { t: times, v: values };
}
