import { describe, expect, it } from 'vitest';
import { countSampleTimes, sampleTimes, type Resolution } from '../../src/backfill.ts';
import { assignBehaviours, FleetError, parseFleet, silentFrom, syntheticFleet } from '../../src/fleet.ts';
import { Progress } from '../../src/progress.ts';
import { SCENARIO_TABLE } from '../../src/scenario.ts';
import { DAY, HOUR, MINUTE, T0 } from './helpers.ts';

describe('backfill sample times', () => {
  const live = T0 + 40 * DAY;
  const r: Resolution = { fineFrom: live - 31 * DAY, fineStepMs: MINUTE, coarseStepMs: 10 * MINUTE };

  it('are coarse before the fine window, fine inside it, on a fixed grid', () => {
    const times = [...sampleTimes(T0 - 1, live, r)];
    expect(times[0]).toBe(T0);
    const coarse = times.filter((t) => t < r.fineFrom);
    const fine = times.filter((t) => t >= r.fineFrom);
    expect(coarse.length).toBe((9 * DAY) / (10 * MINUTE));
    expect(fine.length).toBe((31 * DAY) / MINUTE);
    for (const t of coarse) expect(t % (10 * MINUTE)).toBe(0);
    for (const t of fine) expect(t % MINUTE).toBe(0);
    expect(times.at(-1)).toBe(live - MINUTE);
    expect(countSampleTimes(T0 - 1, live, r)).toBe(times.length);
  });

  it('count without walking, for any gap', () => {
    for (const [after, before] of [
      [T0 + 7 * MINUTE + 13, T0 + 3 * HOUR],
      [r.fineFrom - 25 * MINUTE, r.fineFrom + 25 * MINUTE],
      [live - 5 * MINUTE, live],
      [live - MINUTE, live],
      [live, live],
    ] as const) {
      expect(countSampleTimes(after, before, r)).toBe([...sampleTimes(after, before, r)].length);
    }
  });

  it('fill a gap after a restart on the same grid as before', () => {
    const before = [...sampleTimes(T0 - 1, T0 + HOUR, r)];
    const gap = [...sampleTimes(before.at(-1)!, T0 + 2 * HOUR, r)];
    expect(gap[0]! - before.at(-1)!).toBe(10 * MINUTE);
    expect(new Set([...before, ...gap]).size).toBe(before.length + gap.length);
  });
});

describe('fleet', () => {
  it('reads a fleet file and checks every entry', () => {
    const fleet = parseFleet(
      {
        machines: [
          {
            model_id: 'OIL_FREE',
            serial_no: 'F2101-0107_C10042',
            time_zone: 'Asia/Tokyo',
            behaviour: 'never',
          },
          { model_id: 'OIL_INJECTION4', serial_no: 'A2102-0122_C20117', excess_power: 0.25 },
        ],
      },
      'fleet.json',
    );
    expect(fleet).toEqual([
      { model_id: 'OIL_FREE', serial_no: 'F2101-0107_C10042', time_zone: 'Asia/Tokyo', behaviour: 'never' },
      {
        model_id: 'OIL_INJECTION4',
        serial_no: 'A2102-0122_C20117',
        time_zone: 'Asia/Tokyo',
        excess_power: 0.25,
      },
    ]);
    const bad = (machines: unknown, message: RegExp) =>
      expect(() => parseFleet({ machines }, 'fleet.json')).toThrow(message);
    expect(() => parseFleet({}, 'fleet.json')).toThrow(FleetError);
    bad([{ model_id: 'X', serial_no: 'A_1' }], /machines\[0\]\.model_id must be one of/);
    bad([{ model_id: 'OIL_FREE', serial_no: 'a/b' }], /serial_no must be/);
    bad(
      [{ model_id: 'OIL_FREE', serial_no: 'A_1', time_zone: 'Mars/Olympus' }],
      /time_zone must be an IANA time zone/,
    );
    bad([{ model_id: 'OIL_FREE', serial_no: 'A_1', behaviour: 'grumpy' }], /behaviour must be one of/);
    for (const excess of [-0.1, 1.5, '0.3', Number.NaN]) {
      bad(
        [{ model_id: 'OIL_FREE', serial_no: 'A_1', excess_power: excess }],
        /machines\[0\]\.excess_power must be a number from 0 to 1/,
      );
    }
    bad(
      [
        { model_id: 'OIL_FREE', serial_no: 'A_1' },
        { model_id: 'OIL_FREE', serial_no: 'A_1' },
      ],
      /listed twice/,
    );
  });

  it('makes up a fleet with every model', () => {
    const fleet = syntheticFleet(20);
    expect(fleet).toHaveLength(20);
    expect(new Set(fleet.map((m) => m.model_id)).size).toBe(9);
    expect(new Set(fleet.map((m) => m.serial_no)).size).toBe(20);
  });

  it('gives a few machines no connection and a few a silent end, the same for the same seed', () => {
    const fleet = syntheticFleet(70);
    const a = assignBehaviours(fleet, SCENARIO_TABLE.normal, 42);
    expect(assignBehaviours(fleet, SCENARIO_TABLE.normal, 42)).toEqual(a);
    expect(a.filter((b) => b === 'never').length).toBe(2);
    expect(a.filter((b) => b === 'silent').length).toBe(4);
    const more = assignBehaviours(fleet, SCENARIO_TABLE.disconnects, 42);
    expect(more.filter((b) => b !== 'normal').length).toBeGreaterThan(a.filter((b) => b !== 'normal').length);
    // Hints in the fleet file win.
    const hinted = assignBehaviours(
      [{ ...fleet[0]!, behaviour: 'never' }, ...fleet.slice(1, 5)],
      SCENARIO_TABLE.normal,
      42,
    );
    expect(hinted).toEqual(['never', 'normal', 'normal', 'normal', 'normal']);
  });

  it('times silent machines from the first start, some before it and some during the run', () => {
    const epoch = T0;
    const times = syntheticFleet(60).map((m) => silentFrom(42, m.serial_no, epoch));
    expect(times.some((t) => t < epoch)).toBe(true);
    expect(times.some((t) => t > epoch && t <= epoch + 2 * HOUR)).toBe(true);
    for (const t of times) expect(t % MINUTE).toBe(0);
  });
});

describe('progress line', () => {
  it('shows percent, rate and ETA', () => {
    let now = 0;
    const out: string[] = [];
    const p = new Progress({ total: 10_000, write: (t) => out.push(t), isTTY: false, now: () => now });
    now = 10_000;
    p.add(2_500, 2_500);
    expect(out.at(-1)).toBe('backfill  25.0%  2,500/10,000 samples  250 samples/s  ETA 30s\n');
    now = 20_000;
    p.add(7_500, 7_000);
    expect(p.finish()).toBe('backfill finished: 9,500 samples published in 20s (475 samples/s)');
  });
});
