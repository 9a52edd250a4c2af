/**
 * Maintenance advice rules (domain/maintenance.ts, docs/maintenance.md): the latest service, days and
 * hours since it, the status at every edge of its hour and calendar rules, the 30-day dismissal, and the
 * service plans of models/service-plans.ts. Times are written in JST ('+09:00') unless the test is about
 * another zone.
 */
import { describe, expect, it } from 'vitest';
import {
  daysElapsed,
  disabledDateFor,
  hoursElapsed,
  isDismissed,
  latestService,
  maintenanceAdvice,
  maintenanceRank,
  noticeHoursOf,
  parseCalendarDate,
  type ServiceReport,
} from '../../src/domain/maintenance.ts';
import { MODEL_IDS } from '../../src/models/catalogue.ts';
import {
  HOUR_MILESTONES,
  SERVICE_PLANS,
  servicePlanOf,
  YEAR_MILESTONES,
  type ServicePlan,
} from '../../src/models/service-plans.ts';
import { parseJstDateTime } from '../../src/format/api-time.ts';
import type { MaintenanceStatus } from '../../src/service-records.ts';

const jst = (text: string) => Date.parse(`${text}+09:00`);
const DAY = 86_400_000;

const report = (
  fservicecd: number,
  finishDate: string,
  fkadotm: number | null,
  taskType: number | null = null,
): ServiceReport => ({ fservicecd, finishDate, fkadotm, taskType });

/** 3000 h grid (notice window 300 h), half-year calendar grid. */
const OIL: ServicePlan = SERVICE_PLANS.OIL_INJECTION4;
/** 2000 h grid: 10 % is 200 h, so the 300 h minimum applies. */
const EARLY: ServicePlan = SERVICE_PLANS.OIL_INJECTION;
/** 6000 h grid: 10 % is 600 h; 1-year calendar grid. */
const FREE2: ServicePlan = SERVICE_PLANS.OIL_FREE2;

describe('latestService', () => {
  it('takes the latest finish date among codes 1, 3, 4 and ignores the other codes', () => {
    const reports = [
      report(1, '2024-01-10', 0),
      report(3, '2025-06-01', 6000),
      report(2, '2025-09-01', 7000),
      report(9, '2025-10-01', 7500),
      report(5, '2025-11-01', 8000),
      report(4, '2025-03-01', 5000),
    ];
    expect(latestService(reports)).toBe(reports[1]);
  });

  it('on equal finish dates takes the higher running hours, then the higher code, then the first', () => {
    const a = report(3, '2025-06-01', 6000);
    const b = report(1, '2025-06-01', 6010);
    expect(latestService([a, b])).toBe(b);
    expect(latestService([b, a])).toBe(b);
    const c = report(3, '2025-06-01', 6000);
    const d = report(4, '2025-06-01', 6000);
    expect(latestService([c, d])).toBe(d);
    expect(latestService([d, c])).toBe(d);
    const e = report(3, '2025-06-01', 6000, 203);
    const f = report(3, '2025-06-01', 6000, 206);
    expect(latestService([e, f])).toBe(e);
    // Unknown running hours lose to known ones on the same date.
    const g = report(4, '2025-06-01', null);
    expect(latestService([g, a])).toBe(a);
  });

  it('ignores reports without a real finish date; undefined when nothing is left', () => {
    expect(latestService([])).toBeUndefined();
    expect(latestService([report(2, '2025-01-01', 100), report(8, '2025-01-02', 100)])).toBeUndefined();
    const ok = report(1, '2020-01-01', 0);
    expect(
      latestService([
        ok,
        report(3, '2025-02-30', 1),
        report(3, '', 1),
        report(3, 'soon', 1),
        report(4, '2025-13-01', 1),
      ]),
    ).toBe(ok);
  });

  it('reads YYYY-MM-DD, YYYY/MM/DD and a date followed by a time', () => {
    expect(parseCalendarDate('2025-03-04')).toEqual({ year: 2025, month: 3, day: 4 });
    expect(parseCalendarDate('2025/03/04')).toEqual({ year: 2025, month: 3, day: 4 });
    expect(parseCalendarDate('2025-03-04T00:00:00+09:00')).toEqual({ year: 2025, month: 3, day: 4 });
    expect(parseCalendarDate('2025-03-04 10:00:00')).toEqual({ year: 2025, month: 3, day: 4 });
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2025-00-10', '2025-04-31', '25-03-04', '2025-3-4', '2025-03-04x', null])
      expect(parseCalendarDate(bad)).toBeUndefined();
  });
});

