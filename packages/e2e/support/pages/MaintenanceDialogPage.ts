import type { Locator } from 'playwright-core';
import { PageObject } from './page-object.ts';

/** One machine of the maintenance-recommendation dialog as the user sees it. */
export interface ShownMaintenanceItem {
  serial: string;
  status: string;
  text: string;
  statusText: string;
  /** The status text's colours as drawn: its own and its background's, 'rgb(…)'. */
  statusColour: string;
  statusBackground: string;
  /** The forecast line ('' without one). */
  forecast: string;
}

/** The header's maintenance button and the maintenance-recommendation dialog it opens (part 1 §2). */
export class MaintenanceDialogPage extends PageObject {
  /** The header button; its data-count is the badge's number. */
  readonly button = this.page.getByTestId('maintenance-button');
  readonly dialog = this.page.getByRole('dialog');
  readonly items = this.dialog.getByTestId('maintenance-item');

  /** The row of a machine by serial number. */
  item(serialNo: string): Locator {
    return this.dialog.locator(`[data-testid="maintenance-item"][data-serial="${serialNo}"]`);
  }

  /** The 'Not displayed for 30 days' checkbox of a machine's row. */
  checkbox(serialNo: string): Locator {
    return this.item(serialNo).getByRole('checkbox');
  }

  /** Every row's 'Not displayed for 30 days' checkbox, top to bottom. */
  readonly checkboxes = this.items.getByRole('checkbox');

  /** The dialog while it waits for the advice, and once it shows it. */
  readonly loading = this.page.locator('[data-testid="maintenance-dialog"][data-state="loading"]');
  readonly ready = this.page.locator('[data-testid="maintenance-dialog"][data-state="ready"]');

  /** The loading bar of the waiting dialog, by its accessible name. */
  loadingBar(name: string | undefined): Locator {
    return this.loading.getByRole('progressbar', { name });
  }

  /** Said in the dialog when saving the ticks failed (role alert). */
  readonly saveError = this.dialog.getByTestId('maintenance-save-error');

  readonly emptyMessage = this.dialog.getByTestId('maintenance-empty');
  readonly confirmButton = this.dialog.getByTestId('maintenance-confirm');
  readonly closeButton = this.dialog.getByTestId('maintenance-close');

  /** The badge's number, once the advice has arrived. */
  async count(): Promise<number> {
    return Number(await this.button.getAttribute('data-count'));
  }

  /**
   * Waits until the header button has the advice (its count appears): the advice is asked for once the
   * screen's own calls are answered, at most 3 s after the screen opened (app/shell/useAfterScreenCalls.ts).
   */
  async waitForAdvice(): Promise<void> {
    await this.page.locator('[data-testid="maintenance-button"][data-count]').waitFor({ timeout: 15_000 });
  }

  /** Opens the dialog from the header and waits until it shows the advice (not its loading bar). */
  async open(): Promise<void> {
    await this.button.click();
    await this.ready.waitFor();
  }

  /** Waits until the dialog has closed. */
  async closed(): Promise<void> {
    await this.dialog.waitFor({ state: 'detached' });
  }

  /** Every row, top to bottom. */
  async shownItems(): Promise<ShownMaintenanceItem[]> {
    return this.items.evaluateAll((rows) =>
      rows.map((row) => {
        const status = row.querySelector('[data-testid="maintenance-status-text"]');
        // The innermost element holding the text draws it (the text may sit on a chip inside).
        let drawn = status;
        while (drawn?.firstElementChild) drawn = drawn.firstElementChild;
        const style = drawn ? getComputedStyle(drawn) : undefined;
        return {
          serial: row.getAttribute('data-serial') ?? '',
          status: row.getAttribute('data-status') ?? '',
          text: row.textContent ?? '',
          statusText: status?.textContent ?? '',
          statusColour: style?.color ?? '',
          statusBackground: style?.backgroundColor ?? '',
          forecast: row.querySelector('[data-testid="maintenance-forecast"]')?.textContent ?? '',
        };
      }),
    );
  }
}
