import type { Locator } from 'playwright-core';
import type { FleetDevicesResponse } from '@airsight/contracts/http/fleet';
import { calls } from '@airsight/contracts/http/calls';
import { nextAnswer } from './api.ts';
import { CardGroup, type GroupAction } from './CardGroup.ts';
import { MachineCard } from './MachineCard.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** HomeConsumer: the machine cards of a plant, in groups. */
export class HomeConsumerPage extends ShellScreen {
  readonly cards = this.page.getByTestId('machine-card');
  readonly groups = this.page.getByTestId('card-group');

  /** The names of the groups, top to bottom. */
  readonly groupNames = this.page.getByTestId('card-group-name');

  /** A group by key: 'all', `group-<id>` of a user-defined group, or 'unset'. */
  group(key: string): CardGroup {
    return new CardGroup(this.page.locator(`[data-testid="card-group"][data-group-key="${key}"]`));
  }

  /** The card of a serial number, wherever it is drawn. */
  card(serialNo: string): MachineCard {
    return new MachineCard(this.page.locator(`[data-testid="machine-card"][data-serial="${serialNo}"]`));
  }

  /** A group button in every group that has it. */
  buttons(action: GroupAction): Locator {
    return this.page.getByTestId(`group-${action}`);
  }

  /** "Data as of ..." above the cards. */
  readonly dataTime = this.page.getByTestId('data-time');

  /** The time zone of "Data as of", beside it: "(UTC+9)". */
  readonly dataTimeZone = this.page.getByTestId('data-time-zone');

  /** Shown instead of the cards for a group the user may not see. */
  readonly empty = this.page.getByTestId('home-consumer-empty');

  /** Goes to the plant's screen without waiting for anything on it. */
  async goto(groupId: string, locale: Locale): Promise<void> {
    await openPath(this.page, `/HomeConsumer/${encodeURIComponent(groupId)}`, locale);
  }

  /** Opens the plant's screen and waits until its first card group is drawn. */
  async open(groupId: string, locale: Locale): Promise<void> {
    await this.goto(groupId, locale);
    await this.groups.first().waitFor();
  }

  /** Opens the plant's screen; answers the fleet call the page itself made, once the cards are drawn. */
  async openWithFleet(groupId: string, locale: Locale): Promise<FleetDevicesResponse> {
    const answer = nextAnswer(this.page, calls.fleetDevices);
    await this.goto(groupId, locale);
    const body = await answer;
    await this.groups.first().waitFor();
    return body;
  }

  /** The machines a group button handed to the screen it opened (the router's history state). */
  async handedOverMachines(): Promise<unknown[] | undefined> {
    return this.page.evaluate(
      () => (history.state as { usr?: { compressors?: unknown[] } } | null)?.usr?.compressors,
    );
  }

  async scrollToBottom(): Promise<void> {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }
}
