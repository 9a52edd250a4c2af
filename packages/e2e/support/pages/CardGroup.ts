import type { Locator } from 'playwright-core';
import { MachineCard, type ShownCard } from './MachineCard.ts';
import { ScreenPart } from './page-object.ts';

/** The buttons in a card group's header, each opening a screen for the group's machines. */
export type GroupAction = 'volume-graph' | 'alarm-history' | 'monthly-report' | 'alarm-mail-setting';

/** A folding group of HomeConsumer's cards: 'all', a user-defined group (`group-<id>`) or 'unset'. */
export class CardGroup extends ScreenPart {
  readonly name = this.root.getByTestId('card-group-name');

  /** The machine count in the header ("12 machines"). */
  readonly count = this.root.getByTestId('card-group-count');
  readonly toggle = this.root.getByTestId('card-group-toggle');
  readonly cards = this.root.getByTestId('machine-card');

  /** The maintenance notices' icons of the group's cards. */
  readonly maintenanceIcons = this.root.getByTestId('maintenance-notice-icon');

  card(serialNo: string): MachineCard {
    return new MachineCard(this.root.locator(`[data-testid="machine-card"][data-serial="${serialNo}"]`));
  }

  button(action: GroupAction): Locator {
    return this.root.getByTestId(`group-${action}`);
  }

  /** The machine count the header gives, as a number (its data-count). */
  async shownCount(): Promise<number> {
    return Number((await this.count.getAttribute('data-count')) ?? Number.NaN);
  }

  async isExpanded(): Promise<boolean> {
    return (await this.toggle.getAttribute('aria-expanded')) === 'true';
  }

  /** Every card drawn in the group, as it looks. */
  async shownCards(): Promise<ShownCard[]> {
    return this.cards.evaluateAll((cards) =>
      cards.map((c) => {
        const el = c as HTMLElement;
        return {
          serial: el.dataset.serial ?? '',
          model: el.dataset.model ?? '',
          state: el.dataset.state ?? '',
          border: el.style.borderColor,
          borderWidth: el.style.borderWidth,
        };
      }),
    );
  }
}
