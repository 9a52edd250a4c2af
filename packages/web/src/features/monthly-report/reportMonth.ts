/**
 * MonthlyReport's month and sums, pure: the month the screen opens with (the previous one), the month
 * field's rule (part 2 §5), the 12 months the monthly charts cover (the chosen month and the 11 before
 * it, as the workbook's 12-month chart), the days of the request and of the daily charts, each machine's
 * day sums (getSensorData, round_kbn 3, days in the machine's zone) added up per month, and where the
 * browser session keeps a reservation of the Excel file.
 */
import { addMonths, dayInZone, daysInMonth, dayText } from '@airsight/contracts/format/calendar-day';
import { formatDay } from '@airsight/contracts/format/date-time';
import { normaliseDateText } from '../../lib/period.ts';

/** The monthly charts' months: the chosen one and the 11 before it. */
export const REPORT_MONTHS = 12;

const monthParts = (month: string) => month.split('-').map(Number) as [number, number];

/** The month (YYYY-MM) `count` months after `month` (before, when negative). */
export function shiftMonth(month: string, count: number): string {
  const [year, monthOfYear] = monthParts(month);
  return dayText(addMonths({ year, month: monthOfYear, day: 1 }, count)).slice(0, 7);
}

/** What the screen opens with: the month before the current one in the zone (the first machine's). */
export function previousMonth(nowMs: number, timeZone: string | null | undefined): string {
  return shiftMonth(dayInZone(nowMs, timeZone).slice(0, 7), -1);
}

/**
 * The month a month field's text names (6 digits or YYYY-MM, a real month: part 2 §5), normalised to
 * YYYY-MM; null for anything else, which the field answers with invalidDateEntered.
 */
export function reportMonthOf(text: string): string | null {
  return normaliseDateText(text, 'month');
}

/** The 12 months of the monthly charts, oldest first, as YYYY-MM. */
export function reportMonths(month: string): string[] {
  return Array.from({ length: REPORT_MONTHS }, (_, i) => shiftMonth(month, i + 1 - REPORT_MONTHS));
}

/** The first and last day (YYYY-MM-DD) of the 12 months: what one getSensorData call per zone asks. */
export function reportDays(month: string): { from: string; to: string } {
  const [year, monthOfYear] = monthParts(month);
  return {
    from: `${reportMonths(month)[0]!}-01`,
    to: dayText({ year, month: monthOfYear, day: daysInMonth(year, monthOfYear) }),
  };
}

/** The daily charts' buckets: every day of the month, as getSensorData's days are labelled (YYYY/MM/DD). */
export function dayLabels(month: string): string[] {
  const [year, monthOfYear] = monthParts(month);
  return Array.from({ length: daysInMonth(year, monthOfYear) }, (_, i) =>
    formatDay(dayText({ year, month: monthOfYear, day: i + 1 })),
  );
}

/** The monthly charts' buckets: YYYY/MM. */
export const monthLabel = (month: string) => month.replace('-', '/');

/** A machine's days of `labels` (YYYY/MM/DD), null where it has no sum. */
export function dailyRow(days: ReadonlyMap<string, number>, labels: readonly string[]): (number | null)[] {
  return labels.map((label) => days.get(label) ?? null);
}

/**
 * A machine's sums per month of `months` (YYYY-MM) from its day sums (labelled YYYY/MM/DD): null for a
 * month without a single day, so that a machine not yet installed draws nothing rather than zero.
 */
export function monthlyRow(days: ReadonlyMap<string, number>, months: readonly string[]): (number | null)[] {
  const sums = new Map<string, number>();
  for (const [label, value] of days) {
    const month = label.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + value);
  }
  // Sums of 3-decimal figures, without the float noise of adding them.
  return months.map((m) => {
    const sum = sums.get(monthLabel(m));
    return sum === undefined ? null : Math.round(sum * 1000) / 1000;
  });
}

/**
 * Where the browser session keeps the statusId of a reservation: per route (device group, group and
 * the machines of 'unset') and month, so that a screen opened again shows the same job's progress and
 * offers its file, and another month or group never finds it.
 */
export function reportStatusKey(route: string, month: string): string {
  return `airsight.monthlyReport:${route}:${month}`;
}