describe('daysElapsed', () => {
  const latest = report(3, '2026-03-10', 6000);

  it('counts from the start of today in Asia/Tokyo: 23:59:59 is still day 0, 00:00:00 is day 1', () => {
    expect(daysElapsed(latest, jst('2026-03-10T00:00:00'))).toBe(0);
    expect(daysElapsed(latest, jst('2026-03-10T23:59:59'))).toBe(0);
    expect(daysElapsed(latest, jst('2026-03-11T00:00:00'))).toBe(1);
    expect(daysElapsed(latest, jst('2026-03-11T23:59:59'))).toBe(1);
    expect(daysElapsed(latest, jst('2026-03-12T00:00:00'))).toBe(2);
    // The same instants in UTC: 14:59:59Z and 15:00:00Z.
    expect(daysElapsed(latest, Date.parse('2026-03-10T14:59:59Z'))).toBe(0);
    expect(daysElapsed(latest, Date.parse('2026-03-10T15:00:00Z'))).toBe(1);
  });

  it('uses the zone it is given', () => {
    expect(daysElapsed(latest, Date.parse('2026-03-10T15:00:00Z'), 'UTC')).toBe(0);
    expect(daysElapsed(latest, Date.parse('2026-03-11T00:00:00Z'), 'UTC')).toBe(1);
  });

  it('crosses months, years and leap days by the calendar', () => {
    expect(daysElapsed(report(1, '2025-12-31', 0), jst('2026-01-01T00:00:00'))).toBe(1);
    expect(daysElapsed(report(1, '2024-02-28', 0), jst('2024-03-01T12:00:00'))).toBe(2);
    expect(daysElapsed(report(1, '2023-02-28', 0), jst('2023-03-01T12:00:00'))).toBe(1);
    expect(daysElapsed(report(1, '2025-03-10', 0), jst('2026-03-10T08:00:00'))).toBe(365);
  });

  it('is undefined without a service, for a finish date after today and for a bad now', () => {
    expect(daysElapsed(undefined, jst('2026-03-10T00:00:00'))).toBeUndefined();
    expect(daysElapsed(latest, jst('2026-03-09T23:59:59'))).toBeUndefined();
    expect(daysElapsed(latest, Number.NaN)).toBeUndefined();
    expect(daysElapsed(latest, Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('hoursElapsed', () => {
  const latest = report(3, '2026-03-10', 4800);

  it('is current minus the hours at the service, only when positive', () => {
    expect(hoursElapsed(5000, latest)).toBe(200);
    expect(hoursElapsed(4801, latest)).toBe(1);
    expect(hoursElapsed(4800, latest)).toBeUndefined();
    expect(hoursElapsed(4799, latest)).toBeUndefined();
    expect(hoursElapsed(-5, latest)).toBeUndefined();
  });

  it('is undefined when either figure is unknown', () => {
    expect(hoursElapsed(null, latest)).toBeUndefined();
    expect(hoursElapsed(undefined, latest)).toBeUndefined();
    expect(hoursElapsed(Number.NaN, latest)).toBeUndefined();
    expect(hoursElapsed(5000, undefined)).toBeUndefined();
    expect(hoursElapsed(5000, report(3, '2026-03-10', null))).toBeUndefined();
  });
});

describe('maintenance status: hour rule', () => {
  // Commissioned ten days ago: the calendar rule (next due in about 170 days) says nothing.
  const now = jst('2026-03-10T12:00:00');
  const commissioning = report(1, '2026-02-28', 0);
  const status = (plan: ServicePlan, current: number | null, reports = [commissioning]) =>
    maintenanceAdvice({ reports, currentRunningHours: current, plan, now }).status;

  it('notice window and danger margin are 300 h or 10 % of the interval, whichever is larger', () => {
    expect(noticeHoursOf(EARLY)).toBe(300);
    expect(noticeHoursOf(OIL)).toBe(300);
    expect(noticeHoursOf(SERVICE_PLANS.OIL_FREE)).toBe(400);
    expect(noticeHoursOf(FREE2)).toBe(600);
  });

  it('3000 h plan: none, notice from 300 h before, warning from the due hour, danger past 300 h over', () => {
    const cases: [number, MaintenanceStatus | undefined][] = [
      [0, undefined],
      [2699, undefined],
      [2700, 'notice'],
      [2999, 'notice'],
      [3000, 'warning'],
      [3300, 'warning'],
      [3301, 'danger'],
      [20_000, 'danger'],
    ];
    for (const [current, expected] of cases)
      expect([current, status(OIL, current)]).toEqual([current, expected]);
  });

  it('6000 h plan uses 600 h; 2000 h plan uses 300 h', () => {
    expect(status(FREE2, 5399)).toBeUndefined();
    expect(status(FREE2, 5400)).toBe('notice');
    expect(status(FREE2, 6600)).toBe('warning');
    expect(status(FREE2, 6601)).toBe('danger');
    expect(status(EARLY, 1699)).toBeUndefined();
    expect(status(EARLY, 1700)).toBe('notice');
    expect(status(EARLY, 2300)).toBe('warning');
    expect(status(EARLY, 2301)).toBe('danger');
  });

  it('a service covers every due point up to half an interval ahead of its hours', () => {
    const at = (fkadotm: number) => [commissioning, report(3, '2026-03-01', fkadotm)];
    const next = (fkadotm: number) =>
      maintenanceAdvice({ reports: at(fkadotm), currentRunningHours: fkadotm, plan: OIL, now }).nextHours;
    expect(next(1499)).toMatchObject({ atHours: 3000, milestone: 3000, hoursTo: 1501 });
    expect(next(1500)).toMatchObject({ atHours: 6000, milestone: 6000, hoursTo: 4500 });
    // Done early, while the notice showed, or late: the 3000 h one.
    expect(next(2750)).toMatchObject({ atHours: 6000, milestone: 6000 });
    expect(next(3300)).toMatchObject({ atHours: 6000, milestone: 6000 });
    expect(next(4499)).toMatchObject({ atHours: 6000, milestone: 6000, hoursTo: 1501 });
    expect(next(7499)).toMatchObject({ atHours: 9000, milestone: 3000 });
    expect(next(7500)).toMatchObject({ atHours: 12_000, milestone: 12_000 });
    expect(next(33_000)).toMatchObject({ atHours: 36_000, milestone: 36_000 });
    expect(next(45_000)).toMatchObject({ atHours: 48_000, milestone: 24_000 });
    expect(next(69_000)).toMatchObject({ atHours: 72_000, milestone: 36_000 });
    expect(
      maintenanceAdvice({ reports: at(2999), currentRunningHours: 2999, plan: FREE2, now }).nextHours,
    ).toMatchObject({ atHours: 6000, hoursTo: 3001 });
    expect(
      maintenanceAdvice({ reports: at(3000), currentRunningHours: 3000, plan: FREE2, now }).nextHours,
    ).toMatchObject({ atHours: 12_000, milestone: 12_000 });
    // Just serviced at the due point: nothing to say.
    expect(status(OIL, 3001, at(3000))).toBeUndefined();
  });

  it('negative or unknown hours say nothing by hours; the calendar still applies', () => {
    const reports = [commissioning, report(3, '2026-03-01', 3000)];
    // Current hours below those at the service (a replaced controller, a reset counter).
    expect(maintenanceAdvice({ reports, currentRunningHours: 2000, plan: OIL, now }).nextHours).toMatchObject(
      {
        atHours: 6000,
        hoursTo: undefined,
        status: undefined,
      },
    );
    expect(status(OIL, null)).toBeUndefined();
    expect(status(OIL, -1)).toBeUndefined();
    expect(status(OIL, Number.NaN)).toBeUndefined();
    // No hours at the service: no hour rule.
    expect(
      maintenanceAdvice({
        reports: [report(1, '2026-02-28', null)],
        currentRunningHours: 5000,
        plan: OIL,
        now,
      }),
    ).toMatchObject({ nextHours: undefined, status: undefined });
    // Negative hours recorded at the service: no hour rule.
    expect(status(OIL, 3100, [report(1, '2026-02-28', -10)])).toBeUndefined();
    // Calendar overdue, hours unknown: danger from the calendar alone.
    expect(status(OIL, null, [report(1, '2024-01-01', 0)])).toBe('danger');
  });
});

describe('maintenance status: calendar rule', () => {
  // Commissioned 2025-01-15 at 0 h, running 100 h: the hour rule says nothing; half-year due 2025-07-15.
  const commissioning = report(1, '2025-01-15', 0);
  const status = (now: number, reports = [commissioning], plan = OIL) =>
    maintenanceAdvice({ reports, currentRunningHours: 100, plan, now }).status;

  it('none, notice from 30 days before, warning from the due day, danger from 31 days after', () => {
    const cases: [string, MaintenanceStatus | undefined][] = [
      ['2025-06-14T23:59:59', undefined],
      ['2025-06-15T00:00:00', 'notice'],
      ['2025-07-14T23:59:59', 'notice'],
      ['2025-07-15T00:00:00', 'warning'],
      ['2025-08-14T23:59:59', 'warning'],
      ['2025-08-15T00:00:00', 'danger'],
    ];
    for (const [time, expected] of cases) expect([time, status(jst(time))]).toEqual([time, expected]);
  });

  it('a service up to half an interval before a due date covers it (three months of a half year)', () => {
    const now = jst('2025-07-20T12:00:00');
    const covered = maintenanceAdvice({
      reports: [commissioning, report(3, '2025-04-15', 90)],
      currentRunningHours: 100,
      plan: OIL,
      now,
    });
    expect(covered.nextDate).toMatchObject({ date: '2026-01-15', milestone: 1, status: undefined });
    const early = maintenanceAdvice({
      reports: [commissioning, report(3, '2025-04-14', 90)],
      currentRunningHours: 100,
      plan: OIL,
      now,
    });
    expect(early.nextDate).toMatchObject({
      date: '2025-07-15',
      milestone: 0.5,
      daysTo: -5,
      status: 'warning',
    });
    // A yearly plan: six months.
    const yearly = (serviced: string) =>
      maintenanceAdvice({
        reports: [commissioning, report(3, serviced, 90)],
        currentRunningHours: 100,
        plan: FREE2,
        now,
      }).nextDate?.date;
    expect(yearly('2025-07-14')).toBe('2026-01-15');
    expect(yearly('2025-07-15')).toBe('2027-01-15');
  });

  it('names each due date after the largest milestone dividing it; month ends are kept', () => {
    const next = (serviced: string, plan: ServicePlan, first = '2024-08-31') =>
      maintenanceAdvice({
        reports: [report(1, first, 0), report(3, serviced, 10)],
        currentRunningHours: 10,
        plan,
        now: jst('2025-01-01T00:00:00'),
      }).nextDate;
    expect(next('2024-08-31', OIL)).toMatchObject({ date: '2025-02-28', milestone: 0.5 });
    expect(next('2025-02-01', OIL)).toMatchObject({ date: '2025-08-31', milestone: 1 });
    expect(next('2026-05-01', OIL)).toMatchObject({ date: '2026-08-31', milestone: 2 });
    expect(next('2028-05-01', OIL)).toMatchObject({ date: '2028-08-31', milestone: 4 });
    expect(next('2032-05-01', OIL)).toMatchObject({ date: '2032-08-31', milestone: 8 });
    expect(next('2034-05-01', OIL)).toMatchObject({ date: '2034-08-31', milestone: 2 });
    expect(next('2040-05-01', OIL)).toMatchObject({ date: '2040-08-31', milestone: 8 });
    expect(next('2027-02-01', FREE2)).toMatchObject({ date: '2027-08-31', milestone: 3 });
    expect(next('2030-02-01', FREE2)).toMatchObject({ date: '2030-08-31', milestone: 6 });
    // Leap day commissioning: 02-29 + 1 year is 02-28, + 4 years 02-29 again.
    expect(next('2024-08-01', FREE2, '2024-02-29')).toMatchObject({ date: '2025-02-28', milestone: 1 });
    expect(next('2027-03-01', FREE2, '2024-02-29')).toMatchObject({ date: '2028-02-29', milestone: 1 });
  });

  it('commissioning is the earliest code 1 report, else the earliest service of codes 1, 3, 4', () => {
    const now = jst('2025-01-01T00:00:00');
    const nextDate = (reports: ServiceReport[]) =>
      maintenanceAdvice({ reports, currentRunningHours: 10, plan: FREE2, now }).nextDate?.date;
    expect(
      nextDate([report(3, '2024-03-10', 5), report(1, '2024-05-20', 0), report(2, '2024-01-01', 0)]),
    ).toBe('2025-05-20');
    expect(nextDate([report(3, '2024-03-10', 5), report(4, '2024-04-01', 8)])).toBe('2025-03-10');
  });

  it.each([
    { hours: 3000, now: '2025-06-20T00:00:00', byHours: 'warning', byDate: 'notice', status: 'warning' },
    { hours: 2800, now: '2025-08-20T00:00:00', byHours: 'notice', byDate: 'danger', status: 'danger' },
  ])(
    'the status is the worse of the hour and calendar rules ($byHours by hours, $byDate by date)',
    ({ hours, now, byHours, byDate, status }) => {
      const advice = maintenanceAdvice({
        reports: [commissioning],
        currentRunningHours: hours,
        plan: OIL,
        now: jst(now),
      });
      expect(advice.nextHours?.status).toBe(byHours);
      expect(advice.nextDate?.status).toBe(byDate);
      expect(advice.status).toBe(status);
    },
  );
});

describe('maintenanceAdvice', () => {
  it('no service of codes 1, 3, 4 yet: no status, nothing elapsed, no due points', () => {
    const none = {
      latest: undefined,
      daysElapsed: undefined,
      hoursElapsed: undefined,
      status: undefined,
      nextHours: undefined,
      nextDate: undefined,
    };
    const now = jst('2026-03-10T00:00:00');
    expect(maintenanceAdvice({ reports: [], currentRunningHours: 40_000, plan: OIL, now })).toEqual(none);
    expect(
      maintenanceAdvice({
        reports: [report(2, '2020-01-01', 0)],
        currentRunningHours: 40_000,
        plan: OIL,
        now,
      }),
    ).toEqual(none);
  });

  it('gives days and hours since the latest service beside the status', () => {
    const advice = maintenanceAdvice({
      reports: [report(1, '2025-01-15', 0), report(3, '2025-07-10', 2950)],
      currentRunningHours: 3100,
      plan: OIL,
      now: jst('2025-07-20T09:00:00'),
    });
    expect(advice).toMatchObject({
      daysElapsed: 10,
      hoursElapsed: 150,
      status: undefined,
      nextHours: { atHours: 6000, milestone: 6000, hoursTo: 2900 },
      nextDate: { date: '2026-01-15', milestone: 1, daysTo: 179 },
    });
  });

  it('a bad now gives the latest service and nothing else', () => {
    const reports = [report(1, '2025-01-15', 0)];
    const advice = maintenanceAdvice({ reports, currentRunningHours: 10, plan: OIL, now: Number.NaN });
    expect(advice.latest).toBe(reports[0]);
    expect(advice.status).toBeUndefined();
  });
});

describe('the examples of docs/maintenance.md §2', () => {
  const c = report(1, '2025-01-15', 0);
  const s = report(3, '2025-06-20', 2750);
  // [latest, hours now, today, days, hours, next hours (to), next date (to), status]
  const rows: [
    ServiceReport[],
    number | null,
    string,
    number | undefined,
    number | undefined,
    string,
    string,
    MaintenanceStatus | undefined,
  ][] = [
    [[c], 100, '2025-06-14', 150, 100, '3000 2900', '2025-07-15 0.5 31', undefined],
    [[c], 100, '2025-06-15', 151, 100, '3000 2900', '2025-07-15 0.5 30', 'notice'],
    [[c], 100, '2025-07-15', 181, 100, '3000 2900', '2025-07-15 0.5 0', 'warning'],
    [[c], 100, '2025-08-14', 211, 100, '3000 2900', '2025-07-15 0.5 -30', 'warning'],
    [[c], 100, '2025-08-15', 212, 100, '3000 2900', '2025-07-15 0.5 -31', 'danger'],
    [[c], 2699, '2025-03-01', 45, 2699, '3000 301', '2025-07-15 0.5 136', undefined],
    [[c], 2700, '2025-03-01', 45, 2700, '3000 300', '2025-07-15 0.5 136', 'notice'],
    [[c], 3000, '2025-03-01', 45, 3000, '3000 0', '2025-07-15 0.5 136', 'warning'],
    [[c], 3300, '2025-03-01', 45, 3300, '3000 -300', '2025-07-15 0.5 136', 'warning'],
    [[c], 3301, '2025-03-01', 45, 3301, '3000 -301', '2025-07-15 0.5 136', 'danger'],
    [[c, s], 2900, '2025-07-20', 30, 150, '6000 3100', '2026-01-15 1 179', undefined],
    [[c, s], 5800, '2025-12-20', 183, 3050, '6000 200', '2026-01-15 1 26', 'notice'],
    [[c, s], 2500, '2025-07-20', 30, undefined, '6000 undefined', '2026-01-15 1 179', undefined],
    [[c], null, '2025-09-01', 229, undefined, '3000 undefined', '2025-07-15 0.5 -48', 'danger'],
  ];

  it.each(rows)('%#', (reports, current, today, days, hours, nextHours, nextDate, status) => {
    const a = maintenanceAdvice({
      reports,
      currentRunningHours: current,
      plan: OIL,
      now: jst(`${today}T12:00:00`),
    });
    expect(a.daysElapsed).toBe(days);
    expect(a.hoursElapsed).toBe(hours);
    expect(`${a.nextHours?.atHours} ${a.nextHours?.hoursTo}`).toBe(nextHours);
    expect(`${a.nextDate?.date} ${a.nextDate?.milestone} ${a.nextDate?.daysTo}`).toBe(nextDate);
    expect(a.status).toBe(status);
  });

  it('only a patrol: nothing', () => {
    const a = maintenanceAdvice({
      reports: [report(2, '2025-01-15', 0)],
      currentRunningHours: 40_000,
      plan: OIL,
      now: jst('2025-09-01T12:00:00'),
    });
    expect([a.daysElapsed, a.hoursElapsed, a.nextHours, a.nextDate, a.status]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('hand-made machines', () => {
  const PLANS = Object.entries({
    OIL,
    EARLY,
    FREE2,
    OIL_FREE: SERVICE_PLANS.OIL_FREE,
    WATER: SERVICE_PLANS.WATER_INJECTION,
  });
  /** The JST calendar date `days` days after 2020-03-15. */
  const dayAfterCommissioning = (days: number) =>
    new Date(Date.UTC(2020, 2, 15 + days)).toISOString().slice(0, 10);

  it.each(PLANS)(
    'serviced yesterday or up to 3 days ago: nothing due, whatever the hours and the date (%s)',
    (_name, plan) => {
      const interval = plan.hours[0]!;
      const calendarDays = Math.round(plan.years[0]! * 366);
      const due: string[] = [];
      // Every point of the hour grid (every 25 h of an interval) and of the calendar grid (every 5 days).
      for (let day = 400; day < 400 + calendarDays; day += 5) {
        for (let h = 0; h < interval; h += 25) {
          for (const daysAgo of [1, 2, 3]) {
            const serviced = 4 * interval + h;
            const advice = maintenanceAdvice({
              reports: [
                report(1, dayAfterCommissioning(0), 0),
                report(3, dayAfterCommissioning(day), serviced),
              ],
              // Running every hour since: the most a counter can have gained.
              currentRunningHours: serviced + 24 * daysAgo + 12,
              plan,
              now: jst(`${dayAfterCommissioning(day + daysAgo)}T12:00:00`),
            });
            if (advice.status !== undefined)
              due.push(`${serviced} h on day ${day}, ${daysAgo} d: ${advice.status}`);
          }
        }
      }
      expect(due).toEqual([]);
    },
  );

  // OIL_INJECTION4: 3000 h and half-year grid, 300 h and 30 days of notice. Commissioned 2025-01-15,
  // the 3000 h maintenance done at 3050 h on 2025-04-01 (over three months before the half year, which
  // it does not cover); today 2025-06-01 (the half year 44 days ahead).
  const history = [report(1, '2025-01-15', 0), report(3, '2025-04-01', 3050)];
  const now = jst('2025-06-01T12:00:00');
  it.each([
    ['running on, far from 6000 h', 4000, undefined],
    ['near the 6000 h milestone', 5750, 'notice'],
    ['at the milestone', 6000, 'warning'],
    ['a little past it', 6250, 'warning'],
    ['far past it', 6400, 'danger'],
  ] as const)('%s (%i h): %s', (_name, hours, status) => {
    expect(maintenanceAdvice({ reports: history, currentRunningHours: hours, plan: OIL, now }).status).toBe(
      status,
    );
  });

  it.each([
    ['2025-06-14', undefined],
    ['2025-06-16', 'notice'],
    ['2025-07-20', 'warning'],
    ['2025-08-20', 'danger'],
  ] as const)('near the half year, by the calendar alone: %s is %s', (today, status) => {
    expect(
      maintenanceAdvice({
        reports: history,
        currentRunningHours: 3100,
        plan: OIL,
        now: jst(`${today}T12:00:00`),
      }).status,
    ).toBe(status);
  });

  it('a danger machine serviced yesterday has nothing due today', () => {
    const overdue = [report(1, '2024-01-15', 0), report(3, '2024-06-01', 2900)];
    const today = jst('2025-06-01T12:00:00');
    expect(
      maintenanceAdvice({ reports: overdue, currentRunningHours: 7000, plan: OIL, now: today }).status,
    ).toBe('danger');
    expect(
      maintenanceAdvice({
        reports: [...overdue, report(3, '2025-05-31', 6990)],
        currentRunningHours: 7000,
        plan: OIL,
        now: today,
      }).status,
    ).toBeUndefined();
  });
});

describe('maintenanceRank', () => {
  it('orders danger, warning, notice, none', () => {
    const statuses: (MaintenanceStatus | undefined)[] = ['notice', undefined, 'danger', 'warning'];
    expect([...statuses].sort((a, b) => maintenanceRank(b) - maintenanceRank(a))).toEqual([
      'danger',
      'warning',
      'notice',
      undefined,
    ]);
    expect(maintenanceRank(null)).toBe(0);
  });
});

describe('dismissal for 30 days', () => {
  it('disabledDateFor writes JST YYYY-MM-DD HH:mm:ss, dropping milliseconds', () => {
    expect(disabledDateFor(Date.parse('2026-03-10T14:59:59.999Z'))).toBe('2026-03-10 23:59:59');
    expect(disabledDateFor(Date.parse('2026-03-10T15:00:00Z'))).toBe('2026-03-11 00:00:00');
    expect(disabledDateFor(Date.parse('2025-12-31T15:00:00Z'))).toBe('2026-01-01 00:00:00');
    expect(parseJstDateTime(disabledDateFor(Date.parse('2026-03-10T15:00:00.500Z')))?.getTime()).toBe(
      Date.parse('2026-03-10T15:00:00Z'),
    );
  });

  it('hides until exactly 30 × 24 h after disabledDate', () => {
    const n = { disabledDate: '2026-03-01 12:00:00', status: 'warning' };
    const from = jst('2026-03-01T12:00:00');
    expect(isDismissed(n, from)).toBe(true);
    expect(isDismissed(n, from + 30 * DAY - 1)).toBe(true);
    expect(isDismissed(n, jst('2026-03-31T11:59:59'))).toBe(true);
    expect(isDismissed(n, jst('2026-03-31T12:00:00'))).toBe(false);
    expect(isDismissed(n, from + 30 * DAY)).toBe(false);
  });

  it('hides nothing without a readable disabledDate or with a bad now', () => {
    const now = jst('2026-03-02T00:00:00');
    expect(isDismissed({ disabledDate: null }, now)).toBe(false);
    expect(isDismissed({}, now)).toBe(false);
    for (const bad of ['', '2026/03/01 12:00:00', '2026-02-30 12:00:00', '2026-03-01 24:00:00', '2026-03-01'])
      expect(isDismissed({ disabledDate: bad }, now)).toBe(false);
    expect(isDismissed({ disabledDate: '2026-03-01 12:00:00' }, Number.NaN)).toBe(false);
  });

  it('a worse status than the dismissed one shows again; the same or a milder one stays hidden', () => {
    const n = { disabledDate: '2026-03-01 12:00:00', status: 'warning' };
    const now = jst('2026-03-05T00:00:00');
    expect(isDismissed(n, now, 'danger')).toBe(false);
    expect(isDismissed(n, now, 'warning')).toBe(true);
    expect(isDismissed(n, now, 'notice')).toBe(true);
    expect(isDismissed({ disabledDate: n.disabledDate }, now, 'notice')).toBe(false);
  });
});

describe('service plans', () => {
  it('every controller model has a plan; the gateway and unknown ids have none', () => {
    for (const id of MODEL_IDS) expect(servicePlanOf(id)).toBe(SERVICE_PLANS[id]);
    expect(servicePlanOf('FE_LTE_00')).toBeUndefined();
    expect(servicePlanOf('NOPE')).toBeUndefined();
  });

  it('plans use the milestones of part 2 §9, ascending, each a multiple of the first', () => {
    for (const id of MODEL_IDS) {
      const { hours, years } = SERVICE_PLANS[id];
      expect(hours.length).toBeGreaterThan(0);
      expect(years.length).toBeGreaterThan(0);
      expect([...hours].sort((a, b) => a - b)).toEqual(hours);
      expect([...years].sort((a, b) => a - b)).toEqual(years);
      for (const h of hours) {
        expect(HOUR_MILESTONES).toContain(h);
        expect(h % hours[0]!).toBe(0);
      }
      for (const y of years) {
        expect(YEAR_MILESTONES).toContain(y);
        expect((y * 12) % (years[0]! * 12)).toBe(0);
      }
    }
  });

  it('every milestone of part 2 §9 is in some plan', () => {
    const plans = Object.values(SERVICE_PLANS);
    expect(HOUR_MILESTONES).toEqual([2000, 3000, 4000, 6000, 8000, 12000, 16000, 18000, 24000, 36000]);
    expect(YEAR_MILESTONES).toEqual([0.5, 1, 2, 3, 4, 6, 8]);
    for (const h of HOUR_MILESTONES) expect(plans.some((p) => p.hours.includes(h))).toBe(true);
    for (const y of YEAR_MILESTONES) expect(plans.some((p) => p.years.includes(y))).toBe(true);
  });
});
