import { useTranslation } from 'react-i18next';
import type { SortState } from '../../../components/DataTable/index.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { logCsvDownload } from '../../../api/operation-log/addLogs.ts';
import { downloadShownRows, type ExportColumn } from '../exportColumns.ts';

interface ShownRowsCsvButtonProps<Row> {
  columns: readonly ExportColumn<Row>[];
  /** The rows the table shows (filtered); saved in the table's `sort`. */
  rows: readonly Row[];
  sort: SortState | null;
  testId: string;
  /** The operation log's name of the file ('companies', 'machines') and the route's group. */
  file: string;
  groupId: string;
}

/** A tab's CSV button: saves the table as shown (exportColumns.ts) and logs the download. */
export function ShownRowsCsvButton<Row>({
  columns,
  rows,
  sort,
  testId,
  file,
  groupId,
}: ShownRowsCsvButtonProps<Row>) {
  const save = () => {
    downloadShownRows(columns, rows, sort);
    logCsvDownload(file, rows.length, { deviceGroupId: groupId });
  };
  const { t } = useTranslation();
  return (
    <ActionButton icon="download" data-testid={testId} onClick={save}>
      {t('csv')}
    </ActionButton>
  );
}
