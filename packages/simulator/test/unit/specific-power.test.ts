/**
 * A simulated month of demo machines judged as VolumeGraph judges them: samples from the simulator (the
 * demo's seed), hourly sums as the server keeps them (contracts operatingHoursOf), hour and day figures as
 * getSensorData answers them (airAndEnergyOfHours: air, energy, running time), and the flag the screen
 * draws (specific power against the expected figure at the period's loading, contracts air-volume.ts).
 * Healthy machines must be flagged on few days and hours, the faulty ones on nearly all of them.
 */
import { describe, expect, it } from 'vitest';
import {
  expectedSpecificPower,
  isAboveExpectedSpecificPower,
  loadSplitOf,
  specificPower,
} from '@airsight/contracts/domain/air-volume';
import {
  airAndEnergyOfHours,
  operatingHoursOf,
  type OperatingHour,
  type RawOperatingRow,
} from '@airsight/contracts/domain/operating-hours';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
import type { FleetMachine } from '../../src/fleet.ts';
import { createMachine } from '../../src/physics.ts';
import { machineParams } from '../../src/profile.ts';
import { SCENARIO_TABLE } from '../../src/scenario.ts';
import { createStream, nextSample } from '../../src/stream.ts';
import { DAY, MINUTE } from './helpers.ts';

/** The demo's simulator seed (the CLI's default). */
const SEED = 42;
const DAYS = 28;
/** Midnight in Tokyo (UTC+9, no summer time) of Sunday 2026-11-01: days start here. */
const FROM = Date.UTC(2026, 9, 31, 15);

/**
 * The demo's Kawasaki plant as the portal's fleet file lists it, and Tokai's inverter machine: a
 * fixed-speed and an inverter machine with excess power (server/src/demo/fleet.ts gives the same).
 */
const FLEET: FleetMachine[] = [
  ['OIL_INJECTION', 'A1503-0101_C10042'],
  ['OIL_INJECTION2', 'A1804-0102_C10042'],
  ['OIL_INJECTION3', 'A1910-0103_C10042'],
  ['OIL_INJECTION4', 'A2307-0104_C10042'],
  ['OIL_INJECTION5', 'A2409-0105_C10042'],
  ['OIL_INJECTION6', 'A2203-0106_C10042'],
  ['OIL_FREE', 'F2111-0107_C10042', 0.3],
  ['OIL_FREE2', 'F1705-0108_C10042'],
  ['OIL_INJECTION4', 'A2102-0122_C20117', 0.25],
].map(([model_id, serial_no, excess]) => ({
  model_id: model_id as FleetMachine['model_id'],
  serial_no: serial_no as string,
  time_zone: 'Asia/Tokyo',
  ...(excess === undefined ? {} : { excess_power: excess as number }),
}));

interface Judged {
  /** Buckets with air delivered, i.e. with a specific power. */
  judged: number;
  flagged: number;
}

/** Every 1-minute sample of the month (and 5 minutes either side), as the ingest stores them. */
function rowsOf(m: FleetMachine): RawOperatingRow[] {
  const params = machineParams(SEED, m.model_id, m.serial_no, m.time_zone, m.excess_power);
  const stream = createStream(createMachine(params, SCENARIO_TABLE.normal), 'normal', Infinity, {
    at: FROM - 10 * MINUTE,
  });
  const rows: RawOperatingRow[] = [];
  for (let t = FROM - 5 * MINUTE; t <= FROM + DAYS * DAY + 5 * MINUTE; t += MINUTE) {
    const { registers } = nextSample(stream, t);
    rows.push({
      timeMs: t,
      d027: registers['0027'] ?? null,
      d012: registers['0012'] ?? null,
      d014: registers['0014'] ?? null,
    });
  }
  return rows;
}

/** The buckets' flags, each bucket's figures from its hours as getSensorData answers them. */
function judge(modelId: string, buckets: OperatingHour[][]): Judged {
  const perf = ratedPerformanceOf(modelId)!;
  const result: Judged = { judged: 0, flagged: 0 };
  for (const hours of buckets) {
    const figures = airAndEnergyOfHours(
      modelId,
      hours.map((h) => ({ hours: 1, ...h })),
    )!;
    const sp = specificPower(figures.energyKWh, figures.airM3);
    if (sp === undefined) continue;
    const expected = expectedSpecificPower(perf, loadSplitOf(perf, figures.airM3, figures.runningSeconds));
    result.judged++;
    if (isAboveExpectedSpecificPower(sp, expected)) result.flagged++;
  }
  return result;
}

describe('specific power of a simulated month of demo machines', () => {
  const results = FLEET.map((m) => {
    const hours = operatingHoursOf(m.model_id, rowsOf(m)).filter(
      (h) => h.hourMs >= FROM && h.hourMs < FROM + DAYS * DAY,
    );
    const days = Array.from({ length: DAYS }, (_, d) =>
      hours.filter((h) => h.hourMs >= FROM + d * DAY && h.hourMs < FROM + (d + 1) * DAY),
    );
    return {
      machine: `${m.model_id} ${m.serial_no}`,
      faulty: (m.excess_power ?? 0) > 0,
      days: judge(m.model_id, days),
      hours: judge(
        m.model_id,
        hours.map((h) => [h]),
      ),
    };
  });
  const summary = (r: (typeof results)[number]) =>
    `${r.machine}: ${r.days.flagged} of ${r.days.judged} days, ${r.hours.flagged} of ${r.hours.judged} hours flagged`;

  it.each(results.filter((r) => !r.faulty).map((r) => [r.machine, r]))(
    'a healthy machine, %s, is flagged on at most one day and on at most 1 in 100 of its hours',
    (_machine, r) => {
      expect(r.days.judged, summary(r)).toBeGreaterThanOrEqual(16);
      expect(r.days.flagged, summary(r)).toBeLessThanOrEqual(1);
      expect(r.hours.flagged, summary(r)).toBeLessThanOrEqual(r.hours.judged / 100);
    },
  );

  it.each(results.filter((r) => r.faulty).map((r) => [r.machine, r]))(
    'a machine with excess power, %s, is flagged on every day it ran and in nearly every hour',
    (_machine, r) => {
      expect(r.days.judged, summary(r)).toBe(DAYS);
      expect(r.days.flagged, summary(r)).toBe(DAYS);
      expect(r.hours.flagged, summary(r)).toBeGreaterThanOrEqual(r.hours.judged * 0.9);
    },
  );
});
