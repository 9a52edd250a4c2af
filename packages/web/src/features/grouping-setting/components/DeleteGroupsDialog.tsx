import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useDeleteGroups } from '../api/groupWrites.ts';
import type { GroupRow } from '../groupRows.ts';

export interface DeleteGroupsDialogProps {
  /** The groups chosen in the table; deleted ones leave the table's selection, and so this list. */
  groups: readonly GroupRow[];
  onClose: () => void;
}

/**
 * Part 2 §2, §8: 'Delete the following groups?' listing them; deleted one after another, the first failure
 * stops the rest and is said in the dialog (the ones deleted before it leave the list).
 */
export function DeleteGroupsDialog({ groups, onClose }: DeleteGroupsDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteGroups();
  const form = useForm({ mode: 'onChange' });
  return (
    <FormDialog
      title={t('deleteGroup')}
      form={form}
      onSubmit={async () => {
        await remove.mutateAsync(groups.map((g) => g.id));
        onClose();
      }}
      onClose={onClose}
      submitLabel={t('delete')}
      failureText={t('anErrorOccurredDuringTheGroupDeletionProcess')}
      testId="delete-groups-dialog"
    >
      <p className="modal-dialog-text">{t('deleteTheFollowingGroups')}</p>
      <ul data-testid="delete-groups-list">
        {groups.map((g) => (
          <li key={g.id}>{g.groupName}</li>
        ))}
      </ul>
    </FormDialog>
  );
}
