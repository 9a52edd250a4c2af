import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@airsight/contracts/locales';
import { buildMonthlyWorkbook, monthlyReportFileName } from '../../src/reports/monthly-workbook.ts';
import {
  parseReportMonth,
  twelveMonths,
  type MonthlyReportDay,
  type MonthlyReportInput,
  type MonthlyReportMachine,
} from '../../src/reports/monthly-report-input.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A day of made-up but varied figures; every 7th day of the second machine is unknown. */
function dayOf(month: string, n: number, machine: number): MonthlyReportDay {
  const day = `${month}-${String(n).padStart(2, '0')}`;
  if (machine === 1 && n % 7 === 0) {
    return {
      day,
      airM3: null,
      energyKwh: null,
      runningHours: null,
      loadHours: null,
      starts: null,
      specificPowerKwhPerM3: null,
    };
  }
  const air = 1000 + n * 137.25 + machine * 5000;
  const energy = air * (0.1 + machine * 0.01) + n;
  return {
    day,
    airM3: air,
    energyKwh: energy,
    runningHours: 8 + (n % 5) * 1.5,
    loadHours: 6 + (n % 3),
    starts: (n % 4) + machine,
    specificPowerKwhPerM3: energy / air,
  };
}

function inputOf(month: string, days: number, locale: Locale = 'en'): MonthlyReportInput {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5));
  const months = Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + m - 1 - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
  const machine = (i: number, serialNo: string, customerMachineNo: string | null): MonthlyReportMachine => ({
    modelId: i === 0 ? 'OIL_INJECTION4' : 'OIL_FREE2',
    serialNo,
    customerMachineNo,
    unitName: i === 0 ? 'SAS-37 (37 kW)' : 'DSP-55 VSD',
    days: Array.from({ length: days }, (_, d) => dayOf(month, d + 1, i)),
    months: months.map((k, j) => ({
      month: k,
      airM3: 100_000 + j * 1000 * (i + 1),
      energyKwh: 12_000 + j * 100,
    })),
    maintenance: [],
  });
  const first = machine(0, 'SN-A1001', 'No.1 第一工場');
  const second = machine(1, 'SN-B2002', null);
  first.maintenance = [
    { day: `${month}-03`, serviceCode: 1, label: 'Commissioning' },
    { day: `${month}-03`, serviceCode: 2, label: 'Patrol (not listed)' },
    { day: `${month}-10`, serviceCode: 3, label: '3000h maintenance' },
    { day: `${month}-${days}`, serviceCode: 9, label: 'Patrol service cleanup' },
  ];
  second.maintenance = [
    { day: `${month}-05`, serviceCode: 4, label: 'Overhaul (air end)' },
    { day: `${month}-05`, serviceCode: 3, label: '6000h maintenance' },
    { day: `${month}-12`, serviceCode: 7, label: 'Emergency call (not listed)' },
    { day: `${month}-20`, serviceCode: 3, label: '12000h maintenance' },
  ];
  return {
    month,
    locale,
    groupName: 'Kawasaki plant',
    timeZone: 'Asia/Tokyo',
    generatedAt: new Date(Date.UTC(2026, 2, 1, 0, 30)),
    machines: [first, second],
  };
}

async function readBack(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  return workbook;
}

const february = inputOf('2026-02', 28);
const january = inputOf('2026-01', 31);
const febBook = readBack(await buildMonthlyWorkbook(february));
const janBook = readBack(await buildMonthlyWorkbook(january));

