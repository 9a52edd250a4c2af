/**
 * The drive-data CSV of one machine (part 2 §9: "keeps the last 120 rows, has a BOM and quotes every
 * value, with one decimal for current, load state, auxiliary state, running time and total starts").
 * Pure: which sensors to ask for, over which period, and the rows of the file.
 *
 * Where the specification is silent, our choices:
 * - Columns: the date and time in the machine's zone, that zone's UTC offset on each row (a period may
 *   cross a summer-time change), then every measurement register of the model's register map in address
 *   order ("name (unit)" in the user's language, hidden-by-default trend sensors included: a file keeps
 *   every column), then running hours and total starts. Bit words are left out: their edges are in the
 *   alarm records and their event file.
 * - The one-decimal columns are the unscaled registers: current (A: motor 0012, and 0013 where it is the
 *   fan motor, an auxiliary), percent ("load state" 0014 and the auxiliary 0015, the inverter output
 *   where a model has it), and the two counters. "Auxiliary state" is read as these auxiliary registers;
 *   either reading gives the same file. Pressures and temperatures keep the decimals of the user's
 *   locale (part 2 §9), in the locale's unit. No grouping: a spreadsheet must read the numbers.
 * - Rows oldest first, the newest sample last: a file read down like a log, and charted as it is.
 * - A sample without a value for a register leaves its cell empty.
 */
import type { Locale } from '@airsight/contracts/locales';
import {
  RUNNING_HOURS_SENSOR_ID,
  START_COUNT_SENSOR_ID,
  registersForModel,
  type RegisterDef,
} from '@airsight/contracts/models/registers';
import { decimalsOf, localeSlot, rawToValue } from '@airsight/contracts/domain/values';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { SENSOR_DATA_MAX_SPAN_DAYS } from '@airsight/contracts/constants';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { csvDecimal, type CsvCell } from '../../lib/csv.ts';

/** Part 2 §9: the file keeps the machine's last 120 samples. */
export const DRIVE_DATA_ROWS = 120;

/** Decimals of current, load state, auxiliary state, running time and total starts (part 2 §9). */
export const DRIVE_DATA_COUNT_DECIMALS = 1;

const DAY_MS = 86_400_000;

/** The registers of the file, in column order: measurements by address, then the two counters. */
export function driveDataRegisters(modelId: string): RegisterDef[] {
  const regs = registersForModel(modelId);
  const counter = (sensorId: string) => regs.filter((r) => r.sensorId === sensorId);
  return [
    ...regs.filter((r) => r.kind === 'measurement'),
    ...counter(RUNNING_HOURS_SENSOR_ID),
    ...counter(START_COUNT_SENSOR_ID),
  ];
}

/** Current, load and auxiliary (percent) registers and the counters: one decimal; the rest their own. */
function decimalsIn(reg: RegisterDef, locale: Locale): number {
  if (reg.kind === 'double_word' || reg.quantity === 'current' || reg.quantity === 'percent') {
    return DRIVE_DATA_COUNT_DECIMALS;
  }
  return decimalsOf(reg, locale);
}

/**
 * The period to ask for: up to now, or up to the machine's newest sample when that is later (a clock
 * ahead of ours); for a machine silent for longer than one call may span, up to its newest sample, so
 * that its last samples are still found. It spans the longest period one call covers, on whole seconds
 * (the call's times have no fraction): the end rounded up, so that a sample at .5 s is inside.
 */
export function driveDataPeriod(nowMs: number, lastMeasureMs: number | undefined): { from: Date; to: Date } {
  const span = SENSOR_DATA_MAX_SPAN_DAYS * DAY_MS;
  let end = lastMeasureMs === undefined ? nowMs : Math.max(nowMs, lastMeasureMs);
  if (lastMeasureMs !== undefined && end - lastMeasureMs > span) end = lastMeasureMs;
  const to = Math.ceil(end / 1000) * 1000;
  return { from: new Date(to - span), to: new Date(to) };
}

/** The part of a getSensorData answer for one machine that the file reads (contracts MachineSensorData). */
export interface DriveDataSeries {
  timeList?: ReadonlyArray<{
    sensorId: string;
    dataList?: ReadonlyArray<{ measureTime: string; data: number }> | null;
  }> | null;
}

export interface DriveDataHeaders {
  dateTime: string;
  utcOffset: string;
}

/** Header and rows of the file: the newest DRIVE_DATA_ROWS samples, oldest first. */
export function driveDataCsv(
  modelId: string,
  data: DriveDataSeries | null | undefined,
  timeZone: string | null | undefined,
  locale: Locale,
  headers: DriveDataHeaders,
): { header: CsvCell[]; rows: CsvCell[][] } {
  const slot = localeSlot(locale);
  const regs = driveDataRegisters(modelId);
  const header: CsvCell[] = [
    headers.dateTime,
    headers.utcOffset,
    ...regs.map((r) => {
      const unit = r.unit?.[slot] ?? (r.sensorId === RUNNING_HOURS_SENSOR_ID ? 'h' : '');
      return unit ? `${r.name[slot]} (${unit})` : r.name[slot];
    }),
  ];

  // One row per measure time, whatever sensors had a value then.
  const samples = new Map<number, Map<string, number>>();
  for (const series of data?.timeList ?? []) {
    for (const point of series.dataList ?? []) {
      const ms = apiTimeToMs(point.measureTime);
      if (ms === undefined) continue;
      let values = samples.get(ms);
      if (!values) samples.set(ms, (values = new Map()));
      values.set(series.sensorId, point.data);
    }
  }
  const times = [...samples.keys()].sort((a, b) => a - b).slice(-DRIVE_DATA_ROWS);

  const rows = times.map((ms): CsvCell[] => {
    const values = samples.get(ms)!;
    return [
      formatDeviceDateTime(ms, timeZone),
      deviceZoneLabel(ms, timeZone),
      ...regs.map((reg) => {
        const value = rawToValue(reg, values.get(reg.sensorId), locale);
        return value === undefined ? '' : csvDecimal(value, decimalsIn(reg, locale));
      }),
    ];
  });
  return { header, rows };
}
