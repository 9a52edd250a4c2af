import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useRemoveUser, userFailureText } from '../api/users.ts';
import type { UserRow } from '../userRows.ts';

/**
 * The confirmation of a user's removal, as a settings table's delete confirmation (DeleteRowsDialog) with
 * the server's refusals said by code.
 */
export function RemoveUserDialog({ row, onClose }: { row: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveUser();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('removeUser')}
      form={form}
      onSubmit={async () => {
        await remove.mutateAsync(row.userId);
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('delete')}
      failureText={(error) => userFailureText(t, 'anErrorOccurredWhileRemovingTheUser', error)}
      testId="remove-user-dialog"
    >
      <p className="modal-dialog-text">{t('removeTheFollowingUser')}</p>
      <ul data-testid="remove-user-dialog-list">
        <li>
          {row.userId} ({row.userName})
        </li>
      </ul>
    </FormDialog>
  );
}
