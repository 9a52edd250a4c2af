/**
 * The graph sheet (part 2 §9): protected, holding two PNG images rendered on the server: the month's daily
 * air volume (bars stacked per machine) and energy (a line of all machines), and the same per month over
 * the report's month and the 11 before it.
 */
import type ExcelJS from 'exceljs';
import { STATUS_PALETTE, chartColour } from '@airsight/contracts/presentation/palette';
import { chartFontFamily, svgToPng } from './chart-png.ts';
import { barLineChartSvg, type BarLineChart, type ChartSeries } from './chart-svg.ts';
import type { Labels } from './monthly-labels.ts';
import { machineName, PRINT_SETUP } from './monthly-layout.ts';
import { daysByNumber } from './monthly-data-sheets.ts';
import { twelveMonths, type MonthlyReportInput, type ReportMonth } from './monthly-report-input.ts';

/** Excel's default row height in pixels (15 pt). */
const ROW_PIXELS = 20;

/** Per category the sum of the machines' values, null where no machine has one. */
function sumOf(rows: readonly (readonly (number | null)[])[], count: number): (number | null)[] {
  return Array.from({ length: count }, (_, i) => {
    const known = rows.map((r) => r[i]).filter((v): v is number => v !== null && v !== undefined);
    return known.length === 0 ? null : known.reduce((a, b) => a + b, 0);
  });
}

function chartOf(
  title: string,
  xTitle: string,
  categories: readonly string[],
  input: MonthlyReportInput,
  air: readonly (readonly (number | null)[])[],
  energy: readonly (readonly (number | null)[])[],
  labels: Labels,
): BarLineChart {
  const bars: ChartSeries[] = input.machines.map((m, i) => ({
    name: machineName(m),
    colour: chartColour(i),
    values: air[i]!,
  }));
  return {
    title,
    categories,
    xTitle,
    bars,
    barAxisTitle: labels.air,
    line: {
      name: labels.energyTotal,
      colour: STATUS_PALETTE.nearBlack,
      values: sumOf(energy, categories.length),
    },
    lineAxisTitle: labels.energy,
    fontFamily: chartFontFamily(input.locale),
  };
}

/** The two charts of the report as SVG descriptions (daily, then monthly). */
export function reportCharts(input: MonthlyReportInput, month: ReportMonth, labels: Labels): BarLineChart[] {
  const dayNumbers = Array.from({ length: month.days }, (_, i) => i + 1);
  const days = input.machines.map((m) => daysByNumber(month, m));
  const daily = chartOf(
    `${labels.dailyChart} ${input.month}`,
    labels.dayAxis,
    dayNumbers.map(String),
    input,
    days.map((d) => dayNumbers.map((n) => d.get(n)?.airM3 ?? null)),
    days.map((d) => dayNumbers.map((n) => d.get(n)?.energyKwh ?? null)),
    labels,
  );
  const months = twelveMonths(month);
  const totals = input.machines.map((m) => new Map(m.months.map((t) => [t.month, t])));
  const monthly = chartOf(
    labels.monthlyChart,
    labels.monthAxis,
    months.map((m) => m.replace('-', '/')),
    input,
    totals.map((t) => months.map((k) => t.get(k)?.airM3 ?? null)),
    totals.map((t) => months.map((k) => t.get(k)?.energyKwh ?? null)),
    labels,
  );
  return [daily, monthly];
}

export async function writeGraphSheet(
  workbook: ExcelJS.Workbook,
  sheet: ExcelJS.Worksheet,
  input: MonthlyReportInput,
  month: ReportMonth,
  labels: Labels,
): Promise<void> {
  sheet.getCell('A1').value = `${labels.title} ${input.month}`;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = `${labels.group}: ${input.groupName}`;
  // Each chart on a page of its own when printed: a page break under the first.
  let row = 3;
  reportCharts(input, month, labels).forEach((chart, i) => {
    const { svg, width, height } = barLineChartSvg(chart);
    const image = workbook.addImage({
      buffer: svgToPng(svg, chart.fontFamily) as unknown as ExcelJS.Buffer,
      extension: 'png',
    });
    sheet.addImage(image, { tl: { col: 0, row }, ext: { width, height }, editAs: 'oneCell' });
    row += Math.ceil(height / ROW_PIXELS) + 1;
    if (i === 0) sheet.getRow(row).addPageBreak();
    row += 1;
  });
  sheet.pageSetup = { ...PRINT_SETUP };
  // Password-less: the sheet is read-only for a reader, not a secret.
  await sheet.protect('', { selectLockedCells: true, selectUnlockedCells: true });
}
