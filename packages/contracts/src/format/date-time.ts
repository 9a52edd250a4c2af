/**
 * Date and time display of the portal (part 1 §9, part 2 §9): one formatter per purpose.
 * - formatDeviceDateTime: 'YYYY/MM/DD HH:mm:ss' in a machine's time zone (the browser's when it has none
 *   or an unknown one), for measure and event times of machines; deviceDateTimeFormatter writes the same
 *   for many times of one zone (a file of a year of samples).
 * - knownTimeZone: a zone name as Intl knows it, or undefined.
 * - formatBrowserDateTime: 'YYYY/MM/DD HH:mm:ss' in the browser's time zone, for "data as of" times.
 * - formatFileDate: 'YYYYMMDD' in the browser's time zone (or a given one), for names of downloaded files.
 * - formatDay: a calendar day 'YYYY-MM-DD' of the API as 'YYYY/MM/DD', for days that belong to no zone
 *   (service finish dates, forecasts, day buckets).
 * - wallClockInZone / zoneOffsetMs: a zone's date and time fields and offset at an instant, for rules on
 *   days of a machine's zone (periods, day buckets).
 * - deviceZoneLabel / browserZoneLabel: the UTC offset of the zone a time is shown in ('UTC+9',
 *   'UTC+5:30', 'UTC'), written beside a time wherever the zone can differ from the reader's. An offset,
 *   not an abbreviation: 'JST' or 'CST' mean different zones to different readers and many zones have
 *   none, while an offset reads the same in every language.
 */

import { zeroPad } from './number.ts';

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = zoneFormatters.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      found = new Intl.DateTimeFormat('en-US', { ...options, ...(timeZone ? { timeZone } : {}) });
    } catch {
      // An unknown zone name (RangeError): the browser's zone, as the specification says.
      found = new Intl.DateTimeFormat('en-US', options);
    }
    zoneFormatters.set(key, found);
  }
  return found;
}

/** Epoch milliseconds as 'YYYY/MM/DD HH:mm:ss' in the time zone (the browser's when none or unknown). */
export function formatDeviceDateTime(ms: number, timeZone: string | null | undefined): string {
  const parts = zoneFormatter(timeZone?.trim() || undefined).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** '00' … '59'. */
const TWO = Array.from({ length: 60 }, (_, i) => zeroPad(i));

/**
 * formatDeviceDateTime for many times of one zone, at a fraction of its cost: a year of 1-minute samples
 * is 525,600 times, and Intl's formatToParts costs microseconds each. The zone's offset is asked of Intl
 * once per UTC hour that the times fall in: when the hour's first and last millisecond have the same
 * offset, the offset holds for the whole hour (no zone changes its offset twice within an hour) and the
 * fields follow from it by arithmetic; an hour in which the offset changes (a summer-time change, which
 * may fall inside a UTC hour, as Adelaide's at 16:30 UTC) is written time by time by formatDeviceDateTime.
 */
export function deviceDateTimeFormatter(timeZone: string | null | undefined): (ms: number) => string {
  let hour = Number.NaN;
  let offset: number | undefined;
  // The date part changes once a day: written once per local day, the time part from a table.
  let day = Number.NaN;
  let date = '';
  return (ms) => {
    const start = Math.floor(ms / HOUR_MS) * HOUR_MS;
    if (start !== hour) {
      hour = start;
      const first = zoneOffsetMs(start, timeZone);
      offset = zoneOffsetMs(start + HOUR_MS - 1, timeZone) === first ? first : undefined;
    }
    if (offset === undefined) return formatDeviceDateTime(ms, timeZone);
    // The wall clock read as UTC, in whole seconds, as Intl writes them.
    const wall = Math.floor(ms / 1000) + offset / 1000;
    const wallDay = Math.floor(wall / 86_400);
    if (wallDay !== day) {
      day = wallDay;
      const d = new Date(wallDay * DAY_MS);
      date = `${d.getUTCFullYear()}/${TWO[d.getUTCMonth() + 1]}/${TWO[d.getUTCDate()]} `;
    }
    const second = wall - wallDay * 86_400;
    const minute = Math.floor(second / 60);
    return `${date}${TWO[Math.floor(minute / 60)]}:${TWO[minute % 60]}:${TWO[second % 60]}`;
  };
}

/** The zone name, trimmed, when Intl knows it (formatDeviceDateTime would use it); otherwise undefined. */
export function knownTimeZone(name: string | null | undefined): string | undefined {
  const zone = name?.trim();
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

/** 'UTC+9', 'UTC-3', 'UTC+5:30', or 'UTC' for a zero offset, from an offset in minutes east of UTC. */
export function utcOffsetLabel(offsetMinutes: number): string {
  if (offsetMinutes === 0) return 'UTC';
  const sign = offsetMinutes > 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const minutes = abs % 60;
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${zeroPad(minutes)}` : ''}`;
}

/** The wall-clock fields of an instant in a time zone (the browser's when none or an unknown one). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export function wallClockInZone(ms: number, timeZone: string | null | undefined): WallClock {
  const parts = zoneFormatter(timeZone?.trim() || undefined).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Milliseconds east of UTC of a time zone at that instant (as wallClockInZone reads the zone). */
export function zoneOffsetMs(ms: number, timeZone: string | null | undefined): number {
  const w = wallClockInZone(ms, timeZone);
  // The zone's wall-clock time read as if it were UTC, minus the instant, is the zone's offset.
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * The UTC offset of a machine's time zone at that instant (the browser's when it has none or an unknown
 * one, as formatDeviceDateTime does), e.g. 'UTC+9' for Asia/Tokyo.
 */
export function deviceZoneLabel(ms: number, timeZone: string | null | undefined): string {
  return utcOffsetLabel(Math.round(zoneOffsetMs(ms, timeZone) / 60_000));
}

/** The UTC offset of the browser's time zone at that instant, e.g. 'UTC+5:30' in India. */
export function browserZoneLabel(ms: number): string {
  // getTimezoneOffset counts minutes west of UTC; -0 would not be 0 to a reader.
  return utcOffsetLabel(-new Date(ms).getTimezoneOffset() || 0);
}

/** Epoch milliseconds as 'YYYY/MM/DD HH:mm:ss' in the browser's time zone. */
export function formatBrowserDateTime(ms: number): string {
  const d = new Date(ms);
  return (
    `${d.getFullYear()}/${zeroPad(d.getMonth() + 1)}/${zeroPad(d.getDate())} ` +
    `${zeroPad(d.getHours())}:${zeroPad(d.getMinutes())}:${zeroPad(d.getSeconds())}`
  );
}

/** The date as YYYYMMDD in the browser's time zone (or in `timeZone`), e.g. 20261121. */
export function formatFileDate(date: Date, timeZone?: string): string {
  if (timeZone !== undefined) {
    const { year, month, day } = wallClockInZone(date.getTime(), timeZone);
    return `${year}${zeroPad(month)}${zeroPad(day)}`;
  }
  return `${date.getFullYear()}${zeroPad(date.getMonth() + 1)}${zeroPad(date.getDate())}`;
}

/** A calendar day of the API, 'YYYY-MM-DD', as shown: 'YYYY/MM/DD'. */
export function formatDay(day: string): string {
  return day.replaceAll('-', '/');
}
