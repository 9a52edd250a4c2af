/**
 * The parts every sheet of the monthly report shares: the header block of rows 1-8, the heading row 9 and
 * data from row 10 (part 2 §9), the number formats, and the print setup (A4 landscape, one page wide).
 */
import type ExcelJS from 'exceljs';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import type { Labels } from './monthly-labels.ts';
import type { MonthlyReportInput } from './monthly-report-input.ts';

/** The row of the column headings; data starts on the next (part 2 §9: "Data starts at row 10"). */
export const HEADING_ROW = 9;
export const FIRST_DATA_ROW = 10;

/** Thousands separators everywhere; 1 decimal for m³, kWh and hours, 2 for kWh/m³. */
export const FORMATS = {
  air: '#,##0.0',
  energy: '#,##0.0',
  hours: '#,##0.0',
  count: '#,##0',
  average: '#,##0.0',
  specificPower: '#,##0.00',
  date: 'yyyy/mm/dd',
} as const;

const HEADING_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF4' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFB0B0B0' } };
export const CELL_BORDER: Partial<ExcelJS.Borders> = { top: THIN, left: THIN, bottom: THIN, right: THIN };

/** Rows 1-7: title, month, group, machines, time zone, units, generated at (row 8 stays empty). */
export function writeHeaderBlock(sheet: ExcelJS.Worksheet, input: MonthlyReportInput, labels: Labels): void {
  const ms = input.generatedAt.getTime();
  sheet.getCell('A1').value = `${labels.title} ${input.month}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const rows: [string, string | number][] = [
    [labels.month, input.month],
    [labels.group, input.groupName],
    [labels.machines, input.machines.length],
    [labels.timeZone, `${input.timeZone} (${deviceZoneLabel(ms, input.timeZone)})`],
    [labels.units, labels.unitsText],
    [labels.generatedAt, formatDeviceDateTime(ms, input.timeZone)],
  ];
  rows.forEach(([label, value], i) => {
    const row = sheet.getRow(i + 2);
    row.getCell(1).value = label;
    row.getCell(1).font = { bold: true };
    row.getCell(2).value = value;
    row.getCell(2).alignment = { horizontal: 'left' };
  });
}

/** Row 9: the column headings, wrapped, filled and bordered. */
export function writeHeadings(sheet: ExcelJS.Worksheet, headings: readonly (string | number)[]): void {
  const row = sheet.getRow(HEADING_ROW);
  headings.forEach((text, i) => {
    const cell = row.getCell(i + 1);
    cell.value = text;
    cell.font = { bold: true };
    cell.fill = HEADING_FILL;
    cell.border = CELL_BORDER;
    cell.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  });
  row.height = 32;
}

/** A4 (paper size 9) landscape, one page wide and as many pages tall as it takes. */
export const PRINT_SETUP: Partial<ExcelJS.PageSetup> = {
  paperSize: 9,
  orientation: 'landscape',
  fitToPage: true,
  fitToWidth: 1,
  fitToHeight: 0,
  margins: { left: 0.4, right: 0.4, top: 0.5, bottom: 0.5, header: 0.3, footer: 0.3 },
};

/** Headings stay in view and on every printed page; A4 landscape, one page wide. */
export function setUpSheet(sheet: ExcelJS.Worksheet, frozenColumns = 0): void {
  sheet.views = [{ state: 'frozen', xSplit: frozenColumns, ySplit: HEADING_ROW }];
  sheet.pageSetup = { ...PRINT_SETUP, printTitlesRow: `${HEADING_ROW}:${HEADING_ROW}` };
}

/** How a machine is named in a sheet or legend: the customer's number when set, and the serial. */
export function machineName(m: { customerMachineNo: string | null; serialNo: string }): string {
  return m.customerMachineNo ? `${m.customerMachineNo} (${m.serialNo})` : m.serialNo;
}
