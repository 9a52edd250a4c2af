import { describe, expect, it } from 'vitest';
import { expectedSpecificPower, ratedSpecificPower } from '@airsight/contracts/domain/air-volume';
import { RATED_PERFORMANCE } from '@airsight/contracts/models/performance';
import { toCsv } from '@airsight/contracts/format/csv';
import {
  airCsv,
  energyCsv,
  volumeCsvFileName,
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

const sums = (
  air: Record<string, number>,
  energy: Record<string, number>,
  running: Record<string, number> = {},
): MachineSums => ({
  air: new Map(Object.entries(air)),
  energy: new Map(Object.entries(energy)),
  running: new Map(Object.entries(running)),
});

const texts: CsvTexts = {
  time: 'Time (UTC+9)',
  total: 'Total',
  specificPowerOf: (m) => `${m} SP`,
  expectedSpecificPowerOf: (m) => `${m} expected`,
  aboveExpectedOf: (m) => `${m} flag`,
  aboveExpected: 'Above expected',
};

// Rated specific power of OIL_INJECTION4: about 5.85 kW/(m³/min), no-load share 0.1; of OIL_INJECTION about
// 6.43, no-load share 0.25. OIL_INJECTION4 delivers 13.6 m³/min: 816 m³ is an hour at full load.
const ratedA = ratedSpecificPower(RATED_PERFORMANCE.OIL_INJECTION4);
const ratedB = ratedSpecificPower(RATED_PERFORMANCE.OIL_INJECTION);

describe('volumeTable', () => {
  const days = ['2026/11/01', '2026/11/02', '2026/11/03', '2026/11/04'];
  // A delivers 816 m³ (an hour at full load) each day it ran, running 1 h on day 1 (at full load), 3 h on
  // days 2 and 3 (a third loaded: expected 1 + 0.1 × 2 = 1.2 × rated).
  const aAir = 816;
  const aAtRated = (aAir / 60) * ratedA;
  const table = volumeTable(
    days,
    [A, B, GW],
    [
      sums(
        { '2026/11/01': aAir, '2026/11/02': aAir, '2026/11/03': aAir },
        // Day 1 at rated; day 2 at its part-load expectation; day 3 50 % above it.
        { '2026/11/01': aAtRated, '2026/11/02': aAtRated * 1.2, '2026/11/03': aAtRated * 1.8 },
        { '2026/11/01': 1, '2026/11/02': 3, '2026/11/03': 3 },
      ),
      // B: no running time (a server that does not answer it): nothing to judge against.
      sums({ '2026/11/02': 0.1, '2026/11/04': 0.2 }, { '2026/11/02': 0.2, '2026/11/04': 0.01 }),
      sums({}, {}),
    ],
  );

  it('puts every machine on every bucket, null where it has no sum', () => {
    expect(table.buckets).toEqual(days);
    expect(table.air).toEqual([
      [816, 816, 816, null],
      [null, 0.1, null, 0.2],
      [null, null, null, null],
    ]);
  });

  it('totals each bucket over the machines that have a sum, without float noise', () => {
    expect(table.airTotal).toEqual([816, 816.1, 816, 0.2]);
    expect(table.energyTotal[3]).toBe(0.01);
  });

  it('computes specific power from the bucket sums and flags only what is more than 15 % above the expectation at its loading', () => {
    expect(table.specific[0]![0]).toBeCloseTo(ratedA, 9);
    expect(table.specific[0]![1]).toBeCloseTo(ratedA * 1.2, 9);
    expect(table.specific[0]![3]).toBeUndefined();
    expect(table.expected[0]![0]).toBeCloseTo(ratedA, 9);
    expect(table.expected[0]![1]).toBeCloseTo(ratedA * 1.2, 9);
    // 20 % above rated on day 2 is what a third of the time loaded costs: not flagged; day 3 is.
    expect(table.aboveExpected[0]).toEqual([false, false, true, false]);
    // B: 60 × 0.2 / 0.1 = 120 on day 2, far above its rated 6.43, but without running time no expectation.
    expect(table.specific[1]![1]).toBeCloseTo(120, 9);
    expect(table.expected[1]![1]).toBeUndefined();
    expect(table.aboveExpected[1]).toEqual([false, false, false, false]);
  });

  it('summarises each machine over the period, the gateway without rated value', () => {
    expect(table.summaries[0]).toMatchObject({ airM3: 2448, bucketsAboveExpected: 1 });
    // (1 + 1.2 + 1.8) / 3 × rated over the period, against (816 × 3 loaded-hour equivalents of 7 h) an
    // expectation of rated × (3 + 0.1 × 4) / 3.
    expect(table.summaries[0]!.specificPower).toBeCloseTo((ratedA * 4) / 3, 4);
    expect(table.summaries[0]!.expectedSpecificPower).toBeCloseTo((ratedA * 3.4) / 3, 4);
    expect(table.summaries[0]!.ratedSpecificPower).toBeCloseTo(ratedA, 9);
    expect(table.summaries[1]!.ratedSpecificPower).toBeCloseTo(ratedB, 9);
    expect(table.summaries[2]).toEqual({
      airM3: 0,
      energyKWh: 0,
      specificPower: undefined,
      expectedSpecificPower: undefined,
      ratedSpecificPower: undefined,
      bucketsAboveExpected: 0,
    });
  });

  it('keeps a bucket that only the data holds, in order', () => {
    const t = volumeTable(['2026/11/01 10:00'], [A], [sums({ '2026/11/01 09:30': 1 }, {})]);
    expect(t.buckets).toEqual(['2026/11/01 09:30', '2026/11/01 10:00']);
  });
});

describe('CSV files', () => {
  const table = volumeTable(
    ['2026/11/01', '2026/11/02'],
    [A, GW],
    [
      sums(
        { '2026/11/01': 600 },
        { '2026/11/01': 100, '2026/11/02': 1.5 },
        { '2026/11/01': 1, '2026/11/02': 0.5 },
      ),
      sums({}, {}),
    ],
  );

  it.each([
    {
      name: 'air: a row per bucket, a column per machine and the total, 3 decimals',
      file: airCsv,
      fileName: '20261128_airVolume.csv',
      expected:
        '\uFEFF"Time (UTC+9)","A1 (No.1)","G","Total"\r\n' +
        '"2026/11/01","600.000","","600.000"\r\n' +
        '"2026/11/02","","",""\r\n',
    },
    {
      // 60 × 100 / 600 = 10 kW/(m³/min); 600 m³ is 600 / 13.6 = 44.1 min loaded of 60 running, so expected
      // 5.85 × (44.1 + 0.1 × 15.9) / 44.1 = 6.06, and 10 is more than 15 % above it.
      name: 'power: kWh, total, then each machine’s specific power, its expected figure and the flag',
      file: energyCsv,
      fileName: '20261128_power.csv',
      expected:
        '\uFEFF"Time (UTC+9)","A1 (No.1)","G","Total","A1 (No.1) SP","A1 (No.1) expected","A1 (No.1) flag","G SP","G expected","G flag"\r\n' +
        `"2026/11/01","100.000","","100.000","10.00","${expectedSpecificPower(
          RATED_PERFORMANCE.OIL_INJECTION4,
          { loadedSeconds: (600 / 13.6) * 60, unloadedSeconds: 3600 - (600 / 13.6) * 60 },
        )!.toFixed(2)}","Above expected","","",""\r\n` +
        '"2026/11/02","1.500","","1.500","","","","","",""\r\n',
    },
  ])('$name, named $fileName', ({ file, fileName, expected }) => {
    const csv = file(table, texts);
    expect(toCsv(csv.header, csv.rows)).toBe(expected);
    // The day of the download in the browser's zone, then what the file holds.
    expect(volumeCsvFileName(csv, new Date(2026, 10, 28, 23, 59))).toBe(fileName);
  });

  it('names the two files of one day apart', () => {
    const at = new Date(2026, 10, 28, 9);
    expect(volumeCsvFileName(airCsv(table, texts), at)).not.toBe(
      volumeCsvFileName(energyCsv(table, texts), at),
    );
  });
});
