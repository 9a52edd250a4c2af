import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './FormDialog.tsx';

export interface DeleteRowsDialogProps {
  title: string;
  /** The question above the list, e.g. 'Delete the following groups?'. */
  question: string;
  /** The rows ticked in the table, as the list names them; deleted ones leave the selection and the list. */
  rows: readonly { id: string; label: string }[];
  /** Deletes the rows of these ids in order, the first failure stopping the rest (lib/deleteInOrder.ts). */
  onDelete: (ids: readonly string[]) => Promise<unknown>;
  /** Said in the dialog when a deletion failed. */
  failureText: string;
  onClose: () => void;
}

/**
 * A settings table's delete confirmation (part 2 §2, §8): the question, the ticked rows listed, Delete and
 * Cancel; a failure is said here and the rows deleted before it leave the list. Test ids `delete-dialog`,
 * `delete-dialog-list` and FormDialog's `delete-dialog-submit`.
 */
export function DeleteRowsDialog({
  title,
  question,
  rows,
  onDelete,
  failureText,
  onClose,
}: DeleteRowsDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={title}
      form={form}
      onSubmit={async () => {
        await onDelete(rows.map((r) => r.id));
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('delete')}
      failureText={failureText}
      testId="delete-dialog"
    >
      <p className="modal-dialog-text">{question}</p>
      <ul data-testid="delete-dialog-list">
        {rows.map((r) => (
          <li key={r.id}>{r.label}</li>
        ))}
      </ul>
    </FormDialog>
  );
}
