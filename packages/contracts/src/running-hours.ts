/**
 * The shift pattern and the running-hour counter (registers 0020/0021, sn_D020_021) of a simulated
 * machine, in contracts because the server's demo seed must know them: the running hours it writes into
 * each visit of the demo's service history are the counter the simulator publishes for that time.
 *
 * The counter is a function of the machine and the time alone, not of where the simulator started or how
 * much history it made: it counts the hours the plant has the machine on (its shift pattern, in its
 * local time; running, or waiting in auto-start standby), from the machine's initialRunningHours at
 * COUNTER_EPOCH_MS, backwards too, never below 0.
 */
import { zoneOffsetMs } from './format/date-time.ts';
import { initialRunningHours, machineKey, PURPOSE, uniform } from './random.ts';

/** When the plant wants its machine on: around the clock, Mon–Sat 06–22, or Mon–Fri 07–19. */
export const SCHEDULES = ['continuous', 'two-shift', 'day-shift'] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** The instant at which every counter reads its machine's initialRunningHours. */
export const COUNTER_EPOCH_MS = Date.UTC(2026, 0, 1);

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface Shift {
  /** Local hours [from, to) of a working day. */
  from: number;
  to: number;
  /** Working days, 0 Sunday … 6 Saturday. */
  days: readonly boolean[];
}

const SHIFTS: Readonly<Record<Exclude<Schedule, 'continuous'>, Shift>> = {
  'two-shift': { from: 6, to: 22, days: [false, true, true, true, true, true, true] },
  'day-shift': { from: 7, to: 19, days: [false, true, true, true, true, true, false] },
};

/** The shift pattern the simulator gives a machine (drawn from the seed and the serial number). */
export function scheduleOf(seed: number, serialNo: string): Schedule {
  const r = uniform(machineKey(seed, serialNo), PURPOSE.params, 4);
  return SCHEDULES[Math.floor(r * SCHEDULES.length)]!;
}

/** Whether the plant wants the machine on at a local weekday (0 Sunday) and fractional local hour. */
export function onShift(schedule: Schedule, weekday: number, hour: number): boolean {
  if (schedule === 'continuous') return true;
  const shift = SHIFTS[schedule];
  return shift.days[weekday] === true && hour >= shift.from && hour < shift.to;
}

/** What the counter of one machine follows. */
export interface RunningHourCounter {
  /** The counter at COUNTER_EPOCH_MS. */
  initialRunningHours: number;
  schedule: Schedule;
  /** The machine's IANA time zone: its shifts are in local time. */
  timeZone: string;
}

/** The counter of a simulated machine, as the simulator with this seed runs it. */
export function counterOf(seed: number, serialNo: string, timeZone: string): RunningHourCounter {
  return {
    initialRunningHours: initialRunningHours(seed, serialNo),
    schedule: scheduleOf(seed, serialNo),
    timeZone,
  };
}

/** Per zone, the offset of each UTC hour asked (Intl is slow; the simulator asks for every sample). */
const offsets = new Map<string, Map<number, number>>();

function offsetAt(timeZone: string, t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  let zone = offsets.get(timeZone);
  if (!zone) offsets.set(timeZone, (zone = new Map()));
  let offset = zone.get(hour);
  if (offset === undefined) {
    if (zone.size > 100_000) zone.clear();
    offset = zoneOffsetMs(hour * HOUR_MS, timeZone);
    zone.set(hour, offset);
  }
  return offset;
}

/**
 * Hours on shift from a fixed origin to t. Shifts lie within local days, away from the small hours when
 * summer time changes the clock, so their length in local hours is their length in real hours.
 */
function hoursOnShift(counter: RunningHourCounter, t: number): number {
  if (counter.schedule === 'continuous') return t / HOUR_MS;
  const shift = SHIFTS[counter.schedule];
  const local = t + offsetAt(counter.timeZone, t);
  const day = Math.floor(local / DAY_MS);
  const hour = (local - day * DAY_MS) / HOUR_MS;
  // Days since Sunday 1969-12-28 (1970-01-01 was a Thursday): whole weeks, then the days of this one.
  const fromSunday = day + 4;
  const weeks = Math.floor(fromSunday / 7);
  const weekday = fromSunday - weeks * 7;
  const length = shift.to - shift.from;
  let hours = weeks * length * shift.days.filter(Boolean).length;
  for (let d = 0; d < weekday; d++) if (shift.days[d]) hours += length;
  if (shift.days[weekday]) hours += Math.min(length, Math.max(0, hour - shift.from));
  return hours;
}

/** The counter at t, in whole hours. */
export function runningHoursAt(counter: RunningHourCounter, t: number): number {
  const since = hoursOnShift(counter, t) - hoursOnShift(counter, COUNTER_EPOCH_MS);
  return Math.max(0, Math.floor(counter.initialRunningHours + since));
}
