/**
 * The running-hour counter of a simulated machine (running-hours.ts): the hours its plant has it on, by
 * its shift pattern in local time, from initialRunningHours at the epoch; backwards too, never below 0.
 */
import { describe, expect, it } from 'vitest';
import {
  COUNTER_EPOCH_MS,
  counterOf,
  onShift,
  runningHoursAt,
  SCHEDULES,
  scheduleOf,
  type RunningHourCounter,
  type Schedule,
} from '../../src/running-hours.ts';
import { initialRunningHours } from '../../src/random.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Monday 2026-06-01 00:00 in Tokyo. */
const MONDAY_TOKYO = Date.parse('2026-06-01T00:00:00+09:00');

const counter = (schedule: Schedule, timeZone = 'Asia/Tokyo', initial = 20_000): RunningHourCounter => ({
  initialRunningHours: initial,
  schedule,
  timeZone,
});

describe('runningHoursAt', () => {
  it.each(SCHEDULES)('reads initialRunningHours at the epoch (%s)', (schedule) => {
    expect(runningHoursAt(counter(schedule), COUNTER_EPOCH_MS)).toBe(20_000);
  });

  it.each([
    ['continuous', 168],
    ['two-shift', 96],
    ['day-shift', 60],
  ] as const)('%s: %i hours a week', (schedule, hours) => {
    const c = counter(schedule);
    for (let week = -60; week <= 60; week += 7) {
      const from = MONDAY_TOKYO + week * 7 * DAY;
      expect(runningHoursAt(c, from + 7 * DAY) - runningHoursAt(c, from)).toBe(hours);
    }
  });

  it('counts only on shift: day shift Mon–Fri 07–19 local time, two shifts Mon–Sat 06–22', () => {
    for (const schedule of ['day-shift', 'two-shift'] as const) {
      const c = counter(schedule);
      for (let t = MONDAY_TOKYO; t < MONDAY_TOKYO + 7 * DAY; t += HOUR) {
        const local = new Date(t + 9 * HOUR);
        const gained = runningHoursAt(c, t + HOUR) - runningHoursAt(c, t);
        expect([schedule, local.toISOString(), gained]).toEqual([
          schedule,
          local.toISOString(),
          onShift(schedule, local.getUTCDay(), local.getUTCHours()) ? 1 : 0,
        ]);
      }
    }
  });

  it.each(['Europe/Berlin', 'America/Chicago'])(
    'keeps the shifts in local time over summer-time changes (%s)',
    (timeZone) => {
      const c = counter('two-shift', timeZone);
      // Each week of 2026, both changes included: 96 h from one Sunday (no shift) to the next.
      for (let sunday = Date.UTC(2026, 0, 4, 12); sunday < Date.UTC(2027, 0, 1); sunday += 7 * DAY) {
        expect(runningHoursAt(c, sunday + 7 * DAY) - runningHoursAt(c, sunday)).toBe(96);
      }
    },
  );

  it('never goes down, never below 0, and earlier times have fewer hours', () => {
    const c = counter('continuous', 'Asia/Tokyo', 1_500);
    expect(runningHoursAt(c, COUNTER_EPOCH_MS - 100 * DAY)).toBe(0);
    expect(runningHoursAt(c, COUNTER_EPOCH_MS - 10 * DAY)).toBe(1_500 - 240);
    for (const schedule of SCHEDULES) {
      const d = counter(schedule, 'Europe/Berlin', 3_000);
      let previous = -1;
      for (let t = COUNTER_EPOCH_MS - 400 * DAY; t < COUNTER_EPOCH_MS + 400 * DAY; t += 7 * HOUR + 13) {
        const hours = runningHoursAt(d, t);
        expect(hours).toBeGreaterThanOrEqual(Math.max(0, previous));
        previous = hours;
      }
    }
  });

  it('follows the simulator’s draw for a machine: its initial hours and one of the three schedules', () => {
    const c = counterOf(42, 'A1503-0101_C10042', 'Asia/Tokyo');
    expect(c.initialRunningHours).toBe(initialRunningHours(42, 'A1503-0101_C10042'));
    expect(c.schedule).toBe(scheduleOf(42, 'A1503-0101_C10042'));
    const drawn = new Set(Array.from({ length: 60 }, (_, i) => scheduleOf(42, `S${i}_C1`)));
    expect([...drawn].sort()).toEqual([...SCHEDULES].sort());
  });
});
