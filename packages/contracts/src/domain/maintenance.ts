/**
 * Maintenance advice (part 1 §3, §4; part 2 §3, §9), pure and shared by the server and the web client:
 * the latest service, days and running hours since it, the notice / warning / danger status from the
 * model's service plan, the 30-day dismissal of a notification, and a forecast of the next milestone.
 * Nothing here reads a clock: `now` (epoch ms) is always a parameter. The rules, with a table of examples,
 * are in docs/maintenance.md.
 */
import { formatJstDateTime, parseJstDateTime } from '../format/api-time.ts';
import {
  addMonths,
  calendarDayInZone,
  dayNumber,
  dayOfNumber,
  dayText,
  FIRST_RECORDED_YEAR,
  parseDay,
  type CalendarDay,
} from '../format/calendar-day.ts';
import type { HourMilestone, ServicePlan, YearMilestone } from '../models/service-plans.ts';
import type { MaintenanceStatus } from '../service-records.ts';

/** A service report as the service-report call answers it (part 1 §3, part 2 §3). */
export interface ServiceReport {
  fservicecd: number;
  taskType?: number | null;
  /** The calendar date the work finished, 'YYYY-MM-DD' (a time after it, or '/' separators, are accepted). */
  finishDate: string;
  /** Running hours at the service; null when not recorded. */
  fkadotm: number | null;
}

/** Service codes that count as a maintenance service (part 1 §4): commissioning, periodic maintenance, overhaul. */
export const ADVICE_SERVICE_CODES: readonly number[] = [1, 3, 4];
/** Time zone of the service records' finish dates. */
export const SERVICE_TIME_ZONE = 'Asia/Tokyo';
/** A dismissed notification stays hidden this long (part 1 §9, part 2 §9). */
export const MAINTENANCE_DISMISSAL_DAYS = 30;
/** Hour rule: the notice window and the danger margin are this many hours or … */
export const NOTICE_HOURS_MIN = 300;
/** … this share of the plan's hour interval, whichever is larger. */
export const NOTICE_SHARE = 0.1;
/** Calendar rule: the notice window and the danger margin, in days. */
export const NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// Calendar dates (format/calendar-day.ts).

const FINISH_DATE = /^(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ].*)?$/;

/**
 * 'YYYY-MM-DD' (or 'YYYY/MM/DD', optionally followed by a time) as a calendar date; undefined unless it
 * is a real date (isRealDate: years 1900 … 9999).
 */
export function parseCalendarDate(text: string | null | undefined): CalendarDay | undefined {
  if (typeof text !== 'string') return undefined;
  const m = FINISH_DATE.exec(text.trim());
  return m ? parseDay(`${m[1]}-${m[2]}-${m[3]}`, FIRST_RECORDED_YEAR) : undefined;
}

/**
 * The last answer of todayIn: the advice of 10,000 machines asks the same (now, zone) each time, and one
 * Intl formatToParts per machine was most of the advice call's time.
 */
let lastToday: { now: number; timeZone: string; date: CalendarDay } | undefined;

function todayIn(now: number, timeZone: string): CalendarDay {
  if (lastToday?.now === now && lastToday.timeZone === timeZone) return lastToday.date;
  const date = calendarDayInZone(now, timeZone);
  lastToday = { now, timeZone, date };
  return date;
}

/** The calendar date of an instant in a time zone (JST by default), 'YYYY-MM-DD'; undefined for a bad instant. */
export function calendarDateOf(ms: number, timeZone: string = SERVICE_TIME_ZONE): string | undefined {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return undefined;
  return dayText(todayIn(ms, timeZone));
}

// ---------------------------------------------------------------------------------------------------
// Latest service, days and hours since it.

function isAdviceService(r: ServiceReport): boolean {
  return ADVICE_SERVICE_CODES.includes(r.fservicecd) && parseCalendarDate(r.finishDate) !== undefined;
}

const hoursOf = (r: ServiceReport) =>
  typeof r.fkadotm === 'number' && Number.isFinite(r.fkadotm) ? r.fkadotm : -Infinity;

/**
 * The latest service among codes 1, 3 and 4 (part 1 §4): the latest finish date. On the same date the one
 * with more running hours wins (the later visit of the day), then the higher code (an overhaul includes
 * the periodic work, which includes the commissioning checks), then the first in the list. Reports with
 * another code or without a real finish date are ignored; undefined when none is left.
 */
export function latestService<R extends ServiceReport>(reports: readonly R[]): R | undefined {
  let best: R | undefined;
  let bestDay = 0;
  for (const r of reports) {
    if (!isAdviceService(r)) continue;
    const day = dayNumber(parseCalendarDate(r.finishDate)!);
    if (
      best === undefined ||
      day > bestDay ||
      (day === bestDay &&
        (hoursOf(r) > hoursOf(best) || (hoursOf(r) === hoursOf(best) && r.fservicecd > best.fservicecd)))
    ) {
      best = r;
      bestDay = day;
    }
  }
  return best;
}

