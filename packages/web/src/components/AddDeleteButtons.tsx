import { useTranslation } from 'react-i18next';
import { ActionButton } from './ActionButton.tsx';

interface AddDeleteButtonsProps {
  onAdd: () => void;
  onDelete: () => void;
  /** Nothing to add to yet (e.g. no group or machine chosen). */
  addDisabled?: boolean;
  /** How many rows are ticked: Delete is disabled with none (part 2 §2). */
  selectedCount: number;
  /** Test ids `<prefix>-add` and `<prefix>-delete`. */
  testIdPrefix: string;
}

/** A settings table's Add and Delete buttons, beside the screen's title (ScreenPage's actions). */
export function AddDeleteButtons({
  onAdd,
  onDelete,
  addDisabled = false,
  selectedCount,
  testIdPrefix,
}: AddDeleteButtonsProps) {
  const { t } = useTranslation();
  return (
    <>
      <ActionButton icon="add" disabled={addDisabled} onClick={onAdd} data-testid={`${testIdPrefix}-add`}>
        {t('add')}
      </ActionButton>
      <ActionButton
        icon="delete"
        disabled={selectedCount === 0}
        onClick={onDelete}
        data-testid={`${testIdPrefix}-delete`}
      >
        {t('delete')}
      </ActionButton>
    </>
  );
}
