import type { Locator } from 'playwright-core';
import { buildPath } from '@airsight/contracts/routes';
import { DataTable } from './DataTable.ts';
import { ScreenPart } from './page-object.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** The add and edit dialog of a destination (a FormDialog): address, name, language, levels, recovery. */
export class DestinationDialog extends ScreenPart {
  readonly mail = this.root.getByTestId('mail-address');
  readonly mailHelper = this.root.getByTestId('mail-address-helper');
  readonly name = this.root.getByTestId('mail-name');
  readonly language = this.root.getByTestId('mail-language');
  readonly recovery = this.root.getByTestId('mail-recovery');
  readonly levelsError = this.root.getByTestId('mail-levels-error');
  readonly submit = this.root.getByTestId('mail-dialog-submit');
  readonly cancel = this.root.getByTestId('mail-dialog-cancel');
  readonly error = this.root.getByTestId('mail-dialog-error');

  /** The checkbox of an alarm level: 3 (E), 2 (C), 1 (M). */
  level(level: 1 | 2 | 3): Locator {
    return this.root.getByTestId(`mail-level-${level}`);
  }
}

/** The final confirmation of a delete, listing the addresses. */
export class DeleteDestinationsDialog extends ScreenPart {
  readonly mails = this.root.getByTestId('delete-mail-list').getByRole('listitem');
  readonly submit = this.root.getByTestId('delete-mail-dialog-submit');
}

/** AlarmMailSetting (part 2 §2): the destinations table, the machine selector (non-admins), the dialogs. */
export class AlarmMailSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('mail-table'));
  readonly machine = this.page.getByTestId('mail-machine');
  readonly addButton = this.page.getByTestId('mail-add');
  readonly deleteButton = this.page.getByTestId('mail-delete');
  readonly dialog = new DestinationDialog(this.page.getByTestId('mail-dialog'));
  readonly deleteDialog = new DeleteDestinationsDialog(this.page.getByTestId('delete-mail-dialog'));

  /** Opens the screen with the route's parameters (the menu's: the user's device group) and waits for the table. */
  async open(locale: Locale, params: Record<string, string | undefined>): Promise<void> {
    await openPath(this.page, buildPath('AlarmMailSetting', params), locale);
    await this.loaded();
  }

  async loaded(): Promise<void> {
    await this.page.locator('[data-testid="mail-table"]:not([aria-busy])').waitFor();
  }

  /** The row of a destination by its address. */
  row(mail: string): Locator {
    return this.table.rows.filter({ has: this.page.getByRole('cell', { name: mail, exact: true }) });
  }

  /** Adds a destination with that address and name (the dialog's other defaults) through the add dialog. */
  async add(mail: string, name = ''): Promise<void> {
    await this.addButton.click();
    await this.dialog.mail.fill(mail);
    await this.dialog.name.fill(name);
    await this.dialog.submit.click();
    await this.dialog.root.waitFor({ state: 'detached' });
    await this.row(mail).waitFor();
  }

  async tick(mail: string): Promise<void> {
    await this.row(mail).getByTestId('data-table-select').check();
  }

  async edit(mail: string): Promise<void> {
    await this.row(mail).getByTestId('mail-edit').click();
    await this.dialog.root.waitFor();
  }
}
