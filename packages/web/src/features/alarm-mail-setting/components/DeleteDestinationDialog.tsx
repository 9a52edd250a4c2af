import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useDeleteDestination } from '../api/destinations.ts';
import type { DestinationRow } from '../destinationRows.ts';

export interface DeleteDestinationDialogProps {
  /** The destinations ticked in the table; deleted ones leave the selection, and so this list. */
  rows: readonly DestinationRow[];
  onClose: () => void;
}

/**
 * Part 2 §2: the delete confirmation (finalConfirmation, doYouWantToDeleteItCompletely) of the ticked
 * destinations, listed; deleted one after another, the first failure stops the rest and is said here.
 */
export function DeleteDestinationDialog({ rows, onClose }: DeleteDestinationDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteDestination();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('finalConfirmation')}
      form={form}
      onSubmit={async () => {
        await remove.mutateAsync(rows.map((r) => r.id));
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('delete')}
      failureText={t('anErrorOccurredWhileDeletingTheDestination')}
      testId="delete-mail-dialog"
    >
      <p className="modal-dialog-text">{t('doYouWantToDeleteItCompletely')}</p>
      <ul data-testid="delete-mail-list">
        {rows.map((r) => (
          <li key={r.id}>{r.mail}</li>
        ))}
      </ul>
    </FormDialog>
  );
}
