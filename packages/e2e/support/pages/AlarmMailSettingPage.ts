import type { Locator } from 'playwright-core';
import { buildPath } from '@airsight/contracts/routes';
import { DataTable } from './DataTable.ts';
import { DeleteRowsDialog } from './DeleteRowsDialog.ts';
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

/** AlarmMailSetting (part 2 §2): the destinations table, the machine selector (non-admins), the dialogs. */
export class AlarmMailSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('mail-table'));
  readonly machine = this.page.getByTestId('mail-machine');
  /** The e-mail setting status filter of the machine selector (non-admins). */
  readonly status = this.page.getByTestId('mail-status');
  readonly addButton = this.page.getByTestId('mail-add');
  readonly deleteButton = this.page.getByTestId('mail-delete');
  readonly dialog = new DestinationDialog(this.page.getByTestId('mail-dialog'));
  readonly deleteDialog = new DeleteRowsDialog(this.page.getByTestId('delete-dialog'));

  /** Opens the screen with the route's parameters (the menu's: the user's device group) and waits for the table. */
  async open(locale: Locale, params: Record<string, string | undefined>): Promise<void> {
    await openPath(this.page, buildPath('AlarmMailSetting', params), locale);
    await this.loaded();
  }

  async loaded(): Promise<void> {
    await this.page.locator('[data-testid="mail-table"]:not([aria-busy])').waitFor();
  }

  /** Adds a destination with that address and name (the dialog's other defaults) through the add dialog. */
  async add(mail: string, name = ''): Promise<void> {
    await this.addButton.click();
    await this.dialog.mail.fill(mail);
    await this.dialog.name.fill(name);
    await this.dialog.submit.click();
    await this.dialog.root.waitFor({ state: 'detached' });
    await this.table.rowWith(mail).waitFor();
  }

  async edit(mail: string): Promise<void> {
    await this.table.rowWith(mail).getByTestId('mail-edit').click();
    await this.dialog.root.waitFor();
  }
}
