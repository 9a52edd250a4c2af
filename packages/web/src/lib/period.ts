/**
 * The period rules of the graph screens (part 2 §2, §5, §9), pure so that they can be tested alone:
 * - date fields accept digits, hyphen and navigation keys only; on blur or Enter the text must be 8 digits
 *   (or YYYY-MM-DD) and a real calendar date, normalised to YYYY-MM-DD; a month field 6 digits (or
 *   YYYY-MM), normalised to YYYY-MM;
 * - a preset period ends now and starts its number of days before;
 * - an any-period covers whole days in the machine's time zone (the browser's when it has none), from the
 *   start of the from day to the end of the to day. From and to may be the same day (VolumeGraph's hourly
 *   same-day range); to before from is refused, and so is a span of more than 366 days;
 * - the long-period confirmation shows for the half-year and year presets and any span of 180 days or more.
 */
import { SENSOR_DATA_MAX_SPAN_DAYS } from '@airsight/contracts/constants';
import {
  addDays,
  dayInZone,
  daysBetween,
  dayText,
  parseDay,
  startOfDayInZone,
} from '@airsight/contracts/format/calendar-day';

export type DateFieldKind = 'date' | 'month';

export type PresetId = 'day' | 'week' | 'month' | 'halfYear' | 'year' | 'any';

export interface PeriodPreset {
  id: PresetId;
  /** Length in days; 0 for the any-period mode. */
  days: number;
}

/** The options of both graph screens (part 2 §2): 1 day, 1 week, 1 month (31), half year (180), a year, any. */
const presetsWithYearOf = (yearDays: number): readonly PeriodPreset[] => [
  { id: 'day', days: 1 },
  { id: 'week', days: 7 },
  { id: 'month', days: 31 },
  { id: 'halfYear', days: 180 },
  { id: 'year', days: yearDays },
  { id: 'any', days: 0 },
];

/** TrendGraph's year is 366 days, VolumeGraph's 365 (part 2 §2). */
export const TREND_PERIOD_PRESETS = presetsWithYearOf(366);
export const VOLUME_PERIOD_PRESETS = presetsWithYearOf(365);

/** The i18n key of each option's label. */
export const PRESET_LABEL_KEYS = {
  day: 'oneDay',
  week: 'oneWeek',
  month: 'oneMonth',
  halfYear: 'halfYear',
  year: 'oneYear',
  any: 'anyPeriod',
} as const satisfies Record<PresetId, string>;

/** Part 2 §9: the any-period mode spans at most 366 days. */
export const MAX_PERIOD_DAYS = SENSOR_DATA_MAX_SPAN_DAYS;
/** Part 2 §5, §9: from 180 days on, the user confirms the period first. */
export const LONG_PERIOD_DAYS = 180;

export const DAY_MS = 86_400_000;

/** A chosen period, resolved to instants when it was chosen (so that the data asked for stays put). */
export interface Period {
  preset: PresetId;
  fromMs: number;
  /** Inclusive end. */
  toMs: number;
  /** The first and last day in the machine's time zone, YYYY-MM-DD (prefills the any-period fields). */
  fromDate: string;
  toDate: string;
}

export type PeriodError = 'invalidDateEntered' | 'toMustBeALaterDateThanFrom' | 'optionalPeriodWithin366Days';

// ---- keys and text of the date fields ------------------------------------------------------------------

const NAVIGATION_KEYS: ReadonlySet<string> = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Tab',
  'Enter',
  'Escape',
]);

/**
 * Whether a date field lets a key through: digits, hyphen and navigation keys (part 2 §5). Shortcuts with
 * Ctrl or Cmd (copy, paste, select all) pass too; what they paste is filtered by keepDateCharacters.
 */
export function isDateFieldKey(key: string, withShortcutModifier = false): boolean {
  if (withShortcutModifier) return true;
  return /^[0-9-]$/.test(key) || NAVIGATION_KEYS.has(key);
}

/** Pasted or dropped text with everything but digits and hyphens removed. */
export function keepDateCharacters(text: string): string {
  return text.replace(/[^0-9-]/g, '');
}

/**
 * The normalised text of a date field (YYYY-MM-DD, or YYYY-MM for a month field), or null when the text
 * is not 8 (6) digits, with or without hyphens in their places, of a real calendar date.
 */
export function normaliseDateText(text: string, kind: DateFieldKind = 'date'): string | null {
  const trimmed = text.trim();
  const pattern = kind === 'date' ? /^(\d{4})-?(\d{2})-?(\d{2})$/ : /^(\d{4})-?(\d{2})$/;
  const match = pattern.exec(trimmed);
  if (!match) return null;
  // Hyphens either in both places or in none: "2026-1105" is not a way of writing a date.
  if (kind === 'date' && trimmed.length !== 8 && trimmed.length !== 10) return null;
  const day = parseDay(`${match[1]}-${match[2]}-${kind === 'date' ? match[3] : '01'}`);
  if (!day) return null;
  return kind === 'date' ? dayText(day) : dayText(day).slice(0, 7);
}

/** Whole days from `from` to `to`, both counted (the same day is 1). */
export function daysCovered(from: string, to: string): number {
  return daysBetween(from, to) + 1;
}

// ---- periods --------------------------------------------------------------------------------------------

/** A preset period ending now. */
export function presetPeriod(
  preset: PeriodPreset,
  nowMs: number,
  timeZone: string | null | undefined,
): Period {
  const fromMs = nowMs - preset.days * DAY_MS;
  return {
    preset: preset.id,
    fromMs,
    toMs: nowMs,
    fromDate: dayInZone(fromMs, timeZone),
    toDate: dayInZone(nowMs, timeZone),
  };
}

/** What is wrong with the two texts of the any-period mode, or null (part 2 §5). */
export function anyPeriodError(fromText: string, toText: string): PeriodError | null {
  const from = normaliseDateText(fromText);
  const to = normaliseDateText(toText);
  if (!from || !to) return 'invalidDateEntered';
  if (to < from) return 'toMustBeALaterDateThanFrom';
  if (daysCovered(from, to) > MAX_PERIOD_DAYS) return 'optionalPeriodWithin366Days';
  return null;
}

/** The any-period from the start of the from day to the last millisecond of the to day, in the zone. */
export function anyPeriod(from: string, to: string, timeZone: string | null | undefined): Period {
  return {
    preset: 'any',
    fromMs: startOfDayInZone(from, timeZone),
    toMs: startOfDayInZone(addDays(to, 1), timeZone) - 1,
    fromDate: from,
    toDate: to,
  };
}

/** Whether the user confirms the period first (part 2 §5): half year, year, or 180 days or more. */
export function needsLongPeriodConfirmation(period: Pick<Period, 'preset' | 'fromDate' | 'toDate'>): boolean {
  if (period.preset === 'halfYear' || period.preset === 'year') return true;
  if (period.preset !== 'any') return false;
  return daysCovered(period.fromDate, period.toDate) >= LONG_PERIOD_DAYS;
}
