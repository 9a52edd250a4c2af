import type { Download, Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openMachinePath, ShellScreen, type Locale } from './screen.ts';

/** MaintenanceHistory: the machine's identity and the table of its service reports with their PDFs. */
export class MaintenanceHistoryPage extends ShellScreen {
  readonly machineName = this.page.getByTestId('machine-name');
  readonly customerMachineNumber = this.page.getByTestId('customer-machine-number');
  readonly model = this.page.getByTestId('machine-model');

  /** Shown instead of the table for a machine that does not exist or is not the user's. */
  readonly refusal = this.page.getByTestId('history-refusal');
  readonly table = new DataTable(this.page.getByTestId('maintenance-history-table'));

  /** The running-hours cells (the fourth column) of the rows shown. */
  readonly runningHourCells = this.table.rows.locator('td:nth-child(4)');

  async goto(modelId: string, serialNo: string, locale?: Locale): Promise<void> {
    await openMachinePath(this.page, 'MaintenanceHistory', modelId, serialNo, locale);
  }

  /** Opens the screen and waits for the table. */
  async open(modelId: string, serialNo: string, locale?: Locale): Promise<void> {
    await this.goto(modelId, serialNo, locale);
    await this.table.root.waitFor();
  }

  /** The PDF button of a report (row key: the report id). */
  pdfButton(reportId: string): Locator {
    return this.table.row(reportId).getByTestId('report-pdf');
  }

  /** Clicks a report's PDF button and waits for the file. */
  async downloadPdf(reportId: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.pdfButton(reportId).click(),
    ]);
    return download;
  }
}
