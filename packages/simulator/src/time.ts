/**
 * Local time of a machine: its time zone decides when the working day starts and which offset its
 * gateway writes into the sample time. Intl is slow, so offsets are cached per zone and hour.
 */
import { zeroPad } from '@airsight/contracts/format/number';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: hour number since 1970 -> offset in minutes. Numeric keys keep the hot path cheap. */
const offsets = new Map<string, Map<number, number>>();
const OFFSET_CACHE_LIMIT = 100_000;

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (an IANA name such as Asia/Tokyo, or UTC). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Minutes to add to UTC to get the zone's local time at that instant (Asia/Tokyo: 540). */
export function offsetMinutes(timeZone: string, ms: number): number {
  // Offsets change only on whole hours (or half hours) of UTC; one lookup per zone and hour is exact enough.
  const hour = Math.floor(ms / HOUR);
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const cached = zone.get(hour);
  if (cached !== undefined) return cached;
  const at = hour * HOUR;
  const parts = formatterOf(timeZone).formatToParts(new Date(at));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const offset = Math.round((local - at) / MINUTE);
  if (zone.size > OFFSET_CACHE_LIMIT) zone.clear();
  zone.set(hour, offset);
  return offset;
}

export interface LocalParts {
  /** 0 Sunday ... 6 Saturday */
  weekday: number;
  /** Fractional hour of the day, 0 <= hour < 24. */
  hour: number;
  /** Day of the year, 0-based. */
  dayOfYear: number;
}

/** Local day number -> day of its year; days change slowly, so a small cache does. */
const dayOfYearCache = new Map<number, number>();

export function localParts(timeZone: string, ms: number): LocalParts {
  const local = ms + offsetMinutes(timeZone, ms) * MINUTE;
  const day = Math.floor(local / DAY);
  let dayOfYear = dayOfYearCache.get(day);
  if (dayOfYear === undefined) {
    const year = new Date(day * DAY).getUTCFullYear();
    dayOfYear = day - Date.UTC(year, 0, 1) / DAY;
    if (dayOfYearCache.size > 10_000) dayOfYearCache.clear();
    dayOfYearCache.set(day, dayOfYear);
  }
  return {
    // 1970-01-01 was a Thursday.
    weekday: (((day + 4) % 7) + 7) % 7,
    hour: (local - day * DAY) / HOUR,
    dayOfYear,
  };
}

/** ISO 8601 with the zone's offset, as a gateway writes it: 2026-11-21T09:30:00+09:00. */
export function isoWithOffset(ms: number, timeZone: string): string {
  const offset = offsetMinutes(timeZone, ms);
  const local = new Date(ms + offset * MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const millis = local.getUTCMilliseconds();
  const seconds = zeroPad(local.getUTCSeconds()) + (millis ? `.${zeroPad(millis, 3)}` : '');
  return (
    `${local.getUTCFullYear()}-${zeroPad(local.getUTCMonth() + 1)}-${zeroPad(local.getUTCDate())}` +
    `T${zeroPad(local.getUTCHours())}:${zeroPad(local.getUTCMinutes())}:${seconds}` +
    `${sign}${zeroPad(Math.floor(abs / 60))}:${zeroPad(abs % 60)}`
  );
}

/** The first multiple of `step` at or after `ms`. */
export function ceilTo(ms: number, step: number): number {
  return Math.ceil(ms / step) * step;
}

/** The last multiple of `step` at or before `ms`. */
export function floorTo(ms: number, step: number): number {
  return Math.floor(ms / step) * step;
}

/** 1h 02m 03s style, for progress lines. */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '?';
  const s = Math.round(ms / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  if (h > 0) return `${h}h ${zeroPad(m)}m`;
  if (m > 0) return `${m}m ${zeroPad(sec)}s`;
  return `${sec}s`;
}

/** Waits for `promise`, but at most `ms`; the timer is cleared so it never keeps the process alive. */
export async function atMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}
