import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDayInZone,
  dayInZone,
  daysBetween,
  daysInMonth,
  dayNumber,
  dayOfNumber,
  dayText,
  parseDay,
  startOfDayInZone,
} from '../../src/format/calendar-day.ts';

/**
 * Zones with summer time (Berlin, New York, Adelaide, whose change falls at 16:30 UTC; Chatham, +12:45 /
 * +13:45; Santiago and Havana, whose clocks jump from midnight, so that the day of the change has no
 * midnight and begins at 01:00), without (Tokyo, Kolkata's half hour), and UTC.
 */
const ZONES = [
  'Asia/Tokyo',
  'America/Santiago',
  'America/Havana',
  'Europe/Berlin',
  'America/New_York',
  'Australia/Adelaide',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];

/** Any day of the years 1000 … 9999 as text. */
const anyDay = fc
  .integer({
    min: dayNumber({ year: 1000, month: 1, day: 1 }),
    max: dayNumber({ year: 9999, month: 12, day: 31 }),
  })
  .map((n) => dayText(dayOfNumber(n)));

/** Instants of 1970 … 2100, where the zone database has rules. */
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });

describe('day texts', () => {
  it('reads a real day and writes it back', () => {
    expect(parseDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDay('0001-01-01')).toEqual({ year: 1, month: 1, day: 1 });
    expect(dayText({ year: 2026, month: 3, day: 4 })).toBe('2026-03-04');
    expect(dayText({ year: 999, month: 12, day: 31 })).toBe('0999-12-31');
  });

  it('refuses days that do not exist, other shapes, and years before the first one asked for', () => {
    const missing = [
      '2023-02-29',
      '2100-02-29',
      '2026-06-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
    ];
    const shapes = [
      '2026-1-01',
      '2026/01/01',
      '20260101',
      ' 2026-01-01',
      '2026-01-01 ',
      '2026-01-01T00:00',
      '',
    ];
    for (const text of [...missing, ...shapes]) {
      expect(parseDay(text), text).toBeUndefined();
    }
    expect(parseDay('1899-12-31', 1900)).toBeUndefined();
    expect(parseDay('1900-01-01', 1900)).toEqual({ year: 1900, month: 1, day: 1 });
  });

  it('knows the length of every month, leap years included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2025, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect([2024, 2000, 1900, 2100, 4].map((y) => daysInMonth(y, 2))).toEqual([29, 29, 28, 28, 29]);
  });

  it('writes back every day it reads, and reads every day it writes', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(dayText(parseDay(day)!)).toBe(day);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = daysInMonth(year, month);
        const text = (day: number) => dayText({ year, month, day });
        expect(parseDay(text(last))).toBeDefined();
        expect(parseDay(text(last + 1))).toBeUndefined();
      }),
    );
  });
});

describe('day arithmetic', () => {
  it('counts days from 1970-01-01', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(dayNumber({ year: 1969, month: 12, day: 31 })).toBe(-1);
    expect(dayNumber({ year: 2000, month: 3, day: 1 })).toBe(11_017);
    expect(dayOfNumber(11_017)).toEqual({ year: 2000, month: 3, day: 1 });
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-24', -6)).toBe('2026-11-18');
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
    expect(daysBetween('2026-01-02', '2026-01-01')).toBe(-1);
  });

  it('adding n days and then -n days is the same day, n days apart', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -400_000, max: 400_000 }), (day, n) => {
        const later = addDays(day, n);
        if (parseDay(later) === undefined) return; // outside the years 0001 … 9999
        expect(addDays(later, -n)).toBe(day);
        expect(daysBetween(day, later)).toBe(n);
        expect(later > day).toBe(n > 0);
      }),
    );
  });

  it('adds months, a day the month lacks becoming its last day', () => {
    expect(addMonths({ year: 2025, month: 8, day: 31 }, 6)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addMonths({ year: 2023, month: 8, day: 31 }, 6)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2026, month: 1, day: 31 }, -2)).toEqual({ year: 2025, month: 11, day: 30 });
    expect(addMonths({ year: 2026, month: 11, day: 1 }, -11)).toEqual({ year: 2025, month: 12, day: 1 });
    expect(addMonths({ year: 2026, month: 5, day: 15 }, 0)).toEqual({ year: 2026, month: 5, day: 15 });
  });

  it('adding months keeps the day where the month has it and moves the month by as many', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -1200, max: 1200 }), (day, months) => {
        const from = parseDay(day)!;
        const to = addMonths(from, months);
        expect(to.year * 12 + to.month - (from.year * 12 + from.month)).toBe(months);
        expect(to.day).toBe(Math.min(from.day, daysInMonth(to.year, to.month)));
      }),
    );
  });
});

