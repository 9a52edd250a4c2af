import { useTranslation } from 'react-i18next';
import type { SortState } from '../../../components/DataTable/index.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { downloadShownRows, type ExportColumn } from '../exportColumns.ts';

interface ShownRowsCsvButtonProps<Row> {
  columns: readonly ExportColumn<Row>[];
  /** The rows the table shows (filtered); saved in the table's `sort`. */
  rows: readonly Row[];
  sort: SortState | null;
  testId: string;
}

/** A tab's CSV button: saves the table as shown (exportColumns.ts). */
export function ShownRowsCsvButton<Row>({ columns, rows, sort, testId }: ShownRowsCsvButtonProps<Row>) {
  const { t } = useTranslation();
  return (
    <ActionButton icon="download" data-testid={testId} onClick={() => downloadShownRows(columns, rows, sort)}>
      {t('csv')}
    </ActionButton>
  );
}
