import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { DeleteRowsDialog } from './DeleteRowsDialog.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';
import { ScreenPart } from './page-object.ts';

/** The add and edit dialog of a group (a FormDialog): name, machines, submit, cancel, a failure. */
export class GroupDialog extends ScreenPart {
  readonly name = this.root.getByTestId('group-name');
  /** Under the name: its error message, else the counter. */
  readonly nameHelper = this.root.getByTestId('group-name-helper');
  readonly machines = this.root.getByTestId('group-machines').getByRole('checkbox');
  readonly submit = this.root.getByTestId('group-dialog-submit');
  readonly cancel = this.root.getByTestId('group-dialog-cancel');
  readonly error = this.root.getByRole('alert');

  /** The checkbox of a machine, by the label the dialog gives it. */
  machine(label: string): Locator {
    return this.root.getByTestId('group-machines').getByRole('checkbox', { name: label, exact: true });
  }
}

/** GroupingSetting (part 2 §2): the groups table with its checkboxes, add, edit and delete. */
export class GroupingSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('group-table'));
  readonly addButton = this.page.getByTestId('group-add');
  readonly deleteButton = this.page.getByTestId('group-delete');
  readonly groupDialog = new GroupDialog(this.page.getByTestId('group-dialog'));
  readonly deleteDialog = new DeleteRowsDialog(this.page.getByTestId('delete-dialog'));

  /** Opens the screen and waits until the table has its groups (or says it has none). */
  async open(locale: Locale): Promise<void> {
    await openPath(this.page, '/GroupingSetting', locale);
    await this.page.locator('[data-testid="group-table"]:not([aria-busy])').waitFor();
  }

  /** The group names in the table, top to bottom. */
  async names(): Promise<string[]> {
    return this.table.column(2);
  }

  /** Adds a group of that name with the machines of those labels through the add dialog. */
  async addGroup(name: string, machines: readonly string[] = []): Promise<void> {
    await this.addButton.click();
    await this.groupDialog.name.fill(name);
    for (const label of machines) await this.groupDialog.machine(label).check();
    await this.groupDialog.submit.click();
    await this.groupDialog.root.waitFor({ state: 'detached' });
    await this.table.rowWith(name).waitFor();
  }

  async edit(name: string): Promise<void> {
    await this.table.rowWith(name).getByTestId('group-edit').click();
    await this.groupDialog.root.waitFor();
  }
}
