import type { TFunction } from 'i18next';
import { ActionButton } from './ActionButton.tsx';
import type { DataTableColumn } from './DataTable/columns.ts';

/**
 * The last column of a settings table: an Edit button per row that opens the row's dialog, named with
 * the row's own name for assistive technology ("Edit: Line A").
 */
export function editColumn<Row>(
  t: TFunction,
  nameOf: (row: Row) => string,
  onEdit: (row: Row) => void,
  testId: string,
): DataTableColumn<Row> {
  return {
    id: 'edit',
    header: t('edit'),
    align: 'center',
    noWrap: true,
    cell: (row) => (
      <ActionButton
        size="small"
        icon="edit"
        onClick={() => onEdit(row)}
        aria-label={`${t('edit')}: ${nameOf(row)}`}
        data-testid={testId}
      >
        {t('edit')}
      </ActionButton>
    ),
  };
}
