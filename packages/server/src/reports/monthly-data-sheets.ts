/**
 * The data list (one row per machine and day of the month) and the summary (per machine the max, min,
 * average and total of each daily quantity) of the monthly report.
 */
import type ExcelJS from 'exceljs';
import type { Labels } from './monthly-labels.ts';
import {
  CELL_BORDER,
  FIRST_DATA_ROW,
  FORMATS,
  setUpSheet,
  writeHeaderBlock,
  writeHeadings,
} from './monthly-layout.ts';
import {
  dayOfMonth,
  type MonthlyReportDay,
  type MonthlyReportInput,
  type MonthlyReportMachine,
  type ReportMonth,
} from './monthly-report-input.ts';

type Quantity = 'airM3' | 'energyKwh' | 'runningHours' | 'loadHours' | 'starts' | 'specificPowerKwhPerM3';

/** The daily quantities in column order, with their heading and format. */
const QUANTITIES: readonly { key: Quantity; label: keyof Labels; format: string; width: number }[] = [
  { key: 'airM3', label: 'air', format: FORMATS.air, width: 15 },
  { key: 'energyKwh', label: 'energy', format: FORMATS.energy, width: 15 },
  { key: 'runningHours', label: 'runningHours', format: FORMATS.hours, width: 12 },
  { key: 'loadHours', label: 'loadHours', format: FORMATS.hours, width: 12 },
  { key: 'starts', label: 'starts', format: FORMATS.count, width: 10 },
  { key: 'specificPowerKwhPerM3', label: 'specificPower', format: FORMATS.specificPower, width: 15 },
];

const MACHINE_COLUMNS = [
  { label: 'customerMachineNo', width: 16 },
  { label: 'unitName', width: 18 },
  { label: 'serialNo', width: 14 },
] as const;

function writeMachineCells(row: ExcelJS.Row, m: MonthlyReportMachine): void {
  row.getCell(1).value = m.customerMachineNo ?? '';
  row.getCell(2).value = m.unitName;
  row.getCell(3).value = m.serialNo;
}

/** The header block, the headings (the machine's columns, `fourth`, the quantities) and the widths. */
function writeFrame(
  sheet: ExcelJS.Worksheet,
  input: MonthlyReportInput,
  labels: Labels,
  fourth: string,
): void {
  writeHeaderBlock(sheet, input, labels);
  writeHeadings(sheet, [
    ...MACHINE_COLUMNS.map((c) => labels[c.label]),
    fourth,
    ...QUANTITIES.map((q) => labels[q.label]),
  ]);
  sheet.columns = [
    ...MACHINE_COLUMNS.map((c) => ({ width: c.width })),
    { width: 12 },
    ...QUANTITIES.map((q) => ({ width: q.width })),
  ];
}

/** A row: the machine's cells, `fourth` (a day, a summary kind), each quantity's value (unknown: empty). */
function writeQuantityRow(
  row: ExcelJS.Row,
  m: MonthlyReportMachine,
  fourth: ExcelJS.CellValue,
  cellOf: (
    q: (typeof QUANTITIES)[number],
    index: number,
  ) => { value: number | null | undefined; format: string },
): void {
  writeMachineCells(row, m);
  row.getCell(4).value = fourth;
  QUANTITIES.forEach((q, i) => {
    const cell = row.getCell(5 + i);
    const { value, format } = cellOf(q, i);
    if (value !== null && value !== undefined) cell.value = value;
    cell.numFmt = format;
  });
  for (let c = 1; c <= 4 + QUANTITIES.length; c++) row.getCell(c).border = CELL_BORDER;
}

/** The machine's days by day of the month; throws for a day outside the month or given twice. */
export function daysByNumber(month: ReportMonth, m: MonthlyReportMachine): Map<number, MonthlyReportDay> {
  const days = new Map<number, MonthlyReportDay>();
  for (const d of m.days) {
    const n = dayOfMonth(month, d.day, `day of ${m.serialNo}`);
    if (days.has(n)) throw new RangeError(`Monthly report: day ${d.day} of ${m.serialNo} is given twice`);
    days.set(n, d);
  }
  return days;
}

/** Data list: rows 1-8 the header block, 9 the headings, from 10 every day of every machine. */
export function writeDataSheet(
  sheet: ExcelJS.Worksheet,
  input: MonthlyReportInput,
  month: ReportMonth,
  labels: Labels,
): void {
  writeFrame(sheet, input, labels, labels.date);
  let r = FIRST_DATA_ROW;
  for (const m of input.machines) {
    const days = daysByNumber(month, m);
    for (let n = 1; n <= month.days; n++, r++) {
      const row = sheet.getRow(r);
      const day = days.get(n);
      writeQuantityRow(row, m, new Date(Date.UTC(month.year, month.month - 1, n)), (q) => ({
        value: day?.[q.key],
        format: q.format,
      }));
      row.getCell(4).numFmt = FORMATS.date;
    }
  }
  setUpSheet(sheet, 4);
}

export type SummaryKind = 'max' | 'min' | 'average' | 'total';
export const SUMMARY_KINDS: readonly SummaryKind[] = ['max', 'min', 'average', 'total'];

/**
 * One quantity's summary over the days that have a value (unknown days count in none): undefined when no
 * day has one. Specific power is a ratio: its average is the month's energy over its air (of the days that
 * have both and some air), as a day's figure is its energy over its air, and it has no total.
 */
export function summaryOf(
  days: readonly MonthlyReportDay[],
  key: Quantity,
): Record<SummaryKind, number | undefined> {
  const values = days.map((d) => d[key]).filter((v): v is number => v !== null && Number.isFinite(v));
  if (values.length === 0) return { max: undefined, min: undefined, average: undefined, total: undefined };
  const total = values.reduce((a, b) => a + b, 0);
  if (key === 'specificPowerKwhPerM3') {
    const both = days.filter((d) => d.airM3 !== null && d.energyKwh !== null && d.airM3 > 0);
    const air = both.reduce((a, d) => a + d.airM3!, 0);
    const energy = both.reduce((a, d) => a + d.energyKwh!, 0);
    return {
      max: Math.max(...values),
      min: Math.min(...values),
      average: air > 0 ? energy / air : undefined,
      total: undefined,
    };
  }
  return { max: Math.max(...values), min: Math.min(...values), average: total / values.length, total };
}

/** Summary: rows 1-8 the header block, 9 the headings, from 10 four rows per machine (max, min, average, total). */
export function writeSummarySheet(
  sheet: ExcelJS.Worksheet,
  input: MonthlyReportInput,
  month: ReportMonth,
  labels: Labels,
): void {
  writeFrame(sheet, input, labels, labels.summaryKind);
  let r = FIRST_DATA_ROW;
  for (const m of input.machines) {
    const days = [...daysByNumber(month, m).values()];
    const summaries = QUANTITIES.map((q) => summaryOf(days, q.key));
    for (const kind of SUMMARY_KINDS) {
      writeQuantityRow(sheet.getRow(r++), m, labels[kind], (q, i) => ({
        value: summaries[i]![kind],
        format: q.key === 'starts' && kind === 'average' ? FORMATS.average : q.format,
      }));
    }
  }
  setUpSheet(sheet, 4);
}
