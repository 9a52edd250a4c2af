import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AddDeleteButtons } from '../../../components/AddDeleteButtons.tsx';
import { DeleteRowsDialog } from '../../../components/DeleteRowsDialog.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { editColumn } from '../../../components/editColumn.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useDeleteInformations, useInformations } from '../api/informations.ts';
import { infoRows, type InfoRow } from '../infoRows.ts';
import { InfoDialog } from './InfoDialog.tsx';
import './infoSetting.css';

type Open = { kind: 'add' } | { kind: 'edit'; row: InfoRow } | { kind: 'delete' } | null;

function infoColumns(t: TFunction, edit: (row: InfoRow) => void): DataTableColumn<InfoRow>[] {
  return [
    textColumn('infoNm', t('notification'), (r) => r.infoNm, { width: 320 }),
    textColumn('from', t('fromUtc'), (r) => r.from, { noWrap: true }),
    textColumn('to', t('toUtc'), (r) => r.to, { noWrap: true }),
    textColumn('file', t('attachedFile'), (r) => r.fileName, { priority: 'detail' }),
    editColumn(t, (r) => r.infoNm, edit, 'info-edit'),
  ];
}

/**
 * Notification admin (route InfoSetting, part 2 §2; the special administrator only, RouteGate): every
 * announcement with its period in UTC, add and edit in one dialog (name, period, PDF), delete of the
 * ticked ones after a confirmation, one after another, the first failure stopping the rest.
 */
export default function InfoSettingScreen() {
  const { t } = useTranslation();
  const informations = useInformations();
  const remove = useDeleteInformations();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const rows = useMemo(() => infoRows(informations.data ?? []), [informations.data]);
  const columns = useMemo(() => infoColumns(t, (row) => setOpen({ kind: 'edit', row })), [t]);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const close = () => setOpen(null);

  return (
    <ScreenPage
      route="InfoSetting"
      actions={
        <div className="info-actions">
          <AddDeleteButtons
            onAdd={() => setOpen({ kind: 'add' })}
            onDelete={() => setOpen({ kind: 'delete' })}
            selectedCount={chosen.length}
            testIdPrefix="info"
          />
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        ariaLabel={t('manageNotifications')}
        loading={informations.isPending}
        emptyText={t('noData')}
        selectable
        onSelectionChange={setSelected}
        testId="info-table"
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <InfoDialog stored={open.kind === 'edit' ? open.row.record : undefined} onClose={close} />
      ) : null}
      {open?.kind === 'delete' && chosen.length > 0 ? (
        <DeleteRowsDialog
          title={t('deleteNotification')}
          question={t('deleteTheFollowingNotifications')}
          rows={chosen.map((r) => ({ id: r.id, label: r.infoNm }))}
          onDelete={(ids) =>
            remove.mutateAsync(chosen.filter((r) => ids.includes(r.id)).map((r) => r.record))
          }
          failureText={t('anErrorOccurredWhileSavingTheNotification')}
          onClose={close}
        />
      ) : null}
    </ScreenPage>
  );
}
