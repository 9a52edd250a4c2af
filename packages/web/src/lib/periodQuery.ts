/**
 * A graph screen's period in the route's query (?period=week, ?period=any&from=2026-03-01&to=2026-03-31,
 * VolumeGraph's ?period=month&month=2026-03), so that a link opens the same view and a reload keeps it; the
 * route's own path stays the specification's. A preset is relative: it ends when the page reads it. What
 * cannot be read (an unknown option, a date that is not one, a span over 366 days) reads as absent, and the
 * screen shows its opening period.
 */
import {
  anyPeriod,
  anyPeriodError,
  normaliseDateText,
  presetPeriod,
  type Period,
  type PeriodPreset,
} from './period.ts';

const PERIOD = 'period';
const FROM = 'from';
const TO = 'to';
const MONTH = 'month';

/** The query parameters of a period (and of a month, for the screens that have one). */
export function periodParams(period: Period, month?: string): Record<string, string> {
  const params: Record<string, string> = { [PERIOD]: period.preset };
  if (period.preset === 'any') Object.assign(params, { [FROM]: period.fromDate, [TO]: period.toDate });
  if (month !== undefined) params[MONTH] = month;
  return params;
}

/** The period a query names, the preset ones ending at `nowMs`; null when it names none it can read. */
export function periodFromParams(
  params: URLSearchParams,
  presets: readonly PeriodPreset[],
  nowMs: number,
  timeZone: string | null | undefined,
): Period | null {
  const preset = presets.find((p) => p.id === params.get(PERIOD));
  if (!preset) return null;
  if (preset.id !== 'any') return presetPeriod(preset, nowMs, timeZone);
  const from = params.get(FROM) ?? '';
  const to = params.get(TO) ?? '';
  if (anyPeriodError(from, to) !== null) return null;
  return anyPeriod(normaliseDateText(from)!, normaliseDateText(to)!, timeZone);
}

/** The month (YYYY-MM) a query names, or null. */
export function monthFromParams(params: URLSearchParams): string | null {
  const month = params.get(MONTH);
  return month === null ? null : normaliseDateText(month, 'month');
}

/** The query with the period's parameters in place of any earlier ones (other parameters kept). */
export function withPeriodParams(previous: URLSearchParams, period: Period, month?: string): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of [PERIOD, FROM, TO, MONTH]) next.delete(key);
  for (const [key, value] of Object.entries(periodParams(period, month))) next.set(key, value);
  return next;
}