/**
 * Days between the start of today in the time zone and the finish date of the latest service (part 1 §4):
 * 0 on the finish date itself, 1 from the next midnight. Undefined without a service, for a bad `now`, and
 * for a finish date after today (a record error, not shown).
 */
export function daysElapsed(
  latest: ServiceReport | undefined,
  now: number,
  timeZone: string = SERVICE_TIME_ZONE,
): number | undefined {
  const finish = latest ? parseCalendarDate(latest.finishDate) : undefined;
  if (!finish || calendarDateOf(now) === undefined) return undefined;
  const days = dayNumber(todayIn(now, timeZone)) - dayNumber(finish);
  return days >= 0 ? days : undefined;
}

/** Current running hours minus those at the latest service (part 1 §4); undefined unless positive. */
export function hoursElapsed(
  currentRunningHours: number | null | undefined,
  latest: ServiceReport | undefined,
): number | undefined {
  if (typeof currentRunningHours !== 'number' || !latest) return undefined;
  const elapsed = currentRunningHours - hoursOf(latest);
  return Number.isFinite(elapsed) && elapsed > 0 ? elapsed : undefined;
}

// ---------------------------------------------------------------------------------------------------
// Status.

const RANK: Readonly<Record<MaintenanceStatus, number>> = { notice: 1, warning: 2, danger: 3 };

/** Sort rank: danger 3, warning 2, notice 1, none 0 (the dashboard's maintenance-icon order, part 1 §2). */
export function maintenanceRank(status: string | null | undefined): number {
  return status && Object.hasOwn(RANK, status) ? RANK[status as MaintenanceStatus] : 0;
}

function worse(
  a: MaintenanceStatus | undefined,
  b: MaintenanceStatus | undefined,
): MaintenanceStatus | undefined {
  return maintenanceRank(b) > maintenanceRank(a) ? b : a;
}

/** Status of a due point `to` units ahead (negative: overdue) with a notice window and danger margin `w`. */
function statusOfDistance(to: number, w: number): MaintenanceStatus | undefined {
  if (to > w) return undefined;
  if (to > 0) return 'notice';
  if (to >= -w) return 'warning';
  return 'danger';
}

/** The notice window (and danger margin) of a plan's hour rule, in running hours. */
export function noticeHoursOf(plan: ServicePlan): number {
  const interval = plan.hours[0] ?? 0;
  return Math.max(NOTICE_HOURS_MIN, Math.ceil(interval * NOTICE_SHARE));
}

export interface HourDue {
  /** The milestone this due point is named after (the largest plan milestone dividing it). */
  milestone: HourMilestone;
  /** Running hours at which it is due. */
  atHours: number;
  /** Hours left (negative: overdue); undefined without current running hours. */
  hoursTo: number | undefined;
  status: MaintenanceStatus | undefined;
}

export interface CalendarDue {
  milestone: YearMilestone;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Days from today to the due date (negative: overdue). */
  daysTo: number;
  status: MaintenanceStatus | undefined;
}

export interface MaintenanceAdvice {
  latest: ServiceReport | undefined;
  daysElapsed: number | undefined;
  hoursElapsed: number | undefined;
  status: MaintenanceStatus | undefined;
  nextHours: HourDue | undefined;
  nextDate: CalendarDue | undefined;
}

export interface MaintenanceInput<R extends ServiceReport = ServiceReport> {
  /** The machine's service reports, any codes, any order. */
  reports: readonly R[];
  /** The machine's running hours now (sn_D020_021); null or undefined when unknown. */
  currentRunningHours: number | null | undefined;
  plan: ServicePlan;
  now: number;
  timeZone?: string;
}

function largestDividing<M extends number>(milestones: readonly M[], value: number, unit: number): M {
  let found = milestones[0]!;
  for (const m of milestones) if (Math.round(value / unit) % Math.round(m / unit) === 0) found = m;
  return found;
}

function nextHourDue(
  plan: ServicePlan,
  latest: ServiceReport,
  currentRunningHours: number | null | undefined,
): HourDue | undefined {
  const interval = plan.hours[0];
  const serviced = hoursOf(latest);
  if (!interval || !(serviced >= 0)) return undefined;
  const w = noticeHoursOf(plan);
  // The latest service is the maintenance of every due point up to half an interval ahead of it: done
  // early or late, it is the nearest one's, and a machine just serviced has a whole notice window and
  // more before it is due again.
  const atHours = (Math.floor((serviced + interval / 2) / interval) + 1) * interval;
  const milestone = largestDividing(plan.hours, atHours, 1);
  const current =
    typeof currentRunningHours === 'number' &&
    Number.isFinite(currentRunningHours) &&
    currentRunningHours >= serviced
      ? currentRunningHours
      : undefined;
  const hoursTo = current === undefined ? undefined : atHours - current;
  return {
    milestone,
    atHours,
    hoursTo,
    status: hoursTo === undefined ? undefined : statusOfDistance(hoursTo, w),
  };
}

