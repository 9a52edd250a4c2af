/**
 * Times on the trend charts' x axis, in the machine's time zone (part 2 §9) whatever the browser's zone:
 * months as YYYY/MM, days as MM/DD, hours and minutes as HH:mm with the day beneath the first tick of
 * each day, so that a reader of a zoomed chart always knows the date.
 */
import uPlot from 'uplot';
import { formatDeviceDateTime, zoneOffsetMs } from '@airsight/contracts/format/date-time';

const DAY_MS = 86_400_000;
/** Zones change their offset on whole quarter hours of UTC: one offset is read per quarter hour. */
const QUARTER_HOUR_MS = 900_000;

/**
 * uPlot's `tzDate` for a zone: a Date whose fields in the browser's zone are the wall clock of the zone
 * (as uPlot.tzDate gives it), or the instant itself without a zone or with an unknown one (the browser's
 * zone, part 2 §9). uPlot.tzDate formats a string per call, thousands per chart: this reads the zone's
 * offset once per quarter hour and builds the Date from numbers (UTC and the browser's own zone are
 * cheap in uPlot.tzDate and left to it).
 */
export function zonedDateOf(timeZone: string | null | undefined): (ms: number) => Date {
  const zone = timeZone?.trim();
  if (!zone) return (ms) => new Date(ms);
  try {
    uPlot.tzDate(new Date(0), zone);
  } catch {
    return (ms) => new Date(ms);
  }
  if (zone === 'UTC' || zone === 'Etc/UTC' || zone === Intl.DateTimeFormat().resolvedOptions().timeZone) {
    return (ms) => uPlot.tzDate(new Date(ms), zone);
  }
  const offsets = new Map<number, number>();
  return (ms) => {
    const quarter = Math.floor(ms / QUARTER_HOUR_MS);
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      offset = zoneOffsetMs(quarter * QUARTER_HOUR_MS, zone);
      offsets.set(quarter, offset);
    }
    const wall = new Date(Math.floor(ms / 1000) * 1000 + offset);
    const year = wall.getUTCFullYear();
    // The Date constructor reads years 0 to 99 as 1900 to 1999.
    if (year < 100) return uPlot.tzDate(new Date(ms), zone);
    const date = new Date(
      year,
      wall.getUTCMonth(),
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
    );
    date.setMilliseconds(new Date(ms).getMilliseconds());
    return date;
  };
}

export function axisTimeLabels(
  ticks: readonly number[],
  stepMs: number,
  timeZone: string | null | undefined,
): string[] {
  let previousDay = '';
  return ticks.map((t) => {
    // 'YYYY/MM/DD HH:mm:ss'
    const text = formatDeviceDateTime(t, timeZone);
    if (stepMs >= 28 * DAY_MS) return text.slice(0, 7);
    const day = text.slice(5, 10);
    if (stepMs >= DAY_MS) return day;
    const time = text.slice(11, 16);
    const label = day === previousDay ? time : `${time}\n${day}`;
    previousDay = day;
    return label;
  });
}
