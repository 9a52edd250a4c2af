/**
 * The maintenance records sheet (part 2 §9): only service codes 1, 3, 4 and 9; 8 rows per machine, 31 day
 * columns and a month-total column. Per machine (ours): the machine's name down column A; a row per code
 * with a mark on each day it was serviced and the month's count; a row of the day's counts and the
 * month's; three rows (merged) of the work contents, 'day: label' of each listed record. Day columns past
 * the month's last day are greyed and empty.
 */
import type ExcelJS from 'exceljs';
import type { Locale } from '@airsight/contracts/locales';
import { HISTORY_SERVICE_CODES } from '@airsight/contracts/presentation/service-codes';
import { serviceCodeName, type Labels } from './monthly-labels.ts';
import {
  CELL_BORDER,
  FIRST_DATA_ROW,
  FORMATS,
  setUpSheet,
  writeHeaderBlock,
  writeHeadings,
} from './monthly-layout.ts';
import { dayOfMonth, type MonthlyReportInput, type ReportMonth } from './monthly-report-input.ts';

export const ROWS_PER_MACHINE = 8;
export const DAY_COLUMNS = 31;
/** Column of day 1 (C); day d is column FIRST_DAY_COLUMN + d - 1, the month total follows day 31. */
export const FIRST_DAY_COLUMN = 3;
export const MONTH_TOTAL_COLUMN = FIRST_DAY_COLUMN + DAY_COLUMNS;
/** The text of a day on which a listed service was done. */
export const SERVICE_MARK = '●';

const NO_DAY_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9D9D9' } };

export function writeMaintenanceSheet(
  sheet: ExcelJS.Worksheet,
  input: MonthlyReportInput,
  month: ReportMonth,
  labels: Labels,
  locale: Locale,
): void {
  writeHeaderBlock(sheet, input, labels);
  writeHeadings(sheet, [
    labels.machine,
    labels.service,
    ...Array.from({ length: DAY_COLUMNS }, (_, i) => (i < month.days ? i + 1 : '')),
    labels.monthTotal,
  ]);
  sheet.columns = [
    { width: 22 },
    { width: 30 },
    ...Array.from({ length: DAY_COLUMNS }, () => ({ width: 4 })),
    { width: 9 },
  ];
  for (let d = month.days + 1; d <= DAY_COLUMNS; d++) {
    sheet.getRow(9).getCell(FIRST_DAY_COLUMN + d - 1).fill = NO_DAY_FILL;
  }

  input.machines.forEach((m, index) => {
    const top = FIRST_DATA_ROW + index * ROWS_PER_MACHINE;
    const listed = m.maintenance
      .map((s) => ({ ...s, n: dayOfMonth(month, s.day, `service day of ${m.serialNo}`) }))
      .filter((s) => HISTORY_SERVICE_CODES.includes(s.serviceCode))
      .sort((a, b) => a.n - b.n);

    const codeRows = HISTORY_SERVICE_CODES.map((code) => ({
      label: serviceCodeName(code, locale),
      counts: countsByDay(listed.filter((s) => s.serviceCode === code)),
      mark: true,
    }));
    const rows = [...codeRows, { label: labels.dayTotal, counts: countsByDay(listed), mark: false }];
    rows.forEach(({ label, counts, mark }, i) => {
      const row = sheet.getRow(top + i);
      row.getCell(2).value = label;
      for (let d = 1; d <= DAY_COLUMNS; d++) {
        const cell = row.getCell(FIRST_DAY_COLUMN + d - 1);
        cell.alignment = { horizontal: 'center' };
        if (d > month.days) cell.fill = NO_DAY_FILL;
        const count = counts.get(d);
        if (count) cell.value = mark ? SERVICE_MARK : count;
      }
      const total = row.getCell(MONTH_TOTAL_COLUMN);
      total.value = [...counts.values()].reduce((a, b) => a + b, 0);
      total.numFmt = FORMATS.count;
      if (!mark) row.font = { bold: true };
    });

    const contentsTop = top + rows.length;
    const contentsBottom = top + ROWS_PER_MACHINE - 1;
    sheet.mergeCells(contentsTop, 2, contentsBottom, 2);
    sheet.getCell(contentsTop, 2).value = labels.workContents;
    sheet.getCell(contentsTop, 2).alignment = { vertical: 'top' };
    sheet.mergeCells(contentsTop, FIRST_DAY_COLUMN, contentsBottom, MONTH_TOTAL_COLUMN);
    const contents = sheet.getCell(contentsTop, FIRST_DAY_COLUMN);
    contents.value = listed.map((s) => `${s.n}: ${s.label}`).join(', ');
    contents.alignment = { vertical: 'top', wrapText: true };

    sheet.mergeCells(top, 1, contentsBottom, 1);
    const name = sheet.getCell(top, 1);
    name.value = [m.customerMachineNo, m.unitName, m.serialNo].filter(Boolean).join('\n');
    name.alignment = { vertical: 'top', wrapText: true };
    name.font = { bold: true };

    for (let r = top; r <= contentsBottom; r++) {
      for (let c = 1; c <= MONTH_TOTAL_COLUMN; c++) sheet.getCell(r, c).border = CELL_BORDER;
    }
  });
  setUpSheet(sheet, 2);
}

function countsByDay(services: readonly { n: number }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of services) counts.set(s.n, (counts.get(s.n) ?? 0) + 1);
  return counts;
}
