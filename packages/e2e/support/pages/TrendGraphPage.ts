import type { Download, Locator } from 'playwright-core';
import { expect } from 'vitest';
import { openMachinePath, openPath, ShellScreen, type Locale } from './screen.ts';

export type TrendChartName = 'pressure' | 'temperature' | 'current' | 'load';
export type PeriodOption = 'day' | 'week' | 'month' | 'halfYear' | 'year' | 'any';

/** TrendGraph: the period controls, four charts with range limits and legends, zoom and the CSV. */
export class TrendGraphPage extends ShellScreen {
  readonly charts = this.page.getByTestId('trend-charts');

  /** Why there is no graph (machine unknown or not the user's, model without preset). */
  readonly refusal = this.page.getByTestId('trend-refusal');
  readonly machineName = this.page.getByTestId('machine-name');

  async goto(modelId: string, serialNo: string, locale?: Locale): Promise<void> {
    await openMachinePath(this.page, 'TrendGraph', modelId, serialNo, locale);
  }

  /** Opens the screen at a link's query (e.g. 'period=any&from=2026-03-01&to=2026-03-31') and waits for data. */
  async openAt(modelId: string, serialNo: string, query: string, locale?: Locale): Promise<void> {
    const path = `/TrendGraph/${encodeURIComponent(modelId)}/${encodeURIComponent(serialNo)}?${query}`;
    await openPath(this.page, path, locale);
    await this.waitForData();
  }

  /** Opens the screen and waits for its first data. */
  async open(modelId: string, serialNo: string, locale?: Locale): Promise<void> {
    await this.goto(modelId, serialNo, locale);
    await this.waitForData();
  }

  /** Waits until the charts show the answer for the range they are on. */
  async waitForData(): Promise<void> {
    await this.charts.and(this.page.locator('[data-state="ready"]')).waitFor();
  }

  /** The time range on the x axis (the period, or the zoomed range), in epoch milliseconds. */
  async shownRange(): Promise<{ fromMs: number; toMs: number }> {
    const from = await this.charts.getAttribute('data-from-ms');
    const to = await this.charts.getAttribute('data-to-ms');
    return { fromMs: Number(from), toMs: Number(to) };
  }

  // ---- period controls ----------------------------------------------------------------------------

  readonly presetSelect = this.page.getByTestId('period-preset');

