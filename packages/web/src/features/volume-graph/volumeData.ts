/**
 * VolumeGraph's data shaping, pure: getSensorData's per-bucket sums of each machine (sv_air_volume m³,
 * sv_energy kWh, sv_running_time h) as one table of buckets × machines, the stacks the bar charts draw, each
 * machine's specific power per bucket and over the period against what it should reach at its loading,
 * and the two CSV files with their names.
 *
 * Specific power (kW per m³/min) is computed from a bucket's sums (60 · kWh / m³, contracts
 * domain/air-volume.ts), never as a mean of finer figures. A bucket is flagged when it is more than 15 %
 * above the expected specific power at the bucket's loading (its air and running time: unloaded running
 * costs power but gives no air, so part load is expected to be above the rated figure); docs/telemetry.md
 * §9. A machine without rated data (the gateway) has no rated or expected value and no flags.
 *
 * The two CSV files are named by the download's date in the browser's zone, as the specification names
 * the trend and alarm files (YYYYMMDD), then what they hold, so that two files of one day differ:
 * YYYYMMDD_airVolume.csv and YYYYMMDD_power.csv (power consumption with specific power). The names are not
 * translated: one name in every language, safe in every file system, and a script can find them.
 */
import {
  expectedSpecificPower,
  isAboveExpectedSpecificPower,
  loadSplitOf,
  ratedSpecificPower,
  specificPower,
} from '@airsight/contracts/domain/air-volume';
import { formatFileDate } from '@airsight/contracts/format/date-time';
import { ratedPerformanceOf, type RatedPerformance } from '@airsight/contracts/models/performance';
import { csvDecimal, type CsvCell } from '../../lib/csv.ts';

export interface VolumeMachine {
  modelId: string;
  serialNo: string;
  /** Machine unit and customer's machine number, as the legend names it. */
  label: string;
  timeZone: string | null;
}

/** A machine's sums by bucket label. */
export interface MachineSums {
  air: ReadonlyMap<string, number>;
  energy: ReadonlyMap<string, number>;
  /** Hours the motor ran, loaded or not. */
  running: ReadonlyMap<string, number>;
}

export interface MachineSummary {
  airM3: number;
  energyKWh: number;
  /** Over the whole period, from its sums; undefined when the machine delivered no air. */
  specificPower: number | undefined;
  /** What it should reach at the period's loading; undefined without rated data, air or running time. */
  expectedSpecificPower: number | undefined;
  /** undefined for a model without rated data. */
  ratedSpecificPower: number | undefined;
  bucketsAboveExpected: number;
}

export interface VolumeTable {
  buckets: string[];
  machines: readonly VolumeMachine[];
  /** [machine][bucket]; null where the machine has no sum for the bucket. */
  air: (number | null)[][];
  energy: (number | null)[][];
  /** Per bucket, the sum over the machines; null when no machine has one. */
  airTotal: (number | null)[];
  energyTotal: (number | null)[];
  /** [machine][bucket] */
  specific: (number | undefined)[][];
  /** [machine][bucket]: what the machine should reach at the bucket's loading. */
  expected: (number | undefined)[][];
  /** [machine][bucket]: more than 15 % above the expected figure. */
  aboveExpected: boolean[][];
  summaries: MachineSummary[];
}

/** Expected specific power of a period from its sums; undefined without rated data or running time. */
function expectedOf(
  perf: RatedPerformance | undefined,
  airM3: number | null,
  runningHours: number | null,
): number | undefined {
  if (!perf || airM3 === null || runningHours === null) return undefined;
  return expectedSpecificPower(perf, loadSplitOf(perf, airM3, runningHours * 3600));
}

function totals(rows: readonly (number | null)[][], bucketCount: number): (number | null)[] {
  return Array.from({ length: bucketCount }, (_, b) => {
    let sum: number | null = null;
    for (const row of rows) if (row[b] !== null) sum = (sum ?? 0) + row[b]!;
    return sum === null ? null : roundSum(sum);
  });
}

/** Sums of 3-decimal figures, without the float noise of adding them (0.1 + 0.2). */
function roundSum(n: number): number {
  return Math.round(n * 1000) / 1000;
}

/**
 * The table of a period: `buckets` are the period's buckets in display order; labels that only the data
 * holds (another zone's hour) are added in order, so that no sum is lost.
 */
