import type { Download, Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** VolumeGraph's period options (the shared period selector's test ids). */
export type VolumeOption = 'day' | 'week' | 'month' | 'halfYear' | 'year' | 'any';

/** The two charts with a CSV download. */
export type VolumeChart = 'air-chart' | 'energy-chart';

/** VolumeGraph: air volume and power of a machine or a group of machines, per hour or day. */
export class VolumeGraphPage extends ShellScreen {
  /** The machine or group the screen is about, under the title. */
  readonly subject = this.page.getByTestId('volume-subject');

  /** The charts' box; data-bucket says 'hour' or 'day'. */
  readonly charts = this.page.getByTestId('volume-charts');

  chart(name: VolumeChart | 'specific-power-chart'): Locator {
    return this.page.getByTestId(`${name}-plot`);
  }

  /** The canvas a chart draws on, there once the chart has drawn. */
  chartCanvas(name: VolumeChart | 'specific-power-chart'): Locator {
    return this.chart(name).locator('canvas');
  }

  readonly legendItems = this.page.getByTestId('volume-legend-item');
  readonly summary = new DataTable(this.page.getByTestId('volume-summary'));

  /**
   * The summary's count per machine ('model/serial') of the period's hours or days flagged for specific
   * power above what the machine should reach at its loading.
   */
  async flaggedBuckets(): Promise<Map<string, number>> {
    const pairs = await this.summary.rows.evaluateAll((rows) =>
      rows.map((r) => [r.getAttribute('data-machine') ?? '', Number(r.getAttribute('data-above'))] as const),
    );
    return new Map(pairs);
  }

  /** Shown instead of the charts for a machine or group the user may not see. */
  readonly scopeMissing = this.page.getByTestId('volume-scope-missing');
  readonly empty = this.page.getByTestId('volume-empty');
  readonly month = this.page.getByTestId('volume-month');

  /** Opens VolumeGraph for one machine by its path (no router state). */
  async openMachine(modelId: string, serialNo: string, locale: Locale): Promise<void> {
    const m = encodeURIComponent(modelId);
    const s = encodeURIComponent(serialNo);
    await openPath(this.page, `/VolumeGraph/d/m/${m}/s/${s}/g`, locale);
  }

  /** Opens VolumeGraph for a plant's card group by its path: all (no group), 'unset' or a group id. */
  async openGroup(plant: string, group: string | undefined, locale: Locale): Promise<void> {
    const g = group === undefined ? '' : `/${encodeURIComponent(group)}`;
    await openPath(this.page, `/VolumeGraph/d/${encodeURIComponent(plant)}/m/s/g${g}`, locale);
  }

  /** Waits until the charts of the period in force are drawn (bucket 'hour' or 'day'). */
  async waitForCharts(bucket?: 'hour' | 'day'): Promise<void> {
    const charts = bucket
      ? this.page.locator(`[data-testid="volume-charts"][data-bucket="${bucket}"]`)
      : this.charts;
    await charts.waitFor();
    await this.chartCanvas('air-chart').waitFor();
  }

  /** Chooses a period option; half year and year ask for confirmation, which this accepts. */
  async choose(option: VolumeOption): Promise<void> {
    await this.page.getByTestId('period-preset').click();
    await this.page.getByTestId(`period-option-${option}`).click();
    if (option === 'halfYear' || option === 'year') await this.page.getByTestId('long-period-ok').click();
  }

  /** Types a month (YYYY-MM) into the month selector and commits it with Enter. */
  async chooseMonth(month: string): Promise<void> {
    await this.month.fill(month);
    await this.month.press('Enter');
  }

  /** Any period from..to (YYYY-MM-DD), shown with the Show button. */
  async chooseAnyPeriod(from: string, to: string): Promise<void> {
    await this.choose('any');
    for (const [id, value] of [
      ['period-from', from],
      ['period-to', to],
    ] as const) {
      const input = this.page.getByTestId(id);
      await input.fill(value);
      await input.press('Enter');
    }
    await this.page.getByTestId('period-apply').click();
  }

  /** Clicks a chart's CSV button and waits for the file. */
  async downloadCsv(chart: VolumeChart): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId(`${chart}-csv`).click(),
    ]);
    return download;
  }
}