  /** The options the period list offers, as their test ids' suffixes. */
  async periodOptions(): Promise<string[]> {
    await this.presetSelect.click();
    const ids = await this.page
      .locator('[data-testid^="period-option-"]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-testid')!.replace('period-option-', '')));
    await this.page.keyboard.press('Escape');
    return ids;
  }

  /** Chooses a period option; a long one opens the confirmation, which the caller answers. */
  async choosePeriod(option: PeriodOption): Promise<void> {
    await this.presetSelect.click();
    await this.page.getByTestId(`period-option-${option}`).click();
  }

  readonly fromField = this.page.getByTestId('period-from');
  readonly toField = this.page.getByTestId('period-to');

  /** The message under a date field ('' when none). */
  async fieldError(field: 'from' | 'to'): Promise<string> {
    const input = field === 'from' ? this.fromField : this.toField;
    const id = await input.getAttribute('aria-describedby');
    if (!id) return '';
    // MUI writes an empty helper text as a zero-width space.
    const text = (await this.page.locator(`[id="${id}"]`).textContent()) ?? '';
    return text.replace(/\u200b/g, '').trim();
  }

  /** Types into a date field as a user does (key by key) and leaves it with Tab. */
  async typeDate(field: 'from' | 'to', text: string): Promise<void> {
    const input = field === 'from' ? this.fromField : this.toField;
    await input.fill('');
    await input.pressSequentially(text);
    await input.press('Tab');
  }

  readonly applyButton = this.page.getByTestId('period-apply');

  /** The 366-day message under the period controls. */
  readonly periodError = this.page.getByTestId('period-error');
  readonly longPeriodDialog = this.page.getByTestId('long-period-dialog');

  async answerLongPeriod(answer: 'ok' | 'cancel'): Promise<void> {
    await this.page.getByTestId(`long-period-${answer}`).click();
    await this.longPeriodDialog.waitFor({ state: 'detached' });
  }

  // ---- charts ----------------------------------------------------------------------------------------

  chart(name: TrendChartName): Locator {
    return this.page.getByTestId(`chart-${name}`);
  }

  /** uPlot's plotting area of a chart (the canvas region, without the axes). */
  plotArea(name: TrendChartName): Locator {
    return this.page.getByTestId(`plot-${name}`).locator('.u-over');
  }

  limitInput(name: TrendChartName, which: 'min' | 'max'): Locator {
    return this.page.getByTestId(`limits-${name}-${which}`);
  }

  /** The limits of a chart's right axis (a sensor in another unit), shown while one of its sensors is. */
  rightLimitInput(name: TrendChartName, which: 'min' | 'max'): Locator {
    return this.page.getByTestId(`limits-${name}-right-${which}`);
  }

  /** The unit of a chart's right axis as drawn ('' without one). */
  async rightAxis(name: TrendChartName): Promise<string> {
    return (await this.page.getByTestId(`plot-${name}`).getAttribute('data-right-axis')) ?? '';
  }

  /** How many samples a chart draws as dots (no line reaches them), over its shown sensors. */
  async lonePoints(name: TrendChartName): Promise<number> {
    return Number(await this.page.getByTestId(`plot-${name}`).getAttribute('data-lone-points'));
  }

  /** The message over a chart whose sensors have no data in the range. */
  emptyMessage(name: TrendChartName): Locator {
    return this.page.getByTestId(`plot-${name}-empty`);
  }

  async limitError(name: TrendChartName): Promise<string> {
    const text = (await this.page.getByTestId(`limits-${name}-error`).textContent()) ?? '';
    return text.replace(/\u200b/g, '').trim();
  }

  async setLimits(name: TrendChartName, min: string, max: string): Promise<void> {
    await this.limitInput(name, 'min').fill(min);
    await this.limitInput(name, 'max').fill(max);
  }

  legendItem(sensorId: string): Locator {
    return this.page.getByTestId(`legend-${sensorId}`);
  }

  toggle(sensorId: string): Locator {
    return this.page.getByTestId(`toggle-${sensorId}`);
  }

  /** The value the legend shows for a sensor at the cursor ('' when none). */
  async legendValue(sensorId: string): Promise<string> {
    const value = this.legendItem(sensorId).getByTestId('legend-value');
    return (await value.count()) ? ((await value.textContent()) ?? '').trim() : '';
  }

  async cursorTime(name: TrendChartName): Promise<string> {
    return ((await this.chart(name).getByTestId('cursor-time').textContent()) ?? '').trim();
  }

  /** The x pixel (page coordinates) of a time on a chart, from the range the charts show. */
  async xOf(name: TrendChartName, timeMs: number): Promise<{ x: number; y: number }> {
    // The mouse reaches only what is in the viewport.
    await this.plotArea(name).scrollIntoViewIfNeeded();
    const box = await this.plotArea(name).boundingBox();
    expect(box).not.toBeNull();
    const { fromMs, toMs } = await this.shownRange();
    return {
      x: box!.x + ((timeMs - fromMs) / (toMs - fromMs)) * box!.width,
      y: box!.y + box!.height / 2,
    };
  }

  /** The y axis a chart is drawn with (what its range limits last validly said). */
  async yAxis(name: TrendChartName): Promise<{ min: number; max: number }> {
    const plot = this.page.getByTestId(`plot-${name}`);
    return {
      min: Number(await plot.getAttribute('data-y-min')),
      max: Number(await plot.getAttribute('data-y-max')),
    };
  }

  /**
   * Whether any pixel of a colour is drawn in a column of a chart's canvas (page x, ± 2 px): a line
   * crossing there, or not where it breaks.
   */
  async colourInColumn(name: TrendChartName, pageX: number, colour: string): Promise<boolean> {
    const canvas = this.page.getByTestId(`plot-${name}`).locator('canvas');
    const box = (await canvas.boundingBox())!;
    return canvas.evaluate(
      (element, { x, hex }) => {
        const c = element as HTMLCanvasElement;
        const scale = c.width / c.getBoundingClientRect().width;
        const context = c.getContext('2d')!;
        // Antialiased line pixels are the colour blended with white: their 'ink' (255 - channel) points
        // the same way as the colour's, only shorter. Grey grid lines and other colours point elsewhere.
        const want = [1, 3, 5].map((i) => 255 - parseInt(hex.slice(i, i + 2), 16));
        const wantLength = Math.hypot(...want);
        const left = Math.max(0, Math.round((x - 2) * scale));
        const { data } = context.getImageData(left, 0, Math.max(1, Math.round(4 * scale)), c.height);
        for (let i = 0; i < data.length; i += 4) {
          const ink = [255 - data[i]!, 255 - data[i + 1]!, 255 - data[i + 2]!];
          const length = Math.hypot(...ink);
          if (data[i + 3]! < 128 || length < 0.3 * wantLength) continue;
          const cosine =
            (ink[0]! * want[0]! + ink[1]! * want[1]! + ink[2]! * want[2]!) / (length * wantLength);
          if (cosine > 0.98) return true;
        }
        return false;
      },
      { x: pageX - box.x, hex: colour },
    );
  }

  /** Moves the mouse onto a chart at a time. */
  async hoverAt(name: TrendChartName, timeMs: number): Promise<void> {
    const { x, y } = await this.xOf(name, timeMs);
    await this.page.mouse.move(x, y);
  }

  /** Drags across a chart from one time to another (zoom). */
  async dragAcross(name: TrendChartName, fromMs: number, toMs: number): Promise<void> {
    const start = await this.xOf(name, fromMs);
    const end = await this.xOf(name, toMs);
    await this.page.mouse.move(start.x, start.y);
    await this.page.mouse.down();
    await this.page.mouse.move((start.x + end.x) / 2, start.y, { steps: 4 });
    await this.page.mouse.move(end.x, end.y, { steps: 4 });
    await this.page.mouse.up();
  }

  readonly zoomReset = this.page.getByTestId('zoom-reset');

  /** A zoom button beside the zoom line: in, out, or the zoomed range earlier or later. */
  zoomButton(step: 'in' | 'out' | 'earlier' | 'later'): Locator {
    return this.page.getByTestId(`zoom-${step}`);
  }

  /** The line above the charts: the zoomed range, or how to zoom. */
  readonly zoomState = this.page.getByTestId('zoom-state');
  readonly csvButton = this.page.getByTestId('trend-csv');

  async downloadCsv(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.csvButton.click()]);
    return download;
  }
}