/** Commissioning: the earliest code 1 report; without one, the earliest service of codes 1, 3, 4. */
function commissioningOf(reports: readonly ServiceReport[]): CalendarDay | undefined {
  let first: number | undefined;
  let firstAny: number | undefined;
  for (const r of reports) {
    if (!isAdviceService(r)) continue;
    const day = dayNumber(parseCalendarDate(r.finishDate)!);
    if (firstAny === undefined || day < firstAny) firstAny = day;
    if (r.fservicecd === 1 && (first === undefined || day < first)) first = day;
  }
  const day = first ?? firstAny;
  return day === undefined ? undefined : dayOfNumber(day);
}

function nextCalendarDue(
  plan: ServicePlan,
  reports: readonly ServiceReport[],
  latest: ServiceReport,
  today: CalendarDay,
): CalendarDue | undefined {
  const intervalYears = plan.years[0];
  const commissioning = commissioningOf(reports);
  const serviced = parseCalendarDate(latest.finishDate);
  if (!intervalYears || !commissioning || !serviced) return undefined;
  const months = Math.round(intervalYears * 12);
  // As by hours: the latest service covers every due date up to half an interval after it.
  const covered = dayNumber(addMonths(serviced, months / 2));
  // Start a little before the answer (month lengths vary) and step to the first due date after `covered`.
  const monthsToCovered =
    (serviced.year - commissioning.year) * 12 + (serviced.month - commissioning.month) + 1;
  let k = Math.max(1, Math.floor(monthsToCovered / months) - 1);
  let due = addMonths(commissioning, k * months);
  while (dayNumber(due) <= covered) {
    k += 1;
    due = addMonths(commissioning, k * months);
  }
  const milestone = largestDividing(plan.years, (k * months) / 12, 1 / 12);
  const daysTo = dayNumber(due) - dayNumber(today);
  return { milestone, date: dayText(due), daysTo, status: statusOfDistance(daysTo, NOTICE_DAYS) };
}

/**
 * Everything the portal says about a machine's maintenance: the latest service, days and hours since it,
 * the next hour and calendar due points of its plan, and the status, the worse of the two. No service of
 * codes 1, 3, 4 yet: no status (the portal knows nothing of the machine's service).
 */
export function maintenanceAdvice<R extends ServiceReport>(input: MaintenanceInput<R>): MaintenanceAdvice {
  const timeZone = input.timeZone ?? SERVICE_TIME_ZONE;
  const latest = latestService(input.reports);
  const none: MaintenanceAdvice = {
    latest,
    daysElapsed: undefined,
    hoursElapsed: undefined,
    status: undefined,
    nextHours: undefined,
    nextDate: undefined,
  };
  if (!latest || calendarDateOf(input.now) === undefined) return none;
  const nextHours = nextHourDue(input.plan, latest, input.currentRunningHours);
  const nextDate = nextCalendarDue(input.plan, input.reports, latest, todayIn(input.now, timeZone));
  return {
    latest,
    daysElapsed: daysElapsed(latest, input.now, timeZone),
    hoursElapsed: hoursElapsed(input.currentRunningHours, latest),
    status: worse(nextHours?.status, nextDate?.status),
    nextHours,
    nextDate,
  };
}

// ---------------------------------------------------------------------------------------------------
// Dismissal ('Not displayed for 30 days').

/** The disabledDate a dismissal saved at `now` carries: JST 'YYYY-MM-DD HH:mm:ss' (part 1 §7). */
export function disabledDateFor(now: number): string {
  return formatJstDateTime(new Date(Math.floor(now / 1000) * 1000));
}

export interface DismissibleNotification {
  disabledDate?: string | null;
  /** The status the notification had when it was dismissed. */
  status?: string | null;
}

/**
 * Whether a notification is hidden at `now`: until 30 × 24 h after its disabledDate (shown again from that
 * instant on). A missing or unreadable disabledDate hides nothing. When the machine's current status is
 * given and is worse than the dismissed one (a notice dismissed, now a danger), the dismissal no longer
 * holds.
 */
export function isDismissed(
  notification: DismissibleNotification,
  now: number,
  currentStatus?: MaintenanceStatus,
): boolean {
  const from = notification.disabledDate ? parseJstDateTime(notification.disabledDate)?.getTime() : undefined;
  if (from === undefined || !Number.isFinite(now)) return false;
  if (currentStatus !== undefined && maintenanceRank(currentStatus) > maintenanceRank(notification.status)) {
    return false;
  }
  return now < from + MAINTENANCE_DISMISSAL_DAYS * DAY_MS;
}