describe('days in a time zone', () => {
  it('finds the day of an instant in the zone', () => {
    // 2026-11-23 19:45 UTC is already the 24th in Tokyo.
    expect(dayInZone(Date.UTC(2026, 10, 23, 19, 45), 'Asia/Tokyo')).toBe('2026-11-24');
    expect(dayInZone(Date.UTC(2026, 10, 23, 19, 45), 'America/New_York')).toBe('2026-11-23');
    expect(calendarDayInZone(Date.UTC(2026, 1, 28, 14, 59, 59), 'Asia/Tokyo')).toEqual({
      year: 2026,
      month: 2,
      day: 28,
    });
  });

  it('finds midnight across a daylight-saving change', () => {
    // Berlin goes from UTC+2 to UTC+1 on 2026-10-25.
    expect(new Date(startOfDayInZone('2026-10-25', 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-24T22:00:00.000Z',
    );
    expect(new Date(startOfDayInZone('2026-10-26', 'Europe/Berlin')).toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
  });

  it('a day begins at its midnight in the zone, also across a DST change', () => {
    expect(startOfDayInZone('2026-11-24', 'Asia/Tokyo')).toBe(Date.UTC(2026, 10, 23, 15));
    expect(startOfDayInZone('2026-03-08', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 5));
    expect(startOfDayInZone('2026-03-09', 'America/New_York')).toBe(Date.UTC(2026, 2, 9, 4));
  });

  it('an instant lies between the start of its day and the start of the next day, in every zone', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        const day = dayInZone(ms, zone);
        expect(startOfDayInZone(day, zone)).toBeLessThanOrEqual(ms);
        expect(ms).toBeLessThan(startOfDayInZone(addDays(day, 1), zone));
      }),
      { numRuns: 2_000 },
    );
  });

  it('the same, every quarter of an hour of the days around each summer-time change of 2026', () => {
    for (const zone of ZONES) {
      // The days on which the zone's offset changes, found by the offset at their start and end.
      for (let day = '2026-01-01'; day <= '2026-12-31'; day = addDays(day, 1)) {
        const start = startOfDayInZone(day, zone);
        const next = startOfDayInZone(addDays(day, 1), zone);
        if (next - start === 86_400_000) continue;
        for (let ms = start - 86_400_000; ms < next + 86_400_000; ms += 900_000) {
          const of = dayInZone(ms, zone);
          expect(startOfDayInZone(of, zone), `${zone} ${ms}`).toBeLessThanOrEqual(ms);
          expect(ms, `${zone} ${ms}`).toBeLessThan(startOfDayInZone(addDays(of, 1), zone));
        }
      }
    }
  });

  it('a day starts on that day in the zone, at its first instant', () => {
    fc.assert(
      fc.property(instant, fc.constantFrom(...ZONES), (ms, zone) => {
        const day = dayInZone(ms, zone);
        const start = startOfDayInZone(day, zone);
        expect(dayInZone(start, zone)).toBe(day);
        expect(dayInZone(start - 1, zone)).toBe(addDays(day, -1));
      }),
      { numRuns: 2_000 },
    );
  });
});
