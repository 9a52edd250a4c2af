/**
 * The API's time codecs (part 1 §3, §7): 14 digits yyyyMMddHHmmss in UTC, optionally followed by a
 * fraction of a second ('.123', or digits straight after the seconds as lastMeasureTime may carry them).
 * Requests may also name a time in ISO 8601 with Z or an offset. The service records' times are
 * 'YYYY-MM-DD HH:mm:ss' in Japan time (parseJstDateTime, formatJstDateTime).
 */
import { dayText, FIRST_RECORDED_YEAR, parseDay } from './calendar-day.ts';
import { zeroPad } from './number.ts';

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => zeroPad(i));
/**
 * getSensorData writes up to 50,000 times per answer, in time order: the digits of the last day are
 * kept, and the time of day is arithmetic on the epoch milliseconds, so that a time costs a few string
 * concatenations instead of six Date calls and six pads (most of a year's trend answer once went here).
 */
let lastDay = Number.NaN;
let lastDayDigits = '';

/** A time as 14 digits in UTC; with `fraction`, '.SSS' follows. */
export function formatApiTime(time: Date | number, fraction = false): string {
  const ms = typeof time === 'number' ? time : time.getTime();
  const day = Math.floor(ms / DAY_MS);
  if (day !== lastDay) {
    const t = new Date(day * DAY_MS);
    lastDayDigits = `${zeroPad(t.getUTCFullYear(), 4)}${zeroPad(t.getUTCMonth() + 1)}${zeroPad(t.getUTCDate())}`;
    lastDay = day;
  }
  const inDay = ms - day * DAY_MS;
  const seconds = Math.floor(inDay / 1000);
  const digits =
    lastDayDigits +
    TWO_DIGITS[Math.floor(seconds / 3600)]! +
    TWO_DIGITS[Math.floor(seconds / 60) % 60]! +
    TWO_DIGITS[seconds % 60]!;
  return fraction ? `${digits}.${zeroPad(inDay % 1000, 3)}` : digits;
}

/** Date.UTC of the fields, or undefined when they name no real calendar time (31 April, 25:00, ...). */
function exactUtc(y: number, mo: number, d: number, h: number, mi: number, s: number): number | undefined {
  const t = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(t);
  const exact =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return exact ? t : undefined;
}

const FOURTEEN_DIGITS = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.?(\d{1,9}))?$/;
const ISO_WITH_ZONE =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):?(\d{2}))$/;

const DIGIT_0 = 48;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/**
 * A trend answer holds up to 50,000 times, most of them on a few days: the start of the last day read
 * (yyyyMMdd as a number) is kept, so that a time costs a few character codes and additions.
 */
let lastDayKey = -1;
let lastDayStart: number | undefined;

/** The value of the two ASCII digits at `i`, or -1. */
function twoDigits(text: string, i: number): number {
  const a = text.charCodeAt(i) - DIGIT_0;
  const b = text.charCodeAt(i + 1) - DIGIT_0;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : -1;
}

/** Epoch milliseconds of the start of a calendar day, or undefined when there is no such day. */
function dayStart(y: number, mo: number, d: number): number | undefined {
  // Date.UTC reads years 0 to 99 as 1900 to 1999: such years name no time of their own.
  if (y < 100 || mo < 1 || mo > 12 || d < 1) return undefined;
  const leap = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);
  const days = mo === 2 && leap ? 29 : DAYS_IN_MONTH[mo - 1]!;
  return d > days ? undefined : Date.UTC(y, mo - 1, d);
}

/**
 * The 14-digit form without surrounding space (the form of every answer), read by character codes;
 * null for any other text, which the regular expressions read.
 */
