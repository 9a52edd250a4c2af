/**
 * MonthlyReport (part 2 §2, §5, §9): a group's machines, the daily air volume and power of a month and
 * the monthly ones of the month and the 11 before it, and the month's Excel file (monthlyReport_YYYY-MM.xlsx),
 * made by a report job that the page follows and then saves; for 'all', 'unset' from CompressorInfo's
 * button, and a group the user may not see (theGroupDoesNotExist). The portal of these specs runs the
 * worker role, so report jobs complete.
 */
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { calls } from '@airsight/contracts/http/calls';
import type { UserDeviceAuthority } from '@airsight/contracts/http/master-info';
import {
  CompressorInfoPage,
  getJson,
  MonthlyReportPage,
  REPORT_CHARTS,
  useBrowser,
} from '../support/pages/index.ts';
import { dictionary } from '../support/dictionary.ts';

const PLANT = 'acme-kawasaki';
const TOKYO = 'Asia/Tokyo';

/** The month (YYYY-MM) `count` months after the current one in Tokyo (before, when negative). */
function tokyoMonth(count: number): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TOKYO })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + count, 1));
  return d.toISOString().slice(0, 7);
}

function daysInMonth(month: string): number {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).getUTCDate();
}

/** The download is the month's workbook: its name, and a zip (an .xlsx) by its first bytes. */
async function expectWorkbook(download: Download, month: string): Promise<void> {
  expect(download.suggestedFilename()).toBe(`monthlyReport_${month}.xlsx`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
}

/** Each chart has its buckets (the month's days, or 12 months) drawn, or the screen says there is no data. */
async function expectCharts(report: MonthlyReportPage, month: string): Promise<void> {
  await report.waitForCharts();
  for (const chart of REPORT_CHARTS) {
    const buckets = chart.startsWith('daily') ? daysInMonth(month) : 12;
    await expect.poll(() => report.chart(chart).getAttribute('data-buckets')).toBe(String(buckets));
    await expect.poll(() => report.chart(chart).getAttribute('data-drawn-buckets')).toBe(String(buckets));
  }
}

/** POST /api/monthlyReportReserve requests of a page, as they happen. */
function countReservations(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === calls.monthlyReportReserve.path) {
      seen.count += 1;
    }
  });
  return seen;
}

describe('MonthlyReport', () => {
  const browser = useBrowser();

  async function signedIn(userId: string, locale = 'ja-JP') {
    const page = await browser.signedInPage(userId, locale, { timezoneId: TOKYO });
    return { page, report: new MonthlyReportPage(page) };
  }

  let plantMachines: UserDeviceAuthority[];

  beforeAll(async () => {
    const { page } = await signedIn(PLANT);
    plantMachines = (await getJson(page, calls.userDeviceAuthorities, { device_group_id: PLANT }))
      .user_device_authority_list;
    await page.context().close();
  });

  it("shows the plant's 'all' group: its machines, four charts of the previous month, another month, a bad month, the Excel file", async () => {
    const { page, report } = await signedIn(PLANT);
    const ja = dictionary('ja');
    // The URL of HomeConsumer's 'all' group header (groupLinks.ts).
    await report.open(PLANT, 'all', 'ja');
    await expect.poll(() => report.titleText()).toBe(ja.monthlyReport);
    const previous = tokyoMonth(-1);
    expect(await report.month.inputValue()).toBe(previous);
    await expect.poll(() => report.machines.rows.count()).toBe(plantMachines.length);
    const serials = await report.machines.rows.allTextContents();
    for (const m of plantMachines) {
      expect(serials.some((row) => row.includes(m.serial_no.split('_')[0]!))).toBe(true);
    }
    await expect.poll(() => report.legendItems.count()).toBe(plantMachines.length);
    await expectCharts(report, previous);

    // Another month with the field: six digits, normalised.
    const earlier = tokyoMonth(-2);
    await report.chooseMonth(earlier.replace('-', ''));
    await expect.poll(() => report.month.inputValue()).toBe(earlier);
    await expect.poll(() => new URL(page.url()).searchParams.get('month')).toBe(earlier);
    await expectCharts(report, earlier);

    // A month that does not exist: the field says so and the view stays.
    await report.chooseMonth('2026-13');
    await expect.poll(() => report.monthError()).toBe(ja.invalidDateEntered);
    expect(new URL(page.url()).searchParams.get('month')).toBe(earlier);

    await report.chooseMonth(previous);
    await expect.poll(() => report.monthError()).toBe('');
    await expectWorkbook(await report.downloadExcel(), previous);
    await page.context().close();
  });

  it("opens 'unset' with one machine from CompressorInfo's button", async () => {
    const { page, report } = await signedIn(PLANT);
    const machine = plantMachines[0]!;
    const info = new CompressorInfoPage(page);
    await info.open(machine.model_id, machine.serial_no, 'en');
    await info.openButton('MonthlyReport').click();
    await page.waitForURL(/\/MonthlyReport\/acme-kawasaki\/unset/);
    await expect.poll(() => report.machines.rows.count()).toBe(1);
    expect(await report.machines.rows.first().textContent()).toContain(machine.serial_no.split('_')[0]);
    await expectCharts(report, tokyoMonth(-1));
    await page.context().close();
  });

  it('says theGroupDoesNotExist for a group the user may not see, in Japanese and Chinese', async () => {
    const { page, report } = await signedIn(PLANT);
    for (const [locale, path] of [
      ['ja', ['tokai', 'all']],
      ['zh', ['tokai', 'all']],
      ['ja', [PLANT, '6a1f7e52-0000-4000-8000-000000000000']],
    ] as const) {
      await report.open(path[0], path[1], locale);
      await expect.poll(() => report.missing.textContent()).toBe(dictionary(locale).theGroupDoesNotExist);
      expect(await report.charts.count()).toBe(0);
      expect(await report.excelButton.count()).toBe(0);
    }
    await page.context().close();
  });

  it('offers the finished file again after the page is left and opened again, without a new reservation', async () => {
    const { page, report } = await signedIn(PLANT);
    const reservations = countReservations(page);
    const month = tokyoMonth(-3);
    await report.open(PLANT, 'all', 'en', month);
    await report.excelButton.waitFor();
    await expect.poll(() => report.file.getAttribute('data-phase')).toBe('idle');
    await expectWorkbook(await report.downloadExcel(), month);
    expect(reservations.count).toBe(1);

    // Leave the screen and come back: the reservation of this group and month is remembered.
    await page.goto('about:blank');
    await report.open(PLANT, 'all', 'en', month);
    await report.saveButton.waitFor();
    expect(await report.saveButton.textContent()).toContain(`monthlyReport_${month}.xlsx`);
    await expectWorkbook(await report.saveFinished(), month);
    expect(reservations.count).toBe(1);

    // Another month has no reservation of its own.
    await report.chooseMonth(tokyoMonth(-4));
    await expect.poll(() => report.file.getAttribute('data-phase')).toBe('idle');
    await page.context().close();
  });
});
