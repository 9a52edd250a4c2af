import { ScreenPart } from './page-object.ts';

/** A settings table's delete confirmation (components/DeleteRowsDialog): the rows listed, Delete, a failure. */
export class DeleteRowsDialog extends ScreenPart {
  readonly items = this.root.getByTestId('delete-dialog-list').getByRole('listitem');
  readonly submit = this.root.getByTestId('delete-dialog-submit');
  readonly error = this.root.getByRole('alert');
}