describe('monthly report workbook', () => {
  it('is named monthlyReport_YYYY-MM.xlsx', () => {
    expect(monthlyReportFileName('2026-02')).toBe('monthlyReport_2026-02.xlsx');
    expect(() => monthlyReportFileName('2026-13')).toThrow(RangeError);
  });

  it('charts the report month and the 11 before it, across a new year', () => {
    expect(twelveMonths(parseReportMonth('2026-01'))).toEqual([
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
    ]);
    expect(parseReportMonth('2028-02')).toEqual({ year: 2028, month: 2, days: 29 });
  });

  it.each([
    ['en', ['Maintenance records', 'Data list', 'Graphs', 'Summary'], 'Max'],
    ['ja', ['保守記録', 'データ一覧', 'グラフ', '集計'], '最大'],
    ['zh', ['维护记录', '数据列表', '图表', '汇总'], '最大值'],
  ] as const)('names its sheets and summary kinds in %s', async (locale, names, max) => {
    const book = await readBack(await buildMonthlyWorkbook(inputOf('2026-02', 28, locale)));
    expect(book.worksheets.map((s) => s.name)).toEqual(names);
    expect(book.worksheets[3]!.getCell('D10').value).toBe(max);
  });

  it.each([
    ['February 2026', february, febBook, 28],
    ['January 2026', january, janBook, 31],
  ] as const)(
    'lists every day of %s from row 10, machine by machine',
    async (_, input, bookPromise, days) => {
      const sheet = (await bookPromise).getWorksheet('Data list')!;
      expect(sheet.getCell('A1').value).toBe(`Monthly report ${input.month}`);
      expect(sheet.getCell('B2').value).toBe(input.month);
      expect(sheet.getCell('B3').value).toBe('Kawasaki plant');
      expect(sheet.getCell('B4').value).toBe(2);
      expect(sheet.getCell('B5').value).toBe('Asia/Tokyo (UTC+9)');
      expect(sheet.getCell('B7').value).toBe('2026/03/01 09:30:00');
      expect(sheet.getRow(9).values).toEqual([
        undefined,
        'Customer machine No.',
        'Unit',
        'Serial No.',
        'Date',
        'Air volume (m³)',
        'Energy (kWh)',
        'Running hours (h)',
        'Load hours (h)',
        'Starts',
        'Specific power (kWh/m³)',
      ]);
      expect(sheet.rowCount).toBe(9 + 2 * days);
      input.machines.forEach((m, i) => {
        for (let n = 1; n <= days; n++) {
          const row = sheet.getRow(10 + i * days + n - 1);
          const d = m.days[n - 1]!;
          expect(row.getCell(1).value).toBe(m.customerMachineNo ?? '');
          expect(row.getCell(2).value).toBe(m.unitName);
          expect(row.getCell(3).value).toBe(m.serialNo);
          expect(row.getCell(4).value).toEqual(new Date(`${d.day}T00:00:00Z`));
          const values = [
            d.airM3,
            d.energyKwh,
            d.runningHours,
            d.loadHours,
            d.starts,
            d.specificPowerKwhPerM3,
          ];
          values.forEach((v, k) => expect(row.getCell(5 + k).value ?? null).toBe(v));
        }
      });
      const row10 = sheet.getRow(10);
      expect([4, 5, 6, 7, 8, 9, 10].map((c) => row10.getCell(c).numFmt)).toEqual([
        'yyyy/mm/dd',
        '#,##0.0',
        '#,##0.0',
        '#,##0.0',
        '#,##0.0',
        '#,##0',
        '#,##0.00',
      ]);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 9 });
      expect(sheet.pageSetup).toMatchObject({ paperSize: 9, orientation: 'landscape', fitToWidth: 1 });
    },
  );

  it.each([
    ['February 2026', february, febBook, 28],
    ['January 2026', january, janBook, 31],
  ] as const)(
    'marks services 1, 3, 4 and 9 in 8 rows per machine, 31 days and a month total (%s)',
    async (_, input, bookPromise, days) => {
      const sheet = (await bookPromise).getWorksheet('Maintenance records')!;
      const heading = sheet.getRow(9);
      expect(heading.getCell(1).value).toBe('Machine');
      expect(heading.getCell(2).value).toBe('Service');
      for (let d = 1; d <= 31; d++) expect(heading.getCell(2 + d).value ?? '').toBe(d <= days ? d : '');
      expect(heading.getCell(34).value).toBe('Month total');

      const names = ['Commissioning', '3000/6000/12000h maintenance', 'Overhaul', 'Patrol service cleanup'];
      // [machine][code row] → the days marked.
      const expected = [
        [[3], [10], [], [days]],
        [[], [5, 20], [5], []],
      ];
      input.machines.forEach((m, i) => {
        const top = 10 + i * 8;
        expect(sheet.getCell(top, 1).value).toBe(
          [m.customerMachineNo, m.unitName, m.serialNo].filter(Boolean).join('\n'),
        );
        expected[i]!.forEach((marked, k) => {
          const row = sheet.getRow(top + k);
          expect(row.getCell(2).value).toBe(names[k]);
          for (let d = 1; d <= 31; d++) {
            expect(row.getCell(2 + d).value ?? null, `machine ${i} ${names[k]} day ${d}`).toBe(
              marked.includes(d) ? '●' : null,
            );
          }
          expect(row.getCell(34).value).toBe(marked.length);
        });
        const total = sheet.getRow(top + 4);
        expect(total.getCell(2).value).toBe('Total');
        const perDay = new Map<number, number>();
        for (const d of expected[i]!.flat()) perDay.set(d, (perDay.get(d) ?? 0) + 1);
        for (let d = 1; d <= 31; d++) expect(total.getCell(2 + d).value ?? null).toBe(perDay.get(d) ?? null);
        expect(total.getCell(34).value).toBe(expected[i]!.flat().length);
        expect(sheet.getCell(top + 5, 2).value).toBe('Work contents');
        const contents = String(sheet.getCell(top + 5, 3).value);
        expect(contents).not.toMatch(/not listed/);
        expect(contents).toBe(
          i === 0
            ? `3: Commissioning, 10: 3000h maintenance, ${days}: Patrol service cleanup`
            : '5: Overhaul (air end), 5: 6000h maintenance, 20: 12000h maintenance',
        );
      });
      // Nothing below the two machines' 16 rows.
      expect(sheet.rowCount).toBe(9 + 16);
    },
  );

  it('summarises each daily quantity per machine: max, min, average, total', async () => {
    const sheet = (await febBook).getWorksheet('Summary')!;
    const keys = [
      'airM3',
      'energyKwh',
      'runningHours',
      'loadHours',
      'starts',
      'specificPowerKwhPerM3',
    ] as const;
    february.machines.forEach((m, i) => {
      const known = m.days.filter((d) => d.airM3 !== null);
      expect(known).toHaveLength(i === 0 ? 28 : 24);
      const column = (key: (typeof keys)[number]) => known.map((d) => d[key]!);
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const expected = keys.map((key) => {
        const values = column(key);
        return {
          max: Math.max(...values),
          min: Math.min(...values),
          average:
            key === 'specificPowerKwhPerM3'
              ? sum(column('energyKwh')) / sum(column('airM3'))
              : sum(values) / values.length,
          total: key === 'specificPowerKwhPerM3' ? null : sum(values),
        };
      });
      (['max', 'min', 'average', 'total'] as const).forEach((kind, k) => {
        const row = sheet.getRow(10 + i * 4 + k);
        expect(row.getCell(3).value).toBe(m.serialNo);
        expect(row.getCell(4).value).toBe(['Max', 'Min', 'Average', 'Total'][k]);
        keys.forEach((key, q) => {
          const value = row.getCell(5 + q).value ?? null;
          const want = expected[q]![kind];
          if (want === null) expect(value, `${kind} ${key}`).toBeNull();
          else expect(value as number, `${kind} ${key}`).toBeCloseTo(want, 9);
        });
      });
    });
    expect(sheet.getRow(12).getCell(9).numFmt).toBe('#,##0.0'); // the average of starts
    expect(sheet.getRow(13).getCell(9).numFmt).toBe('#,##0');
    expect(sheet.rowCount).toBe(9 + 8);
  });

  it('has a protected graph sheet with the daily and the monthly chart as PNG images', async () => {
    for (const bookPromise of [febBook, janBook]) {
      const book = await bookPromise;
      const sheet = book.getWorksheet('Graphs')!;
      // ExcelJS reads <sheetProtection> into a field its types do not declare.
      const { sheetProtection } = sheet as unknown as { sheetProtection?: Record<string, unknown> };
      expect(sheetProtection).toMatchObject({ sheet: true });
      expect(sheetProtection).not.toHaveProperty('hashValue');
      const images = sheet.getImages();
      expect(images).toHaveLength(2);
      for (const image of images) {
        const media = book.getImage(Number(image.imageId));
        expect(media.extension).toBe('png');
        const png = Buffer.from(media.buffer as unknown as Uint8Array);
        expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        // Rendered at twice the 960 px the sheet shows it at.
        expect(png.readUInt32BE(16)).toBe(1920);
      }
      expect(images[0]!.range.tl.nativeRow).toBeLessThan(images[1]!.range.tl.nativeRow);
    }
  });

  it('refuses a day outside the month and an unknown zone', async () => {
    const outside = inputOf('2026-02', 28);
    outside.machines[0]!.days[0]!.day = '2026-03-01';
    await expect(buildMonthlyWorkbook(outside)).rejects.toThrow(/not a day of 2026-02/);
    await expect(buildMonthlyWorkbook({ ...february, timeZone: 'Mars/Base' })).rejects.toThrow(/time zone/);
  });
});

