/**
 * What the monthly report's workbook is built from (part 2 §2, §3, §9): one group's machines in one
 * month of a time zone. A service fills it from what the server already answers: the daily air volume and
 * energy of VolumeGraph (docs/telemetry.md §9, getSensorData's sv_air_volume and sv_energy summed per day
 * of the zone), running and load hours from the same daily sums, start counts from the start-count
 * register, and the month's service records (docs/maintenance.md). Running hours and start counts are
 * taken only from samples whose LED state (0027) has its last bit set (part 2 §9); that is the filler's
 * rule, the builder only writes what it is given. Unknown values are null and stay empty cells.
 */
import type { Locale } from '@airsight/contracts/locales';
import { daysInMonth } from '@airsight/contracts/format/calendar-day';
import { zeroPad } from '@airsight/contracts/format/number';

export interface MonthlyReportInput {
  /** The report's month, 'YYYY-MM'. */
  month: string;
  locale: Locale;
  groupName: string;
  /** IANA name of the zone the days are counted in, e.g. 'Asia/Tokyo'. */
  timeZone: string;
  /** When the report was made (written in `timeZone`); a parameter, so the builder reads no clock. */
  generatedAt: Date;
  machines: readonly MonthlyReportMachine[];
}

export interface MonthlyReportMachine {
  modelId: string;
  serialNo: string;
  /** The customer's own number of the machine (CustomerNumberSetting); null when not set. */
  customerMachineNo: string | null;
  /** The machine's unit (model) name as the screens show it. */
  unitName: string;
  /** Days of the month, 'YYYY-MM-DD' each at most once; a missing day is written empty. */
  days: readonly MonthlyReportDay[];
  /** Month totals of the report's month and the 11 before it, 'YYYY-MM' each at most once. */
  months: readonly MonthlyReportMonthTotal[];
  /** The month's service records, every code: the maintenance sheet lists only 1, 3, 4 and 9. */
  maintenance: readonly MonthlyReportService[];
}

export interface MonthlyReportDay {
  /** 'YYYY-MM-DD', inside the report's month. */
  day: string;
  /** Discharge air volume, m³. */
  airM3: number | null;
  /** Energy, kWh. */
  energyKwh: number | null;
  /** Hours the motor ran (loaded or not). */
  runningHours: number | null;
  /** Hours it ran loaded. */
  loadHours: number | null;
  /** Starts of the day. */
  starts: number | null;
  /** The day's energy over its air, kWh/m³ (null when no air was delivered). */
  specificPowerKwhPerM3: number | null;
}

export interface MonthlyReportMonthTotal {
  /** 'YYYY-MM'. */
  month: string;
  airM3: number | null;
  energyKwh: number | null;
}

export interface MonthlyReportService {
  /** The finish date, 'YYYY-MM-DD', inside the report's month. */
  day: string;
  /** fservicecd, 1 … 9. */
  serviceCode: number;
  /** The work contents as the maintenance history shows them (task type name or free text). */
  label: string;
}

export interface ReportMonth {
  year: number;
  /** 1 … 12. */
  month: number;
  /** 28 … 31. */
  days: number;
}

const MONTH_TEXT = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The fields of 'YYYY-MM'; throws a RangeError for any other text. */
export function parseReportMonth(text: string): ReportMonth {
  const m = MONTH_TEXT.exec(text);
  if (!m) throw new RangeError(`Monthly report: month '${text}' is not YYYY-MM`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  return { year, month, days: daysInMonth(year, month) };
}

/** The day of the month (1 … days) of a 'YYYY-MM-DD' inside the month; throws a RangeError otherwise. */
export function dayOfMonth(month: ReportMonth, day: string, what: string): number {
  const prefix = `${month.year}-${zeroPad(month.month)}-`;
  const n = day.startsWith(prefix) ? Number(day.slice(prefix.length)) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > month.days || day.length !== prefix.length + 2) {
    throw new RangeError(`Monthly report: ${what} '${day}' is not a day of ${prefix.slice(0, 7)}`);
  }
  return n;
}

/** 'YYYY-MM' of the report's month and the 11 before it, oldest first. */
export function twelveMonths(month: ReportMonth): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const index = month.year * 12 + month.month - 1 - (11 - i);
    return `${Math.floor(index / 12)}-${zeroPad((index % 12) + 1)}`;
  });
}
