/**
 * The demo fleet reads like a real fleet in the maintenance advice: its service history as the seed
 * writes it (demo/service-history.ts), judged with the shared rules at a fixed time, with the running
 * hours the simulator's machines have then (contracts running-hours.ts, the counter the simulator
 * publishes). Most machines have nothing due, some a notice, a few a warning, one or two a danger, and
 * none serviced in the last three days is due.
 */
import { describe, expect, it } from 'vitest';
import { maintenanceAdvice, type ServiceReport } from '@airsight/contracts/domain/maintenance';
import { servicePlanOf } from '@airsight/contracts/models/service-plans';
import { DEFAULT_SIMULATION_SEED } from '@airsight/contracts/random';
import { counterOf, runningHoursAt } from '@airsight/contracts/running-hours';
import { buildGroups, buildMachines } from '../../src/demo/fleet.ts';
import { demoServiceHistories } from '../../src/demo/service-history.ts';

const DAY = 86_400_000;
const machines = buildMachines(buildGroups().sites);

/** Each machine's status and the days since its latest service, judged at `now`. */
function judge(now: Date, histories: readonly (readonly ServiceReport[])[]) {
  return machines.map((machine, i) => {
    const counter = counterOf(DEFAULT_SIMULATION_SEED, machine.serial_no, machine.time_zone);
    const advice = maintenanceAdvice({
      reports: histories[i]!,
      currentRunningHours: runningHoursAt(counter, now.getTime()),
      plan: servicePlanOf(machine.model_id)!,
      now: now.getTime(),
    });
    return {
      serial: machine.serial_no,
      status: advice.status ?? 'none',
      daysSinceService: advice.daysElapsed!,
    };
  });
}

// Fixed days of the year, noon in Japan: the seed writes a day's history, the simulator's counter is
// known for any time.
const DAYS = ['2026-02-10', '2026-05-29', '2026-09-02', '2026-11-28'];

/** Machines serviced in the three days before one of DAYS (checked last: there are some). */
const recentlyServiced: unknown[] = [];

describe.each(DAYS)('the demo fleet in the maintenance advice on %s', (day) => {
  const now = new Date(`${day}T12:00:00+09:00`);
  const histories = demoServiceHistories(machines, machines.length, now);
  const judged = judge(now, histories);
  const count = (status: string) => judged.filter((m) => m.status === status).length;

  it('has most machines with nothing due, some notices, a few warnings, one or two dangers', () => {
    const spread = {
      none: count('none'),
      notice: count('notice'),
      warning: count('warning'),
      danger: count('danger'),
    };
    const text = JSON.stringify(spread);
    expect(machines.length).toBe(70);
    expect(spread.none, text).toBeGreaterThan(machines.length / 2);
    expect(spread.notice, text).toBeGreaterThanOrEqual(1);
    expect(spread.warning, text).toBeGreaterThanOrEqual(1);
    expect(spread.danger, text).toBeGreaterThanOrEqual(1);
    expect(spread.danger, text).toBeLessThanOrEqual(2);
  });

  it('has nothing due on a machine serviced in the last three days', () => {
    const recent = judged.filter((m) => m.daysSinceService <= 3);
    recentlyServiced.push(...recent);
    expect(recent.filter((m) => m.status !== 'none')).toEqual([]);
  });

  it('writes at every visit the hours the simulator’s counter has then', () => {
    machines.forEach((machine, i) => {
      const counter = counterOf(DEFAULT_SIMULATION_SEED, machine.serial_no, machine.time_zone);
      for (const visit of histories[i]!) {
        // Some time on the visit's day in Japan, its finish date.
        const dayStart = Date.parse(`${visit.finishDate}T00:00:00+09:00`);
        const where = `${machine.serial_no} ${visit.finishDate}`;
        expect(visit.fkadotm, where).toBeGreaterThanOrEqual(runningHoursAt(counter, dayStart));
        expect(visit.fkadotm, where).toBeLessThanOrEqual(runningHoursAt(counter, dayStart + DAY));
      }
    });
  });
});

it('had machines serviced in the last three days to check, on those days', () => {
  expect(recentlyServiced.length).toBeGreaterThan(DAYS.length);
});
