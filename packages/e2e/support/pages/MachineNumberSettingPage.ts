import type { Locator } from 'playwright-core';
import { DataTable } from './DataTable.ts';
import { ScreenPart } from './page-object.ts';
import { openPath, ShellScreen, type Locale } from './screen.ts';

/** The edit dialog of a machine (a FormDialog): customer's machine number, group, submit, a failure. */
export class MachineDialog extends ScreenPart {
  readonly number = this.root.getByTestId('machine-number');
  readonly numberHelper = this.root.getByTestId('machine-number-helper');
  readonly group = this.root.getByTestId('machine-group');
  readonly submit = this.root.getByTestId('machine-dialog-submit');
  readonly error = this.root.getByRole('alert');
}

/** MachineNumberSetting (part 2 §2): the machines with number, model and group, and their edit dialog. */
export class MachineNumberSettingPage extends ShellScreen {
  readonly table = new DataTable(this.page.getByTestId('machine-table'));
  readonly dialog = new MachineDialog(this.page.getByTestId('machine-dialog'));

  async open(locale: Locale): Promise<void> {
    await openPath(this.page, '/MachineNumberSetting', locale);
    await this.page.locator('[data-testid="machine-table"]:not([aria-busy])').waitFor();
    await this.table.rows.first().waitFor();
  }

  /** The row of a machine by serial number. */
  row(serialNo: string): Locator {
    return this.table.rows.filter({ has: this.page.getByRole('cell', { name: serialNo, exact: true }) });
  }

  /** Opens a machine's dialog and waits until its record is in it. */
  async edit(serialNo: string): Promise<void> {
    await this.row(serialNo).getByTestId('machine-edit').click();
    await this.dialog.number.waitFor();
  }
}
