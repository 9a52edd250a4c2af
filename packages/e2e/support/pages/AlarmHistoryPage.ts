import type { Download, Locator } from 'playwright-core';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** AlarmHistory ('AlermHistory' in the path): the alarm records of a plant, a machine or a group. */
export class AlarmHistoryPage extends ShellScreen {
  get table(): Locator {
    return this.page.getByTestId('alarm-table');
  }

  /** Opens the records of a plant and waits until the table says how many rows it holds. */
  async openPlant(groupId: string, locale: Locale): Promise<void> {
    await openPath(this.page, `/AlermHistory/d/${encodeURIComponent(groupId)}/m/s/g`, locale);
    await this.page.locator('[data-testid="alarm-table"][data-row-count]').waitFor();
  }

  async downloadCsv(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('download-table-csv').click(),
    ]);
    return download;
  }
}
