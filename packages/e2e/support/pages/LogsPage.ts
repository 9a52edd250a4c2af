import fs from 'node:fs';
import type { Download } from 'playwright-core';
import { readCsvRows } from '@airsight/contracts/format/csv';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** Logs (part 1 §2, §5; the special administrator only): the search fields and the CSV download. */
export class LogsPage extends ShellScreen {
  readonly userId = this.page.getByTestId('logs-user-id');
  readonly deviceGroupName = this.page.getByTestId('logs-device-group-name');
  readonly from = this.page.getByTestId('logs-from');
  readonly to = this.page.getByTestId('logs-to');
  readonly downloadButton = this.page.getByTestId('logs-download');
  /** After a download: how many entries the file holds (or that it was cut). */
  readonly result = this.page.getByTestId('logs-result');

  async open(locale: Locale): Promise<void> {
    await openPath(this.page, '/Logs', locale);
    await this.downloadButton.waitFor();
  }

  /** The message under a date-time field (MUI links it by aria-describedby; its blank is a zero-width space). */
  async messageOf(field: 'from' | 'to'): Promise<string> {
    const id = await (field === 'from' ? this.from : this.to).getAttribute('aria-describedby');
    const text = id ? await this.page.locator(`[id="${id}"]`).textContent() : '';
    return (text ?? '').replace(/\u200b/g, '').trim();
  }

  /** Fills the search; a date-time as the datetime-local input takes it ('YYYY-MM-DDTHH:mm'). */
  async search(fields: {
    userId?: string;
    deviceGroupName?: string;
    from?: string;
    to?: string;
  }): Promise<void> {
    if (fields.userId !== undefined) await this.userId.fill(fields.userId);
    if (fields.deviceGroupName !== undefined) await this.deviceGroupName.fill(fields.deviceGroupName);
    if (fields.from !== undefined) await this.from.fill(fields.from);
    if (fields.to !== undefined) await this.to.fill(fields.to);
  }

  /** Downloads the log: the file's suggested name and its rows (header first), without the BOM. */
  async download(): Promise<{ name: string; rows: string[][] }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton.click()]);
    return { name: download.suggestedFilename(), rows: await rowsOf(download) };
  }
}

async function rowsOf(download: Download): Promise<string[][]> {
  const text = fs.readFileSync(await download.path(), 'utf8');
  return readCsvRows(text.replace(/^\uFEFF/, ''));
}
