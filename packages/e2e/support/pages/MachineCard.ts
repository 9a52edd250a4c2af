import type { Locator } from 'playwright-core';
import { ScreenPart } from './page-object.ts';

/** What a machine card shows, as data attributes and inline style (part 1 §4). */
export interface ShownCard {
  serial: string;
  model: string;
  state: string;
  border: string;
  borderWidth: string;
}

export type AlarmLevel = 'emergency' | 'caution' | 'maintenance';

/** One machine card of HomeConsumer: a link to the machine's information, bordered by its status. */
export class MachineCard extends ScreenPart {
  /** The unit number, the model and the customer's machine number, as written on the card. */
  readonly unit = this.root.getByTestId('machine-card-unit');
  readonly model = this.root.getByTestId('machine-card-model');
  readonly number = this.root.getByTestId('machine-card-number');
  readonly picture = this.root.getByTestId('machine-picture');
  readonly signalIcon = this.root.getByTestId('signal-icon');
  readonly cogIcon = this.root.getByTestId('cog-icon');

  /** The maintenance notice's icon (there only for a machine with a maintenance status). */
  readonly maintenanceIcon = this.root.getByTestId('maintenance-notice-icon');

  /** The maintenance icon's name (its SVG title): the status and the forecast of the next service. */
  async maintenanceIconName(): Promise<string | null> {
    return this.maintenanceIcon.locator('title').textContent();
  }

  alarmIcon(level: AlarmLevel): Locator {
    return this.root.getByTestId(`alarm-icon-${level}`);
  }

  /** The alarm letters (E, C, M) in the card's text. */
  async alarmLetters(): Promise<string[]> {
    return this.root.locator('.mc-alarm').allTextContents();
  }

  /** The status the card is drawn in (data-state). */
  async state(): Promise<string | null> {
    return this.root.getAttribute('data-state');
  }

  async borderColor(): Promise<string> {
    return this.root.evaluate((el) => (el as HTMLElement).style.borderColor);
  }

  /** The picture's opacity as drawn ('0.5' when dimmed). */
  async pictureOpacity(): Promise<string> {
    return this.picture.evaluate((el) => getComputedStyle(el).opacity);
  }

  /** The running animation of an alarm icon ('none' when steady). */
  async iconAnimation(level: AlarmLevel): Promise<string> {
    return this.alarmIcon(level).evaluate((el) => getComputedStyle(el).animationName);
  }

  /** The card's accessible name. */
  async name(): Promise<string> {
    return (await this.root.getAttribute('aria-label')) ?? '';
  }
}
