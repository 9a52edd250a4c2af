import { DataTable } from './DataTable.ts';
import { DeleteRowsDialog } from './DeleteRowsDialog.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';
import { ScreenPart } from './page-object.ts';

/** The add and edit dialog of an announcement: name, from, to (UTC), the PDF, submit, a failure. */
export class InfoDialog extends ScreenPart {
  readonly name = this.root.getByTestId('info-name');
  readonly nameHelper = this.root.getByTestId('info-name-helper');
  readonly start = this.root.getByTestId('info-start');
  readonly startHelper = this.root.getByTestId('info-start-helper');
  readonly end = this.root.getByTestId('info-end');
  readonly endHelper = this.root.getByTestId('info-end-helper');
  readonly file = this.root.getByTestId('info-file');
  readonly fileError = this.root.getByTestId('info-file-error');
  readonly removeFile = this.root.getByTestId('info-remove-file');
  readonly submit = this.root.getByTestId('info-dialog-submit');
  readonly cancel = this.root.getByTestId('info-dialog-cancel');
  readonly error = this.root.getByTestId('info-dialog-error');
}

/** InfoSetting (part 2 §2 'Notification admin'): the announcements table, add, edit and delete. */
export class InfoSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('info-table'));
  readonly addButton = this.page.getByTestId('info-add');
  readonly deleteButton = this.page.getByTestId('info-delete');
  readonly dialog = new InfoDialog(this.page.getByTestId('info-dialog'));
  readonly deleteDialog = new DeleteRowsDialog(this.page.getByTestId('delete-dialog'));

  /** Opens the screen and waits until the table has its announcements (or says it has none). */
  async open(locale: Locale): Promise<void> {
    await openPath(this.page, '/InfoSetting', locale);
    await this.page.locator('[data-testid="info-table"]:not([aria-busy])').waitFor();
  }

  /** Adds an announcement through the dialog; `pdf`: a file to attach. */
  async add(name: string, start: string, end: string, pdf?: { name: string; buffer: Buffer }): Promise<void> {
    await this.addButton.click();
    await this.dialog.name.fill(name);
    await this.dialog.start.fill(start);
    await this.dialog.end.fill(end);
    if (pdf) await this.dialog.file.setInputFiles({ ...pdf, mimeType: 'application/pdf' });
    await this.dialog.submit.click();
    await this.dialog.root.waitFor({ state: 'detached' });
    await this.table.rowWith(name).waitFor();
  }
}

/** The announcement dialog of every screen (app shell): its rows and their PDF buttons. */
export class AnnouncementDialogPage extends ScreenPart {
  readonly rows = this.root.getByTestId('announcement-row');
  readonly files = this.root.getByTestId('announcement-file');
  readonly close = this.root.getByTestId('announcement-close');
}