// ---------------------------------------------------------------------------------------------------
// Forecast.

export interface RunningHoursSample {
  timeMs: number;
  hours: number;
}

/** Readings older than this before `now` are not used. */
export const FORECAST_WINDOW_DAYS = 28;
/** Fewer readings than this, or readings spanning less than FORECAST_MIN_SPAN_DAYS: no forecast. */
export const FORECAST_MIN_READINGS = 4;
export const FORECAST_MIN_SPAN_DAYS = 7;
/** Below this rate (hours per day) the machine counts as stopped: no forecast. */
export const FORECAST_MIN_HOURS_PER_DAY = 0.1;

export interface HoursForecast {
  /** When the running hours reach the milestone (in the past when they already have). */
  atMs: number;
  /** The running-hours rate used, hours per calendar day (at most 24). */
  hoursPerDay: number;
}

/**
 * When the machine reaches `nextMilestoneHours`, from its running-hours rate: the least-squares slope of
 * the readings of the last 28 days, capped at 24 h a day, extended from the newest reading. Undefined
 * with too few readings, a stopped machine, or a result beyond the range of dates. Never throws.
 */
export function forecast(
  samples: readonly RunningHoursSample[],
  nextMilestoneHours: number,
  now: number,
): HoursForecast | undefined {
  if (!Number.isFinite(now) || !Number.isFinite(nextMilestoneHours) || !Array.isArray(samples))
    return undefined;
  const from = now - FORECAST_WINDOW_DAYS * DAY_MS;
  const used = samples.filter(
    (s) =>
      s !== null &&
      typeof s === 'object' &&
      Number.isFinite(s.timeMs) &&
      Number.isFinite(s.hours) &&
      s.hours >= 0 &&
      s.timeMs >= from &&
      s.timeMs <= now,
  );
  if (used.length < FORECAST_MIN_READINGS) return undefined;
  let first = used[0]!;
  let last = used[0]!;
  for (const s of used) {
    if (s.timeMs < first.timeMs) first = s;
    if (s.timeMs > last.timeMs || (s.timeMs === last.timeMs && s.hours > last.hours)) last = s;
  }
  if (last.timeMs - first.timeMs < FORECAST_MIN_SPAN_DAYS * DAY_MS) return undefined;
  // Least squares on days since the newest reading (small numbers keep the sums exact enough).
  const n = used.length;
  let sx = 0;
  let sy = 0;
  for (const s of used) {
    sx += (s.timeMs - last.timeMs) / DAY_MS;
    sy += s.hours;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const s of used) {
    const dx = (s.timeMs - last.timeMs) / DAY_MS - mx;
    sxx += dx * dx;
    sxy += dx * (s.hours - my);
  }
  if (!(sxx > 0)) return undefined;
  const hoursPerDay = Math.min(24, sxy / sxx);
  if (!(hoursPerDay >= FORECAST_MIN_HOURS_PER_DAY)) return undefined;
  const atMs = last.timeMs + Math.round(((nextMilestoneHours - last.hours) / hoursPerDay) * DAY_MS);
  return Number.isFinite(atMs) && Math.abs(atMs) <= 8.64e15 ? { atMs, hoursPerDay } : undefined;
}

export interface MaintenanceForecast {
  /** The next hour milestone and the day the machine reaches it at its recent rate. */
  hours: { milestone: HourMilestone; atHours: number; date: string } | undefined;
  /** The next calendar milestone and its date. */
  calendar: { milestone: YearMilestone; date: string } | undefined;
  /** The earlier of the two: the date shown beside the status. */
  next: { kind: 'hours' | 'calendar'; date: string } | undefined;
}

/** The forecast of a machine's next milestones from its advice and its recent running-hours readings. */
export function maintenanceForecast(
  advice: MaintenanceAdvice,
  samples: readonly RunningHoursSample[],
  now: number,
  timeZone: string = SERVICE_TIME_ZONE,
): MaintenanceForecast {
  const due = advice.nextHours;
  const reached = due ? forecast(samples, due.atHours, now) : undefined;
  const hoursDate = reached ? calendarDateOf(reached.atMs, timeZone) : undefined;
  const hours =
    due && hoursDate ? { milestone: due.milestone, atHours: due.atHours, date: hoursDate } : undefined;
  const calendar = advice.nextDate
    ? { milestone: advice.nextDate.milestone, date: advice.nextDate.date }
    : undefined;
  let next: MaintenanceForecast['next'];
  if (hours && (!calendar || hours.date <= calendar.date)) next = { kind: 'hours', date: hours.date };
  else if (calendar) next = { kind: 'calendar', date: calendar.date };
  return { hours, calendar, next };
}
