/**
 * Times shown in the machine's own time zone (part 2 §9: offsets come from the device's time_zone, else
 * the browser's), as YYYY/MM/DD HH:mm:ss.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = formatters.get(key);
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
    formatters.set(key, found);
  }
  return found;
}

/** Epoch milliseconds as 'YYYY/MM/DD HH:mm:ss' in the time zone (the browser's when none or unknown). */
export function formatLocalDateTime(ms: number, timeZone: string | null | undefined): string {
  const parts = formatterFor(timeZone?.trim() || undefined).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}/${part('month')}/${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