export function volumeTable(
  periodBuckets: readonly string[],
  machines: readonly VolumeMachine[],
  sums: readonly MachineSums[],
): VolumeTable {
  const labels = new Set(periodBuckets);
  for (const s of sums) for (const key of [...s.air.keys(), ...s.energy.keys()]) labels.add(key);
  const buckets = [...labels].sort();
  const read = (map: ReadonlyMap<string, number> | undefined) => buckets.map((b) => map?.get(b) ?? null);
  const air = machines.map((_, i) => read(sums[i]?.air));
  const energy = machines.map((_, i) => read(sums[i]?.energy));
  const running = machines.map((_, i) => read(sums[i]?.running));
  const perfs = machines.map((m) => ratedPerformanceOf(m.modelId));
  const specific = machines.map((_, i) =>
    buckets.map((_b, j) => specificPower(energy[i]![j] ?? Number.NaN, air[i]![j] ?? 0)),
  );
  const expected = machines.map((_, i) =>
    buckets.map((_b, j) => expectedOf(perfs[i], air[i]![j] ?? null, running[i]![j] ?? null)),
  );
  const aboveExpected = machines.map((_, i) =>
    specific[i]!.map((sp, j) => isAboveExpectedSpecificPower(sp, expected[i]![j])),
  );
  const total = (row: readonly (number | null)[]) => roundSum(row.reduce<number>((a, v) => a + (v ?? 0), 0));
  const summaries = machines.map((_, i): MachineSummary => {
    const airM3 = total(air[i]!);
    const energyKWh = total(energy[i]!);
    const perf = perfs[i];
    // Buckets without running time leave the period's expectation unknown.
    const runningKnown = air[i]!.every((a, j) => a === null || running[i]![j] !== null);
    return {
      airM3,
      energyKWh,
      specificPower: specificPower(energyKWh, airM3),
      expectedSpecificPower: runningKnown ? expectedOf(perf, airM3, total(running[i]!)) : undefined,
      ratedSpecificPower: perf && ratedSpecificPower(perf),
      bucketsAboveExpected: aboveExpected[i]!.filter(Boolean).length,
    };
  });
  return {
    buckets,
    machines,
    air,
    energy,
    airTotal: totals(air, buckets.length),
    energyTotal: totals(energy, buckets.length),
    specific,
    expected,
    aboveExpected,
    summaries,
  };
}

export interface CsvTexts {
  /** Header of the time column, with the zone, e.g. 'Time (UTC+9)'. */
  time: string;
  total: string;
  /** e.g. '{machine}: specific power (kW/(m³/min))' */
  specificPowerOf: (machine: string) => string;
  expectedSpecificPowerOf: (machine: string) => string;
  aboveExpectedOf: (machine: string) => string;
  /** The text of a flagged bucket, e.g. 'Above expected'. */
  aboveExpected: string;
}

export interface CsvFile {
  /** What the file holds, the end of its name: 'airVolume' or 'power'. */
  name: 'airVolume' | 'power';
  header: CsvCell[];
  rows: CsvCell[][];
}

/** A file's name: the date of the download in the browser's zone, then what it holds (module comment). */
export function volumeCsvFileName(file: CsvFile, date: Date = new Date()): string {
  return `${formatFileDate(date)}_${file.name}.csv`;
}

const sum3 = (v: number | null) => (v === null ? '' : csvDecimal(v, 3));
const figure2 = (v: number | undefined) => (v === undefined ? '' : csvDecimal(v, 2));

/** Discharge air volume: a row per bucket, a column per machine (m³) and the total. */
export function airCsv(table: VolumeTable, texts: CsvTexts): CsvFile {
  return {
    name: 'airVolume',
    header: [texts.time, ...table.machines.map((m) => m.label), texts.total],
    rows: table.buckets.map((b, j) => [
      b,
      ...table.air.map((row) => sum3(row[j]!)),
      sum3(table.airTotal[j]!),
    ]),
  };
}

/**
 * Power consumption: a row per bucket, a column per machine (kWh) and the total, then for each machine
 * its specific power in the bucket, the expected one at the bucket's loading (2 decimals) and the flag
 * when more than 15 % above it.
 */
export function energyCsv(table: VolumeTable, texts: CsvTexts): CsvFile {
  return {
    name: 'power',
    header: [
      texts.time,
      ...table.machines.map((m) => m.label),
      texts.total,
      ...table.machines.flatMap((m) => [
        texts.specificPowerOf(m.label),
        texts.expectedSpecificPowerOf(m.label),
        texts.aboveExpectedOf(m.label),
      ]),
    ],
    rows: table.buckets.map((b, j) => [
      b,
      ...table.energy.map((row) => sum3(row[j]!)),
      sum3(table.energyTotal[j]!),
      ...table.machines.flatMap((_, i) => [
        figure2(table.specific[i]![j]),
        figure2(table.expected[i]![j]),
        table.aboveExpected[i]![j] ? texts.aboveExpected : '',
      ]),
    ]),
  };
}
