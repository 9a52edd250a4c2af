import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';
import { ScreenPart } from './page-object.ts';

/** The add and edit dialog of a gateway: username, serial, group, note, machines, groups, submit. */
export class GatewayDialog extends ScreenPart {
  readonly username = this.root.getByTestId('gateway-username');
  readonly serialNo = this.root.getByTestId('gateway-serial');
  readonly group = this.root.getByTestId('gateway-group');
  readonly note = this.root.getByTestId('gateway-note');
  readonly machines = this.root.getByTestId('gateway-machine');
  readonly groups = this.root.getByTestId('gateway-assigned-group');
  readonly submit = this.root.getByTestId('gateway-dialog-submit');
  readonly cancel = this.root.getByTestId('gateway-dialog-cancel');
  readonly error = this.root.getByTestId('gateway-dialog-error');

  /** The tickbox of a machine the dialog offers, by its serial number. */
  machine(serialNo: string): Locator {
    return this.root.locator(`[data-testid="gateway-machine"][data-serial="${serialNo}"]`);
  }
}

/** The dialog that shows a gateway's new password once: its text, the username, the password, Copy, Close. */
export class PasswordDialog extends ScreenPart {
  readonly text = this.root.getByTestId('gateway-password-text');
  readonly username = this.root.getByTestId('gateway-password-username');
  readonly password = this.root.getByTestId('gateway-password-value');
  readonly copy = this.root.getByTestId('gateway-password-value-copy');
  readonly close = this.root.getByTestId('gateway-password-close');
}

/** Gateways (ours): supplier staff's gateways, search, add, edit, a new password, remove. */
export class GatewaySettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('gateways-table'));
  readonly search = this.page.getByTestId('gateway-search');
  readonly addButton = this.page.getByTestId('gateway-add');
  readonly dialog = new GatewayDialog(this.page.getByTestId('gateway-dialog'));
  readonly passwordDialog = new PasswordDialog(this.page.getByTestId('gateway-password-dialog'));
  readonly rotateDialog = this.page.getByTestId('rotate-password-dialog');
  readonly rotateText = this.page.getByTestId('rotate-password-text');
  readonly rotateSubmit = this.page.getByTestId('rotate-password-dialog-submit');
  readonly removeDialog = this.page.getByTestId('remove-gateway-dialog');
  readonly removeSubmit = this.page.getByTestId('remove-gateway-dialog-submit');

  /** Opens the screen and waits until the table has its gateways. */
  async open(locale?: Locale): Promise<void> {
    await openPath(this.page, '/GatewaySetting', locale);
    await this.page.locator('[data-testid="gateways-table"]:not([aria-busy])').waitFor();
  }

  /** A row's button: edit, rotate (a new password) or remove. */
  rowButton(username: string, button: 'edit' | 'rotate' | 'remove'): Locator {
    return this.table.row(username).getByTestId(`gateway-${button}`);
  }

  /** Answers the password the password dialog shows, then closes it. */
  async readPassword(): Promise<string> {
    await this.passwordDialog.password.waitFor();
    const password = await this.passwordDialog.password.inputValue();
    await this.passwordDialog.close.click();
    await this.passwordDialog.root.waitFor({ state: 'detached' });
    return password;
  }
}
