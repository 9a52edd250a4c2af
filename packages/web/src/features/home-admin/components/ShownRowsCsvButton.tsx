import { useTranslation } from 'react-i18next';
import type { SortState } from '../../../components/DataTable/index.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { logCsvDownload } from '../../../api/operation-log/addLogs.ts';
import { downloadShownRows, type ExportColumn } from '../exportColumns.ts';

/** The operation log's name of each tab's file. */
const LOGGED_FILE = { company: 'companies', machine: 'machines' } as const;

interface ShownRowsCsvButtonProps<Row> {
  /** Whose table: names the button (`<tab>-csv-button`) and the file in the operation log. */
  tab: keyof typeof LOGGED_FILE;
  columns: readonly ExportColumn<Row>[];
  /** The rows the table shows (filtered); saved in the table's `sort`. */
  rows: readonly Row[];
  sort: SortState | null;
  /** The route's group, the log entry's device group. */
  groupId: string;
}

/** A tab's CSV button: saves the table as shown (exportColumns.ts) and logs the download. */
export function ShownRowsCsvButton<Row>({ tab, columns, rows, sort, groupId }: ShownRowsCsvButtonProps<Row>) {
  const { t } = useTranslation();
  const save = () => {
    downloadShownRows(columns, rows, sort);
    logCsvDownload(LOGGED_FILE[tab], rows.length, { deviceGroupId: groupId });
  };
  return (
    <ActionButton icon="download" data-testid={`${tab}-csv-button`} onClick={save}>
      {t('csv')}
    </ActionButton>
  );
}
