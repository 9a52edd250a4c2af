/**
 * The monthly report's Excel workbook (part 2 §9: monthlyReport_YYYY-MM.xlsx, "based on a template with
 * sheets for maintenance records, data list, graph and summary"). The template is this declarative
 * layout in the repository rather than an .xlsx file: the sheets' rows and columns in
 * monthly-maintenance-sheet.ts, monthly-data-sheets.ts and monthly-graph-sheet.ts, the shared header
 * block, formats and print setup in monthly-layout.ts, every text in monthly-labels.ts. Pure: the input
 * (monthly-report-input.ts) holds all it writes, the time of writing included.
 */
import ExcelJS from 'exceljs';
import { reportLabels } from './monthly-labels.ts';
import { parseReportMonth, type MonthlyReportInput } from './monthly-report-input.ts';
import { writeDataSheet, writeSummarySheet } from './monthly-data-sheets.ts';
import { writeGraphSheet } from './monthly-graph-sheet.ts';
import { writeMaintenanceSheet } from './monthly-maintenance-sheet.ts';
import { knownTimeZone } from '@airsight/contracts/format/date-time';

/** The file's name (part 2 §9): monthlyReport_YYYY-MM.xlsx. */
export function monthlyReportFileName(month: string): string {
  parseReportMonth(month);
  return `monthlyReport_${month}.xlsx`;
}

/** The workbook as the bytes of an .xlsx file; throws a RangeError for a month, day or zone that is not. */
export async function buildMonthlyWorkbook(input: MonthlyReportInput): Promise<Buffer> {
  const month = parseReportMonth(input.month);
  if (!knownTimeZone(input.timeZone)) {
    throw new RangeError(`Monthly report: unknown time zone '${input.timeZone}'`);
  }
  const labels = reportLabels(input.locale);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'AirSight';
  workbook.created = input.generatedAt;
  workbook.modified = input.generatedAt;

  writeMaintenanceSheet(workbook.addWorksheet(labels.maintenanceSheet), input, month, labels, input.locale);
  writeDataSheet(workbook.addWorksheet(labels.dataSheet), input, month, labels);
  await writeGraphSheet(workbook, workbook.addWorksheet(labels.graphSheet), input, month, labels);
  writeSummarySheet(workbook.addWorksheet(labels.summarySheet), input, month, labels);

  return Buffer.from(await workbook.xlsx.writeBuffer());
}
