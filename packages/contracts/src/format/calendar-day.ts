/**
 * Calendar days of the proleptic Gregorian calendar, written 'YYYY-MM-DD' (the API's days, the date
 * fields' text, the keys of day buckets): the portal's one place of day arithmetic.
 * - parseDay / dayText: the text of a day and its fields, parseDay refusing days that do not exist;
 * - dayNumber / dayOfNumber: days since 1970-01-01, for counting and comparing days;
 * - addDays, daysBetween: calendar arithmetic on day texts, no zone involved;
 * - addMonths: the same day some months later, a day the target month lacks becoming its last day;
 * - calendarDayInZone / dayInZone: the day an instant falls on in a time zone (the browser's when it
 *   has none or an unknown one);
 * - startOfDayInZone: the instant a day begins in a time zone, summer-time changes included.
 */
import { wallClockInZone, zoneOffsetMs } from './date-time.ts';
import { zeroPad } from './number.ts';

/** The fields of a calendar day; month and day count from 1. */
export interface CalendarDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The first year of the days and times that records carry (service records' dates, Japan times). */
export const FIRST_RECORDED_YEAR = 1900;

const DAY_MS = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** How many days a month (1 … 12) of a year has. */
export function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : MONTH_DAYS[month - 1]!;
}

/**
 * The fields of 'YYYY-MM-DD' when it names a day that exists in the years `firstYear` … 9999 (no
 * 2023-02-29, no month 13); undefined for any other text.
 */
export function parseDay(text: string, firstYear = 1): CalendarDay | undefined {
  const m = DAY_TEXT.exec(text);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < firstYear || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return undefined;
  }
  return { year, month, day };
}

/** A day as 'YYYY-MM-DD'. */
export function dayText(d: CalendarDay): string {
  return `${zeroPad(d.year, 4)}-${zeroPad(d.month)}-${zeroPad(d.day)}`;
}

/** Days from 1970-01-01 to the day (negative before it); fields past their range carry over. */
export function dayNumber(d: CalendarDay): number {
  const t = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads the years 0 … 99 as themselves.
  t.setUTCFullYear(d.year, d.month - 1, d.day);
  return Math.round(t.getTime() / DAY_MS);
}

/** The day that is `n` days after 1970-01-01. */
export function dayOfNumber(n: number): CalendarDay {
  const t = new Date(n * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** The fields of a day text that the caller has checked (parseDay), without checking them again. */
function fieldsOf(day: string): CalendarDay {
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
}

/** The day `days` days after a day (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayText(dayOfNumber(dayNumber(fieldsOf(day)) + days));
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(fieldsOf(to)) - dayNumber(fieldsOf(from));
}

/** The day `months` months after d; a day the target month lacks becomes its last day (08-31 + 6 → 02-28). */
export function addMonths(d: CalendarDay, months: number): CalendarDay {
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(d.day, daysInMonth(year, month)) };
}

/** The day an instant falls on in a time zone (the browser's when none or an unknown one). */
export function calendarDayInZone(ms: number, timeZone: string | null | undefined): CalendarDay {
  const { year, month, day } = wallClockInZone(ms, timeZone);
  return { year, month, day };
}

/** The same as calendarDayInZone, as 'YYYY-MM-DD'. */
export function dayInZone(ms: number, timeZone: string | null | undefined): string {
  return dayText(calendarDayInZone(ms, timeZone));
}

/** The instant a day ('YYYY-MM-DD') begins in a time zone (the browser's when none or an unknown one). */
export function startOfDayInZone(day: string, timeZone: string | null | undefined): number {
  const d = fieldsOf(day);
  const wall = Date.UTC(d.year, d.month - 1, d.day);
  // Midnight at the offset in force near it, then at the offset in force at that guess: the two differ
  // only around a change of the zone's clocks. Of the two, the earlier one that lies in the day itself is
  // its start: where the clocks jump from midnight to 01:00 (Santiago, Havana) one of them falls in the
  // day before, and where midnight comes twice the day begins at the first.
  const first = wall - zoneOffsetMs(wall, timeZone);
  const second = wall - zoneOffsetMs(first, timeZone);
  if (first === second) return first;
  const inDay = [first, second].filter((ms) => {
    const w = wallClockInZone(ms, timeZone);
    return w.year === d.year && w.month === d.month && w.day === d.day;
  });
  return inDay.length > 0 ? Math.min(...inDay) : second;
}