const soffice = spawnSync('sh', ['-c', 'command -v soffice && command -v pdftotext']).status === 0;

describe('monthly report workbook in LibreOffice', () => {
  it.skipIf(!soffice)(
    'opens without repair and prints every sheet (needs soffice and pdftotext: npm run setup:test-machine)',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'monthly-report-'));
      try {
        const file = path.join(dir, monthlyReportFileName('2026-02'));
        fs.writeFileSync(file, await buildMonthlyWorkbook(inputOf('2026-02', 28, 'ja')));
        const convert = spawnSync(
          'soffice',
          [
            `-env:UserInstallation=file://${dir}/profile`,
            '--headless',
            '--convert-to',
            'pdf',
            '--outdir',
            dir,
            file,
          ],
          { encoding: 'utf8', timeout: 120_000 },
        );
        expect(convert.status, convert.stderr).toBe(0);
        const pdf = path.join(dir, 'monthlyReport_2026-02.pdf');
        expect(fs.existsSync(pdf), convert.stdout + convert.stderr).toBe(true);
        const text = spawnSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).stdout;
        expect(text).toContain('SN-A1001');
        expect(text).toContain('SN-B2002');
        expect(text).toContain('月次レポート 2026-02');
        expect(text).toContain('第一工場');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    150_000,
  );
});
