import { describe, expect, it } from 'vitest';
import { ratedSpecificPower } from '@airsight/contracts/domain/air-volume';
import { RATED_PERFORMANCE } from '@airsight/contracts/models/performance';
import { toCsv } from '../../lib/csv.ts';
import {
  airCsv,
  energyCsv,
  isolatedBuckets,
  stackedSeries,
  volumeTable,
  type CsvTexts,
  type MachineSums,
  type VolumeMachine,
} from './volumeData.ts';

const A: VolumeMachine = {
  modelId: 'OIL_INJECTION4',
  serialNo: 'A1_x',
  label: 'A1 (No.1)',
  timeZone: 'Asia/Tokyo',
};
const B: VolumeMachine = { modelId: 'OIL_INJECTION', serialNo: 'B2_x', label: 'B2', timeZone: 'Asia/Tokyo' };
const GW: VolumeMachine = { modelId: 'FE_LTE_00', serialNo: 'G_x', label: 'G', timeZone: null };

const sums = (air: Record<string, number>, energy: Record<string, number>): MachineSums => ({
  air: new Map(Object.entries(air)),
  energy: new Map(Object.entries(energy)),
});

const texts: CsvTexts = {
  time: 'Time (UTC+9)',
  total: 'Total',
  specificPowerOf: (m) => `${m} SP`,
  aboveRatedOf: (m) => `${m} flag`,
  aboveRated: 'Above rated',
};

// Rated specific power of OIL_INJECTION4: about 5.85 kW/(m³/min); of OIL_INJECTION about 6.38.
const ratedA = ratedSpecificPower(RATED_PERFORMANCE.OIL_INJECTION4);
const ratedB = ratedSpecificPower(RATED_PERFORMANCE.OIL_INJECTION);

describe('volumeTable', () => {
  const days = ['2026/11/01', '2026/11/02', '2026/11/03'];
  // A: day 1 at rated (816 m³ with 816 / 60 × rated kWh), day 2 at 1.2 × rated; no data on day 3.
  const aAir = 816;
  const aAtRated = (aAir / 60) * ratedA;
  const table = volumeTable(
    days,
    [A, B, GW],
    [
      sums(
        { '2026/11/01': aAir, '2026/11/02': aAir },
        { '2026/11/01': aAtRated, '2026/11/02': aAtRated * 1.2 },
      ),
      sums({ '2026/11/02': 0.1, '2026/11/03': 0.2 }, { '2026/11/02': 0.2, '2026/11/03': 0.01 }),
      sums({}, {}),
    ],
  );

  it('puts every machine on every bucket, null where it has no sum', () => {
    expect(table.buckets).toEqual(days);
    expect(table.air).toEqual([
      [816, 816, null],
      [null, 0.1, 0.2],
      [null, null, null],
    ]);
  });

  it('totals each bucket over the machines that have a sum, without float noise', () => {
    expect(table.airTotal).toEqual([816, 816.1, 0.2]);
    expect(table.energyTotal[2]).toBe(0.01);
  });

  it('computes specific power from the bucket sums and flags more than 10 % above rated', () => {
    expect(table.specific[0]![0]).toBeCloseTo(ratedA, 9);
    expect(table.specific[0]![1]).toBeCloseTo(ratedA * 1.2, 9);
    expect(table.specific[0]![2]).toBeUndefined();
    expect(table.aboveRated[0]).toEqual([false, true, false]);
    // B: 60 × 0.2 / 0.1 = 120 on day 2 (above its rated 6.4), 60 × 0.01 / 0.2 = 3 on day 3 (below).
    expect(table.specific[1]![1]).toBeCloseTo(120, 9);
    expect(table.aboveRated[1]).toEqual([false, true, false]);
  });

  it('summarises each machine over the period, the gateway without rated value', () => {
    expect(table.summaries[0]).toMatchObject({ airM3: 1632, bucketsAboveRated: 1 });
    expect(table.summaries[0]!.specificPower).toBeCloseTo(ratedA * 1.1, 4);
    expect(table.summaries[0]!.ratedSpecificPower).toBeCloseTo(ratedA, 9);
    expect(table.summaries[1]!.ratedSpecificPower).toBeCloseTo(ratedB, 9);
    expect(table.summaries[2]).toEqual({
      airM3: 0,
      energyKWh: 0,
      specificPower: undefined,
      ratedSpecificPower: undefined,
      bucketsAboveRated: 0,
    });
  });

  it('keeps a bucket that only the data holds, in order', () => {
    const t = volumeTable(['2026/11/01 10:00'], [A], [sums({ '2026/11/01 09:30': 1 }, {})]);
    expect(t.buckets).toEqual(['2026/11/01 09:30', '2026/11/01 10:00']);
  });
});

describe('stackedSeries', () => {
  it('stacks machines in order and skips a machine without a sum', () => {
    expect(
      stackedSeries([
        [1, null, 2],
        [3, 4, null],
        [null, 5, 1],
      ]),
    ).toEqual([
      [1, null, 2],
      [4, 4, null],
      [null, 9, 3],
    ]);
  });
});

describe('CSV files', () => {
  const table = volumeTable(
    ['2026/11/01', '2026/11/02'],
    [A, GW],
    [sums({ '2026/11/01': 600 }, { '2026/11/01': 100, '2026/11/02': 1.5 }), sums({}, {})],
  );

  it.each([
    {
      name: 'air: a row per bucket, a column per machine and the total, 3 decimals',
      file: airCsv,
      expected:
        '\uFEFF"Time (UTC+9)","A1 (No.1)","G","Total"\r\n' +
        '"2026/11/01","600.000","","600.000"\r\n' +
        '"2026/11/02","","",""\r\n',
    },
    {
      // 60 × 100 / 600 = 10 kW/(m³/min), above A's rated 5.85 by more than 10 %.
      name: 'power: kWh, total, then each machine’s specific power and flag',
      file: energyCsv,
      expected:
        '\uFEFF"Time (UTC+9)","A1 (No.1)","G","Total","A1 (No.1) SP","A1 (No.1) flag","G SP","G flag"\r\n' +
        '"2026/11/01","100.000","","100.000","10.00","Above rated","",""\r\n' +
        '"2026/11/02","1.500","","1.500","","","",""\r\n',
    },
  ])('$name', ({ file, expected }) => {
    const csv = file(table, texts);
    expect(toCsv(csv.header, csv.rows)).toBe(expected);
  });
});

describe('isolatedBuckets', () => {
  it('lists the values with no value on either side, the ends included', () => {
    expect(isolatedBuckets([1, null, 2, 3, undefined, 4, null, null, 5])).toEqual([0, 5, 8]);
    expect(isolatedBuckets([1, 2, 3])).toEqual([]);
    expect(isolatedBuckets([0])).toEqual([0]);
    expect(isolatedBuckets([null, undefined])).toEqual([]);
  });
});
