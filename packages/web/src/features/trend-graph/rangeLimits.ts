/**
 * The range-limit inputs of a trend chart (part 2 §2): numbers, the upper limit at least the lower one.
 * Equal limits are no error, but an axis needs a span: it keeps the last one until they differ. They start
 * from the chart's presets in the locale's unit. While the texts are not a valid pair the axis keeps the
 * last valid one.
 */
import type { TrendSensor } from './trendSeries.ts';

export interface RangeLimitTexts {
  min: string;
  max: string;
}

export type RangeLimitError = 'enterANumber' | 'upperLimitBelowLowerLimit';

function parse(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

export function rangeLimitError(texts: RangeLimitTexts): RangeLimitError | null {
  const min = parse(texts.min);
  const max = parse(texts.max);
  if (min === undefined || max === undefined) return 'enterANumber';
  return max >= min ? null : 'upperLimitBelowLowerLimit';
}

/** The axis range the texts give, or null when they are not a valid pair. */
export function rangeOf(texts: RangeLimitTexts): { min: number; max: number } | null {
  if (rangeLimitError(texts) !== null) return null;
  const range = { min: Number(texts.min), max: Number(texts.max) };
  return range.max > range.min ? range : null;
}

/**
 * The ranges of the sensors shown by default (the pressure chart's hidden suction gauge reads kPa, whose
 * -100..0 would flatten the MPa lines); of all the chart's sensors when none is shown by default.
 */
export function initialRangeLimits(sensors: readonly TrendSensor[]): RangeLimitTexts {
  const shown = sensors.filter((s) => s.shownByDefault);
  const from = shown.length > 0 ? shown : sensors;
  if (from.length === 0) return { min: '0', max: '100' };
  return {
    min: String(Math.min(...from.map((s) => s.min))),
    max: String(Math.max(...from.map((s) => s.max))),
  };
}
