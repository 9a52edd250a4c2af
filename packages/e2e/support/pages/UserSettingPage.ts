import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';
import { ScreenPart } from './page-object.ts';

/** The add and edit dialog of a user: id, name, language, group, flags, sign-in, submit, a failure. */
export class UserDialog extends ScreenPart {
  readonly userId = this.root.getByTestId('user-id');
  readonly userIdHelper = this.root.getByTestId('user-id-helper');
  readonly name = this.root.getByTestId('user-name');
  readonly language = this.root.getByTestId('user-language');
  readonly group = this.root.getByTestId('user-group');
  readonly admin = this.root.getByTestId('user-admin');
  readonly map = this.root.getByTestId('user-map');
  readonly signInPassword = this.root.getByTestId('user-sign-in-password');
  readonly signInIssuer = this.root.getByTestId('user-sign-in-issuer');
  readonly issuer = this.root.getByTestId('user-issuer');
  readonly subject = this.root.getByTestId('user-subject');
  readonly submit = this.root.getByTestId('user-dialog-submit');
  readonly cancel = this.root.getByTestId('user-dialog-cancel');
  readonly error = this.root.getByTestId('user-dialog-error');
}

/** The dialog that shows a new invitation link: its text (with the expiry), the link, Copy, Close. */
export class InvitationDialog extends ScreenPart {
  readonly text = this.root.getByTestId('invitation-text');
  readonly url = this.root.getByTestId('invitation-url');
  readonly copy = this.root.getByTestId('invitation-url-copy');
  readonly close = this.root.getByTestId('invitation-close');
}

/** Users (ours): the users a user administrator manages, add, edit, disable, enable, new link, remove. */
export class UserSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('users-table'));
  readonly addButton = this.page.getByTestId('user-add');
  readonly dialog = new UserDialog(this.page.getByTestId('user-dialog'));
  readonly invitation = new InvitationDialog(this.page.getByTestId('invitation-dialog'));
  readonly removeDialog = this.page.getByTestId('remove-user-dialog');
  readonly removeSubmit = this.page.getByTestId('remove-user-dialog-submit');

  /** Opens the screen and waits until the table has its users. */
  async open(locale?: Locale): Promise<void> {
    await openPath(this.page, '/UserSetting', locale);
    await this.page.locator('[data-testid="users-table"]:not([aria-busy])').waitFor();
  }

  /**
   * A row's button: edit, disable, enable, invite (a new link) or remove. Where the table is too narrow
   * for every column, the less frequent ones are in the row's details: they are opened first, as a user
   * would open them.
   */
  async rowButton(
    userId: string,
    button: 'edit' | 'disable' | 'enable' | 'invite' | 'remove',
  ): Promise<Locator> {
    const expand = this.table.row(userId).getByTestId('data-table-expand');
    if ((await expand.count()) > 0 && (await expand.getAttribute('aria-expanded')) === 'false') {
      await expand.click();
    }
    // The row and its details row both carry the row's key.
    return this.table.root.locator(`[data-row-key="${userId}"]`).getByTestId(`user-${button}`);
  }

  /** Adds a password user in a group; answers the invitation link the dialog then shows. */
  async addPasswordUser(userId: string, name: string, groupId: string): Promise<string> {
    await this.addButton.click();
    await this.dialog.userId.fill(userId);
    await this.dialog.name.fill(name);
    await this.dialog.group.selectOption(groupId);
    await this.dialog.submit.click();
    await this.invitation.root.waitFor();
    return this.invitation.url.inputValue();
  }
}
