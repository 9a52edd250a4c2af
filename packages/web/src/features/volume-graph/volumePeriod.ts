/**
 * The periods of VolumeGraph (part 2 §2) and their buckets. Decisions where the specification is silent:
 * - 1 day: the last 24 hours ending now (the current hour and the 23 before it), in hourly buckets.
 * - 1 week: the last 7 days, today included, in daily buckets.
 * - 1 month: the chosen month; half year and 1 year: the 6 or 12 months ending with the chosen month
 *   (at most 366 days); the chosen month defaults to the current one. Days after today are left out.
 * - Any period: whole days from..to (at most 366); a same-day range is shown in hourly buckets.
 * Days are the machines' days: each machine's period and buckets are computed in its own time zone (the
 * browser's when it has none), as getSensorData sums its days (round_kbn 3), so a machine's first and
 * last day are whole; bars of machines in different zones stack by their local date or hour.
 */
import {
  addDays,
  addMonths,
  dayInZone,
  daysInMonth,
  dayText,
  startOfDayInZone,
} from '@airsight/contracts/format/calendar-day';
import { formatDay, formatDeviceDateTime, zoneOffsetMs } from '@airsight/contracts/format/date-time';
import { presetPeriod, VOLUME_PERIOD_PRESETS, type Period, type PresetId } from '../../lib/period.ts';

export type BucketKind = 'hour' | 'day';

/** The options chosen with the month selector, and how many months they cover. */
export const MONTH_SPANS: Partial<Record<PresetId, number>> = { month: 1, halfYear: 6, year: 12 };

const HOUR_MS = 3_600_000;

export type VolumeRange =
  /** Whole days (YYYY-MM-DD, both included) in each machine's time zone. */
  | { kind: 'days'; from: string; to: string }
  /** Instants (the 1-day option): the same for every machine. */
  | { kind: 'hours'; fromMs: number; toMs: number };

export interface VolumePeriod {
  bucket: BucketKind;
  range: VolumeRange;
}

export interface PeriodChoice {
  /** YYYY-MM, for month, half year and year. */
  month?: string | undefined;
  /** YYYY-MM-DD, for any period. */
  from?: string | undefined;
  to?: string | undefined;
}

/** First and last day of the `count` months ending with `month` (YYYY-MM). */
export function monthsEndingWith(month: string, count: number): { from: string; to: string } {
  const [year, monthOfYear] = month.split('-').map(Number) as [number, number];
  const first = addMonths({ year, month: monthOfYear, day: 1 }, 1 - count);
  return {
    from: dayText(first),
    to: dayText({ year, month: monthOfYear, day: daysInMonth(year, monthOfYear) }),
  };
}

/** The current month (YYYY-MM) in a zone. */
export function currentMonth(nowMs: number, timeZone?: string | null): string {
  return dayInZone(nowMs, timeZone).slice(0, 7);
}

/** The option the screen opens with: 1 month, the current month (daily bars of this month so far). */
const MONTH_PRESET = VOLUME_PERIOD_PRESETS.find((p) => p.id === 'month')!;

/**
 * What the screen shows until the user chooses: the current month in the zone of the first machine
 * (the page's preload asks for the same sums before the screen has rendered: preload.ts).
 */
export function openingChoice(nowMs: number, timeZone: string | null): { period: Period; month: string } {
  return { period: presetPeriod(MONTH_PRESET, nowMs, timeZone), month: currentMonth(nowMs, timeZone) };
}

/** The period of the screen's opening choice. */
export function openingPeriod(nowMs: number, timeZone: string | null): VolumePeriod | undefined {
  const { period, month } = openingChoice(nowMs, timeZone);
  return periodOf(period.preset, { month, from: period.fromDate, to: period.toDate }, period.toMs, timeZone);
}

/**
 * The period of an option. `timeZone` is the zone that says what "today" is (the first machine's);
 * undefined when the choice is incomplete (no month, no dates, or from after to).
 */
export function periodOf(
  option: PresetId,
  choice: PeriodChoice,
  nowMs: number,
  timeZone?: string | null,
): VolumePeriod | undefined {
  const today = dayInZone(nowMs, timeZone);
  if (option === 'day') {
    // The zone's wall clock at now, read as if it were UTC (whole seconds), tells how far into its hour now is.
    const wall = Math.floor(nowMs / 1000) * 1000 + zoneOffsetMs(nowMs, timeZone);
    const hourStart = nowMs - ((wall % HOUR_MS) + (nowMs % 1000));
    return { bucket: 'hour', range: { kind: 'hours', fromMs: hourStart - 23 * HOUR_MS, toMs: nowMs } };
  }
  if (option === 'week') {
    return { bucket: 'day', range: { kind: 'days', from: addDays(today, -6), to: today } };
  }
  if (option === 'any') {
    if (!choice.from || !choice.to || choice.from > choice.to) return undefined;
    const bucket = choice.from === choice.to ? 'hour' : 'day';
    return { bucket, range: { kind: 'days', from: choice.from, to: choice.to } };
  }
  const months = MONTH_SPANS[option]!;
  if (!choice.month) return undefined;
  const { from, to } = monthsEndingWith(choice.month, months);
  return { bucket: 'day', range: { kind: 'days', from, to: to < today ? to : today } };
}

/** The request range of a machine: from its first day's start to the last day's end (inclusive). */
export function requestRange(range: VolumeRange, timeZone: string | null | undefined) {
  if (range.kind === 'hours') return { fromMs: range.fromMs, toMs: range.toMs };
  return {
    fromMs: startOfDayInZone(range.from, timeZone),
    toMs: startOfDayInZone(addDays(range.to, 1), timeZone) - 1000,
  };
}

/** The bucket a point (its bucket start) falls in, as shown: 'YYYY/MM/DD' or 'YYYY/MM/DD HH:00'. */
export function bucketLabel(ms: number, bucket: BucketKind, timeZone: string | null | undefined): string {
  const text = formatDeviceDateTime(ms, timeZone);
  return bucket === 'day' ? text.slice(0, 10) : `${text.slice(0, 13)}:00`;
}

/** Every bucket of the period in a zone, oldest first (empty for a period that has not begun). */
export function bucketLabels(period: VolumePeriod, timeZone: string | null | undefined): string[] {
  const { range, bucket } = period;
  if (range.kind === 'days' && bucket === 'day') {
    const labels: string[] = [];
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) labels.push(formatDay(day));
    return labels;
  }
  const { fromMs, toMs } = requestRange(range, timeZone);
  const labels: string[] = [];
  for (let t = fromMs; t <= toMs; t += HOUR_MS) {
    const label = bucketLabel(t, 'hour', timeZone);
    if (labels.at(-1) !== label) labels.push(label);
  }
  return labels;
}
