import type { Download, Locator } from 'playwright-core';
import { openMachinePath, ShellScreen, type Locale } from './screen.ts';

/** The card's texts, and the counters under the readings. */
export type InfoField =
  | 'machine-number'
  | 'machine-model'
  | 'customer-machine-number'
  | 'last-measurement'
  | 'counter-runningHours'
  | 'counter-startCount'
  | 'nonexistent-message';

export type CardLamp = 'start' | 'emergency' | 'load' | 'caution' | 'local' | 'maintenance';

/** The buttons that open the machine's other screens. */
export type InfoTarget =
  'TrendGraph' | 'VolumeGraph' | 'MaintenanceHistory' | 'MonthlyReport' | 'AlarmHistory' | 'AlarmMailSetting';

/** CompressorInfo: one machine's card, lamps, readings and bit lists. */
export class CompressorInfoPage extends ShellScreen {
  readonly info = this.page.getByTestId('compressor-info');

  /** The machine card at the top (absent for a machine the user may not see). */
  readonly card = this.page.getByTestId('machine-card');

  /** Goes to the machine's screen without waiting for anything on it. */
  async goto(modelId: string, serialNo: string, locale: Locale): Promise<void> {
    await openMachinePath(this.page, 'CompressorInfo', modelId, serialNo, locale);
  }

  async open(modelId: string, serialNo: string, locale: Locale): Promise<void> {
    await this.goto(modelId, serialNo, locale);
    await this.info.waitFor();
  }

  /** Says that the machine is disconnected and for how long; absent while it is connected. */
  readonly disconnectedNotice = this.page.getByTestId('disconnected-notice');

  field(name: InfoField): Locator {
    return this.page.getByTestId(name);
  }

  async fieldText(name: InfoField): Promise<string> {
    return ((await this.field(name).textContent()) ?? '').trim();
  }

  /** The row of a reading (its name, value and unit). */
  reading(sensorId: string): Locator {
    return this.page.getByTestId(`reading-${sensorId}`);
  }

  /** A reading's value and unit as shown. */
  async readingOf(sensorId: string): Promise<{ value: string; unit: string }> {
    const row = this.reading(sensorId);
    return {
      value: ((await row.getByTestId('reading-value').textContent()) ?? '').trim(),
      unit: ((await row.getByTestId('reading-unit').textContent()) ?? '').trim(),
    };
  }

  cardLamp(lamp: CardLamp): Locator {
    return this.page.getByTestId(`card-lamp-${lamp}`);
  }

  /** The named bits of a register's list ('error1', ...). */
  bitList(name: string): Locator {
    return this.page.getByTestId(`bit-list-${name}`).locator('li');
  }

  /** One bit's lamp: register address ('0024') and bit number. */
  bitLamp(register: string, bit: number): Locator {
    return this.page.getByTestId(`bit-lamp-${register}-${bit}`);
  }

  openButton(target: InfoTarget): Locator {
    return this.page.getByTestId(`open-${target}`);
  }

  /** The button that saves the machine's last samples as a CSV file (drive data, part 2 §9). */
  readonly driveDataButton = this.page.getByTestId('download-drive-data-csv');

  /** Clicks the drive-data button once it can be used, and waits for the file. */
  async downloadDriveData(): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.driveDataButton.click()]);
    return download;
  }
}