function fourteenDigitsToMs(text: string): number | undefined | null {
  const length = text.length;
  if (length < 14 || length > 24) return null;
  const yHigh = twoDigits(text, 0);
  const yLow = twoDigits(text, 2);
  const mo = twoDigits(text, 4);
  const d = twoDigits(text, 6);
  const h = twoDigits(text, 8);
  const mi = twoDigits(text, 10);
  const s = twoDigits(text, 12);
  if ((yHigh | yLow | mo | d | h | mi | s) < 0) return null;
  let fractionFrom = 14;
  if (length > 14) {
    if (text.charCodeAt(14) === 46) fractionFrom = 15;
    const count = length - fractionFrom;
    if (count < 1 || count > 9) return null;
    for (let i = fractionFrom; i < length; i++) {
      const c = text.charCodeAt(i) - DIGIT_0;
      if (c < 0 || c > 9) return null;
    }
  }
  const y = yHigh * 100 + yLow;
  const dayKey = y * 10_000 + mo * 100 + d;
  if (dayKey !== lastDayKey) {
    lastDayStart = dayStart(y, mo, d);
    lastDayKey = dayKey;
  }
  if (lastDayStart === undefined || h > 23 || mi > 59 || s > 59) return undefined;
  const t = lastDayStart + h * 3_600_000 + mi * 60_000 + s * 1000;
  return length === 14 ? t : t + Math.floor(Number(`0.${text.slice(fractionFrom)}`) * 1000);
}

/**
 * Epoch milliseconds of a 14-digit time (fraction allowed) or an ISO 8601 time with a zone; undefined for
 * anything else, including impossible dates such as month 13 or 31 April.
 */
export function apiTimeToMs(text: string): number | undefined {
  const fast = fourteenDigitsToMs(text);
  if (fast !== null) return fast;
  const trimmed = text.trim();
  const digits = FOURTEEN_DIGITS.exec(trimmed);
  if (digits) {
    const [y, mo, d, h, mi, s] = digits.slice(1, 7).map(Number) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const t = exactUtc(y, mo, d, h, mi, s);
    if (t === undefined) return undefined;
    return digits[7] === undefined ? t : t + Math.floor(Number(`0.${digits[7]}`) * 1000);
  }
  const iso = ISO_WITH_ZONE.exec(trimmed);
  if (!iso) return undefined;
  const [y, mo, d, h, mi] = iso.slice(1, 6).map(Number) as [number, number, number, number, number];
  const offsetOk = iso[7] === undefined || (Number(iso[8]) <= 23 && Number(iso[9]) <= 59);
  if (!offsetOk || exactUtc(y, mo, d, h, mi, iso[6] === undefined ? 0 : Number(iso[6])) === undefined) {
    return undefined;
  }
  const t = Date.parse(trimmed.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isNaN(t) ? undefined : t;
}

/** The same as apiTimeToMs, as a Date. */
export function parseApiTime(text: string): Date | undefined {
  const t = apiTimeToMs(text);
  return t === undefined ? undefined : new Date(t);
}

export const JST_DATE_TIME_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';

/** Japan has kept UTC+9 without daylight saving time since 1951. */
const JST_OFFSET_MS = 9 * 3_600_000;

/**
 * 'YYYY-MM-DD HH:mm:ss' in Japan time (Asia/Tokyo, part 1 §9 'Time zone for saving') to the instant, or
 * undefined when the text is not a real time of that form in the years 1900 … 9999.
 */
export function parseJstDateTime(text: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  const day = m ? parseDay(m[1]!, FIRST_RECORDED_YEAR) : undefined;
  if (!m || !day) return undefined;
  const [h, mi, s] = [Number(m[2]), Number(m[3]), Number(m[4])];
  if (h > 23 || mi > 59 || s > 59) return undefined;
  return new Date(Date.UTC(day.year, day.month - 1, day.day, h, mi, s) - JST_OFFSET_MS);
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in Japan time. */
export function formatJstDateTime(instant: Date): string {
  const t = new Date(instant.getTime() + JST_OFFSET_MS);
  const day = { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
  return `${dayText(day)} ${zeroPad(t.getUTCHours())}:${zeroPad(t.getUTCMinutes())}:${zeroPad(t.getUTCSeconds())}`;
}
