/**
 * VolumeGraph's data shaping, pure: getSensorData's per-bucket sums of each machine (sv_air_volume m³,
 * sv_energy kWh) as one table of buckets × machines, the stacks the bar charts draw, each machine's
 * specific power per bucket and over the period against its rated value, and the rows of the two CSV files.
 *
 * Specific power (kW per m³/min) is computed from a bucket's sums (60 · kWh / m³, contracts
 * domain/air-volume.ts), never as a mean of finer figures; a bucket is flagged when it exceeds the rated
 * value by more than 10 %. A machine without rated data (the gateway) has no rated value and no flags.
 */
import {
  isAboveRatedSpecificPower,
  ratedSpecificPower,
  specificPower,
} from '@airsight/contracts/domain/air-volume';
import { ratedPerformanceOf } from '@airsight/contracts/models/performance';
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
}

export interface MachineSummary {
  airM3: number;
  energyKWh: number;
  /** Over the whole period, from its sums; undefined when the machine delivered no air. */
  specificPower: number | undefined;
  /** undefined for a model without rated data. */
  ratedSpecificPower: number | undefined;
  bucketsAboveRated: number;
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
  aboveRated: boolean[][];
  summaries: MachineSummary[];
}

/** Rated specific power of a model, kW per m³/min; undefined without rated data (the gateway). */
export function ratedSpecificPowerOf(modelId: string): number | undefined {
  const perf = ratedPerformanceOf(modelId);
  return perf && ratedSpecificPower(perf);
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
  const rated = machines.map((m) => ratedSpecificPowerOf(m.modelId));
  const specific = machines.map((_, i) =>
    buckets.map((_b, j) => specificPower(energy[i]![j] ?? Number.NaN, air[i]![j] ?? 0)),
  );
  const aboveRated = machines.map((_, i) =>
    specific[i]!.map((sp) => rated[i] !== undefined && isAboveRatedSpecificPower(sp, rated[i])),
  );
  const summaries = machines.map((_, i): MachineSummary => {
    const airM3 = roundSum(air[i]!.reduce<number>((a, v) => a + (v ?? 0), 0));
    const energyKWh = roundSum(energy[i]!.reduce<number>((a, v) => a + (v ?? 0), 0));
    return {
      airM3,
      energyKWh,
      specificPower: specificPower(energyKWh, airM3),
      ratedSpecificPower: rated[i],
      bucketsAboveRated: aboveRated[i]!.filter(Boolean).length,
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
    aboveRated,
    summaries,
  };
}

/**
 * Stacks for a bar chart: series k is the top of machine k's bar, the sum of machines 0..k. A machine
 * without a sum in a bucket draws nothing there (null) and adds nothing to the stack above it.
 */
export function stackedSeries(
  rows: readonly (readonly (number | null | undefined)[])[],
): (number | null)[][] {
  const running: number[] = [];
  return rows.map((row) =>
    row.map((value, b) => {
      if (value === null || value === undefined) return null;
      running[b] = (running[b] ?? 0) + value;
      return running[b];
    }),
  );
}

/**
 * The buckets of a row with a value whose neighbours have none: a line cannot show them, so a chart that
 * draws lines without markers still marks these.
 */
export function isolatedBuckets(row: readonly (number | null | undefined)[]): number[] {
  const has = (j: number) => row[j] !== null && row[j] !== undefined;
  const alone: number[] = [];
  for (let j = 0; j < row.length; j++) if (has(j) && !has(j - 1) && !has(j + 1)) alone.push(j);
  return alone;
}

export interface CsvTexts {
  /** Header of the time column, with the zone, e.g. 'Time (UTC+9)'. */
  time: string;
  total: string;
  /** e.g. '{machine}: specific power (kW/(m³/min))' */
  specificPowerOf: (machine: string) => string;
  aboveRatedOf: (machine: string) => string;
  /** The text of a flagged bucket, e.g. 'Above rated'. */
  aboveRated: string;
}

export interface CsvFile {
  header: CsvCell[];
  rows: CsvCell[][];
}

const sum3 = (v: number | null) => (v === null ? '' : csvDecimal(v, 3));

/** Discharge air volume: a row per bucket, a column per machine (m³) and the total. */
export function airCsv(table: VolumeTable, texts: CsvTexts): CsvFile {
  return {
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
 * its specific power in the bucket (2 decimals) and the flag when above rated by more than 10 %.
 */
export function energyCsv(table: VolumeTable, texts: CsvTexts): CsvFile {
  return {
    header: [
      texts.time,
      ...table.machines.map((m) => m.label),
      texts.total,
      ...table.machines.flatMap((m) => [texts.specificPowerOf(m.label), texts.aboveRatedOf(m.label)]),
    ],
    rows: table.buckets.map((b, j) => [
      b,
      ...table.energy.map((row) => sum3(row[j]!)),
      sum3(table.energyTotal[j]!),
      ...table.machines.flatMap((_, i) => {
        const sp = table.specific[i]![j];
        return [sp === undefined ? '' : csvDecimal(sp, 2), table.aboveRated[i]![j] ? texts.aboveRated : ''];
      }),
    ]),
  };
}
