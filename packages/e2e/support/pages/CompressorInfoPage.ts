import type { Locator } from 'playwright-core';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** CompressorInfo: one machine's card, lamps, readings and bit lists. */
export class CompressorInfoPage extends ShellScreen {
  get info(): Locator {
    return this.page.getByTestId('compressor-info');
  }

  async open(modelId: string, serialNo: string, locale: Locale): Promise<void> {
    await openPath(
      this.page,
      `/CompressorInfo/${encodeURIComponent(modelId)}/${encodeURIComponent(serialNo)}`,
      locale,
    );
    await this.info.waitFor();
  }

  reading(sensorId: string): Locator {
    return this.page.getByTestId(`reading-${sensorId}`);
  }
}
