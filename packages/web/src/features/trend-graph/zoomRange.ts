/**
 * TrendGraph's zoom: the time range the charts show within the chosen period. A drag across a chart
 * names a range (`zoomTo`); the zoom buttons step from the shown one (`zoomIn`, `zoomOut`, `panZoom`),
 * for keyboards and touch screens, where uPlot's drag selection does not reach. Every result lies within
 * the period, is at least MIN_ZOOM_MS wide and falls on whole seconds (the API's times); `null` is the
 * whole period.
 */

export interface TimeRange {
  fromMs: number;
  toMs: number;
}

/** The smallest zoomed range: a few raw minutes stay readable. */
export const MIN_ZOOM_MS = 10 * 60_000;

export const wholeSeconds = (ms: number) => Math.floor(ms / 1000) * 1000;

/** A range of `width` around `middle`, moved inside the period where it would cross an end. */
function placed(middle: number, width: number, period: TimeRange): TimeRange {
  const clamped = Math.min(width, period.toMs - period.fromMs);
  const from = Math.min(Math.max(middle - clamped / 2, period.fromMs), period.toMs - clamped);
  return { fromMs: wholeSeconds(from), toMs: wholeSeconds(from + clamped) };
}

/** The range a drag from `fromMs` to `toMs` asks for (either way round), within the period. */
export function zoomTo(fromMs: number, toMs: number, period: TimeRange): TimeRange {
  const from = Math.max(Math.min(fromMs, toMs), period.fromMs);
  const to = Math.min(Math.max(fromMs, toMs), period.toMs);
  if (to - from < MIN_ZOOM_MS) return placed((from + to) / 2, MIN_ZOOM_MS, period);
  return { fromMs: wholeSeconds(from), toMs: wholeSeconds(to) };
}

/** Half the shown range around its middle; the same range once it is MIN_ZOOM_MS wide. */
export function zoomIn(shown: TimeRange, period: TimeRange): TimeRange {
  const width = Math.max((shown.toMs - shown.fromMs) / 2, MIN_ZOOM_MS);
  return placed((shown.fromMs + shown.toMs) / 2, width, period);
}

/** Twice the shown range around its middle, kept inside the period; null once it is the whole period. */
export function zoomOut(shown: TimeRange, period: TimeRange): TimeRange | null {
  const width = (shown.toMs - shown.fromMs) * 2;
  if (width >= period.toMs - period.fromMs) return null;
  return placed((shown.fromMs + shown.toMs) / 2, width, period);
}

/** The shown range moved by half its width, earlier (-1) or later (+1), and stopped at the period's end. */
export function panZoom(shown: TimeRange, period: TimeRange, direction: -1 | 1): TimeRange {
  const width = shown.toMs - shown.fromMs;
  return placed((shown.fromMs + shown.toMs) / 2 + (direction * width) / 2, width, period);
}

/** Whether the shown range can move that way: it does not yet reach the period's end on that side. */
export function canPan(shown: TimeRange, period: TimeRange, direction: -1 | 1): boolean {
  const moved = panZoom(shown, period, direction);
  return moved.fromMs !== shown.fromMs || moved.toMs !== shown.toMs;
}
