import { describe, expect, it } from 'vitest';
import {
  dailyRow,
  dayLabels,
  monthlyRow,
  previousMonth,
  reportDays,
  reportMonthOf,
  reportMonths,
  reportStatusKey,
  shiftMonth,
} from './reportMonth.ts';

describe('the month', () => {
  it('opens with the previous month in the zone, across a year', () => {
    const ms = Date.UTC(2026, 0, 31, 16, 0); // 2026-02-01 01:00 in Tokyo, still January in UTC
    expect(previousMonth(ms, 'Asia/Tokyo')).toBe('2026-01');
    expect(previousMonth(ms, 'UTC')).toBe('2025-12');
  });

  it('takes 6 digits or YYYY-MM of a real month, else null (invalidDateEntered)', () => {
    expect(reportMonthOf('202605')).toBe('2026-05');
    expect(reportMonthOf(' 2026-05 ')).toBe('2026-05');
    expect(reportMonthOf('2026-13')).toBeNull();
    expect(reportMonthOf('2026-00')).toBeNull();
    expect(reportMonthOf('20265')).toBeNull();
    expect(reportMonthOf('2026/05')).toBeNull();
    expect(reportMonthOf('')).toBeNull();
  });

  it('shifts months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
  });

  it('covers the chosen month and the 11 before it', () => {
    const months = reportMonths('2026-05');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2025-06');
    expect(months.at(-1)).toBe('2026-05');
    expect(reportDays('2026-05')).toEqual({ from: '2025-06-01', to: '2026-05-31' });
    expect(reportDays('2024-02')).toEqual({ from: '2023-03-01', to: '2024-02-29' });
  });

  it('labels every day of the month as the day buckets are', () => {
    const days = dayLabels('2026-02');
    expect(days).toHaveLength(28);
    expect(days[0]).toBe('2026/02/01');
    expect(days.at(-1)).toBe('2026/02/28');
  });
});

describe('sums', () => {
  const days = new Map([
    ['2026/04/30', 1.1],
    ['2026/05/01', 0.1],
    ['2026/05/31', 0.2],
  ]);

  it('reads a day row with nulls where there is no sum', () => {
    expect(dailyRow(days, ['2026/05/01', '2026/05/02', '2026/05/31'])).toEqual([0.1, null, 0.2]);
  });

  it('adds the days of each month, null for a month without days', () => {
    expect(monthlyRow(days, ['2026-03', '2026-04', '2026-05'])).toEqual([null, 1.1, 0.3]);
  });
});

describe('the reservation key', () => {
  it('differs by route and month', () => {
    const a = reportStatusKey('/MonthlyReport/p/all', '2026-05');
    expect(a).not.toBe(reportStatusKey('/MonthlyReport/p/all', '2026-04'));
    expect(a).not.toBe(reportStatusKey('/MonthlyReport/p/unset', '2026-05'));
    expect(a).toBe(reportStatusKey('/MonthlyReport/p/all', '2026-05'));
  });
});
