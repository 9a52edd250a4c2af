/**
 * The API's time codec (part 1 §3, §7): 14 digits yyyyMMddHHmmss in UTC, optionally followed by a
 * fraction of a second ('.123', or digits straight after the seconds as lastMeasureTime may carry them).
 * Requests may also name a time in ISO 8601 with Z or an offset.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A time as 14 digits in UTC; with `fraction`, '.SSS' follows. */
export function formatApiTime(time: Date | number, fraction = false): string {
  const t = typeof time === 'number' ? new Date(time) : time;
  const digits =
    `${pad(t.getUTCFullYear(), 4)}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}` +
    `${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return fraction ? `${digits}.${pad(t.getUTCMilliseconds(), 3)}` : digits;
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

/**
 * Epoch milliseconds of a 14-digit time (fraction allowed) or an ISO 8601 time with a zone; undefined for
 * anything else, including impossible dates such as month 13 or 31 April.
 */
export function apiTimeToMs(text: string): number | undefined {
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
