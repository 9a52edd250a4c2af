import type { Locator } from 'playwright-core';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** HomeConsumer: the machine cards of a plant, in groups. */
export class HomeConsumerPage extends ShellScreen {
  get cards(): Locator {
    return this.page.getByTestId('machine-card');
  }

  get groups(): Locator {
    return this.page.getByTestId('card-group');
  }

  /** Opens the plant's screen and waits until its first card group is drawn. */
  async open(groupId: string, locale: Locale): Promise<void> {
    await openPath(this.page, `/HomeConsumer/${encodeURIComponent(groupId)}`, locale);
    await this.groups.first().waitFor();
  }
}
