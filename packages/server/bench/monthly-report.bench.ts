/**
 * The monthly report's workbook of a 50-machine group (docs/monthly-report.md): buildMonthlyWorkbook of a
 * month of days and 12 month totals per machine, charts rendered, in Japanese; beside it a plain ExcelJS
 * workbook of the same values without styles or charts, the floor of writing that many cells. Medians of
 * RUNS runs, peak RSS printed. The data's reading from PostgreSQL is not in this figure yet.
 */
import ExcelJS from 'exceljs';
import { buildMonthlyWorkbook } from '../src/reports/monthly-workbook.ts';
import type { MonthlyReportInput } from '../src/reports/monthly-report-input.ts';
import type { BenchResult } from './types.ts';

const MACHINES = 50;
const RUNS = 3;

function input(): MonthlyReportInput {
  const months = Array.from({ length: 12 }, (_, i) => {
    const m = ((9 + i) % 12) + 1; // November 2025 .. October 2026
    return {
      month: `${m >= 11 ? 2025 : 2026}-${String(m).padStart(2, '0')}`,
      airM3: 90_000 + i,
      energyKwh: 15_000,
    };
  });
  return {
    month: '2026-10',
    locale: 'ja',
    groupName: 'アクメ工業 川崎工場',
    timeZone: 'Asia/Tokyo',
    generatedAt: new Date('2026-11-01T00:00:00Z'),
    machines: Array.from({ length: MACHINES }, (_, i) => ({
      modelId: 'OIL_INJECTION2',
      serialNo: `A${1500 + i}-0101_C10042`,
      customerMachineNo: `${i + 1}号機`,
      unitName: 'SAI-37',
      days: Array.from({ length: 31 }, (_, d) => ({
        day: `2026-10-${String(d + 1).padStart(2, '0')}`,
        airM3: 3000 + ((d * 37 + i * 11) % 900),
        energyKwh: 480 + ((d * 13 + i) % 90),
        runningHours: 20,
        loadHours: 14.5,
        starts: 3,
        specificPowerKwhPerM3: 0.16,
      })),
      months,
      maintenance: [{ day: '2026-10-05', serviceCode: 3, label: '定期点検' }],
    })),
  };
}

async function plain(data: MonthlyReportInput): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('data');
  for (const m of data.machines) {
    for (const d of m.days) {
      sheet.addRow([
        m.customerMachineNo,
        m.unitName,
        m.serialNo,
        d.day,
        d.airM3,
        d.energyKwh,
        d.runningHours,
        d.loadHours,
        d.starts,
        d.specificPowerKwhPerM3,
      ]);
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function run(): Promise<BenchResult[]> {
  const data = input();
  await buildMonthlyWorkbook(data); // warm-up: fonts and modules load once per process
  const work: number[] = [];
  const base: number[] = [];
  let bytes = 0;
  let peakRss = 0;
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    bytes = (await buildMonthlyWorkbook(data)).length;
    work.push(performance.now() - t);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    t = performance.now();
    await plain(data);
    base.push(performance.now() - t);
  }
  return [
    {
      name: `monthly report workbook, ${MACHINES} machines x 31 days + 12 months, charts, ja (${(bytes / 1e6).toFixed(2)} MB; peak RSS ${(peakRss / 1e6).toFixed(0)} MB), median of ${RUNS}`,
      value: Math.round(median(work)),
      unit: 'ms',
      spread: { min: Math.round(Math.min(...work)), max: Math.round(Math.max(...work)) },
      budget: '<= 5000',
      baseline: {
        name: 'a plain ExcelJS workbook of the same values',
        value: Math.round(median(base)),
        unit: 'ms',
      },
    },
  ];
}
