import type { Download, Locator } from 'playwright-core';
import { buildPath } from '@airsight/contracts/routes';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** The four charts of the monthly report. */
export type ReportChart = 'daily-air' | 'daily-energy' | 'monthly-air' | 'monthly-energy';

export const REPORT_CHARTS: readonly ReportChart[] = [
  'daily-air',
  'daily-energy',
  'monthly-air',
  'monthly-energy',
];

/** MonthlyReport: a group's machines, daily and monthly charts of a month, and its Excel file. */
export class MonthlyReportPage extends ShellScreen {
  readonly month = this.page.getByTestId('report-month');
  readonly machines = new DataTable(this.page.getByTestId('report-machines'));
  readonly legendItems = this.page.getByTestId('report-legend').locator('li');
  readonly charts = this.page.getByTestId('report-charts');
  readonly empty = this.page.getByTestId('report-empty');
  /** Shown instead of everything for a group the user may not see. */
  readonly missing = this.page.getByTestId('report-missing');

  /** The Excel file's part; data-phase says idle, preparing, done or failed. */
  readonly file = this.page.getByTestId('report-file');
  readonly excelButton = this.page.getByTestId('report-excel');
  /** The button that saves a finished file. */
  readonly saveButton = this.page.getByTestId('report-save');
  readonly progress = this.page.getByTestId('report-progress');

  chart(name: ReportChart): Locator {
    return this.page.getByTestId(`${name}-chart-plot`);
  }

  /** Opens the report of a plant's group ('all', 'unset' or a group id), optionally of a month. */
  async open(plant: string, group: string, locale: Locale, month?: string): Promise<void> {
    const path = buildPath('MonthlyReport', { device_group_id: plant, group_id: group });
    await openPath(this.page, month ? `${path}?month=${month}` : path, locale);
  }

  /** Waits until the four charts are drawn. */
  async waitForCharts(): Promise<void> {
    for (const chart of REPORT_CHARTS) await this.chart(chart).locator('canvas').waitFor();
  }

  /** Types a month into the month field and commits it with Enter. */
  async chooseMonth(text: string): Promise<void> {
    await this.month.fill(text);
    await this.month.press('Enter');
  }

  /** The month field's message under it ('' when none; MUI keeps the line with a zero-width space). */
  async monthError(): Promise<string> {
    const id = await this.month.getAttribute('aria-describedby');
    if (!id) return '';
    return ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '').replace(/\u200B/g, '').trim();
  }

  /** Reserves the file and waits for the download the page starts once the file is done. */
  async downloadExcel(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download', { timeout: 60_000 }),
      this.excelButton.click(),
    ]);
    return download;
  }

  /** Saves a finished file with its button. */
  async saveFinished(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.saveButton.click()]);
    return download;
  }
}
