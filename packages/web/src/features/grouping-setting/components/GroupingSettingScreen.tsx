import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { AddDeleteButtons } from '../../../components/AddDeleteButtons.tsx';
import { DeleteRowsDialog } from '../../../components/DeleteRowsDialog.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { editColumn } from '../../../components/editColumn.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useUserGroups } from '../../../api/groups/getGroups.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useDeleteGroups } from '../api/groupWrites.ts';
import { groupRows, machineChoices, type GroupRow } from '../groupRows.ts';
import { GroupDialog } from './GroupDialog.tsx';
import './groupingSetting.css';

/** Machines and groups change only by this screen's own saves, which load them again. */
const NO_REFRESH_MS = 0;

type Open = { kind: 'add' } | { kind: 'edit'; group: GroupRow } | { kind: 'delete' } | null;

function groupColumns(t: TFunction, edit: (group: GroupRow) => void): DataTableColumn<GroupRow>[] {
  return [
    textColumn('groupName', t('groupName'), (g) => g.groupName, { width: 200 }),
    textColumn('createdBy', t('createdBy'), (g) => g.creatorId, { priority: 'detail' }),
    textColumn('created', t('creationDate'), (g) => g.created, { priority: 'detail', noWrap: true }),
    textColumn('updatedBy', t('updatedBy'), (g) => g.updaterId, { priority: 'detail' }),
    textColumn('updated', t('updateDate'), (g) => g.updated, { priority: 'detail', noWrap: true }),
    editColumn(t, (g) => g.groupName, edit, 'group-edit'),
  ];
}

/**
 * Machine group settings (route GroupingSetting, part 2 §2): the user's groups in a table with a
 * checkbox each, add and edit in one dialog (name, machines), delete of the ticked groups after a
 * confirmation. The groups are those of the user's device group, the machines those under it.
 */
export default function GroupingSettingScreen() {
  const { t } = useTranslation();
  const { deviceGroupId } = useSessionUser();
  const groups = useUserGroups(deviceGroupId);
  const machines = useFleetDevices(deviceGroupId, { refreshMs: NO_REFRESH_MS, silent: true });
  const remove = useDeleteGroups();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const rows = useMemo(() => groupRows(groups.data ?? []), [groups.data]);
  const choices = useMemo(() => machineChoices(machines.data?.fleet_device_list ?? []), [machines.data]);
  const columns = useMemo(() => groupColumns(t, (group) => setOpen({ kind: 'edit', group })), [t]);
  const chosen = rows.filter((r) => selected.includes(r.id));
  const close = () => setOpen(null);

  return (
    <ScreenPage
      route="GroupingSetting"
      actions={
        <div className="grouping-actions">
          <AddDeleteButtons
            onAdd={() => setOpen({ kind: 'add' })}
            onDelete={() => setOpen({ kind: 'delete' })}
            selectedCount={chosen.length}
            testIdPrefix="group"
          />
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(g) => g.id}
        ariaLabel={t('machineGroupSettings')}
        loading={groups.isPending && groups.fetchStatus !== 'idle'}
        // The groups call is silent (HomeConsumer only logs its failure); here the table says it.
        emptyText={groups.error ? groups.error.message : t('noData')}
        selectable
        onSelectionChange={setSelected}
        testId="group-table"
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <GroupDialog
          group={open.kind === 'edit' ? open.group : undefined}
          deviceGroupId={deviceGroupId}
          choices={choices}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' && chosen.length > 0 ? (
        <DeleteRowsDialog
          title={t('deleteGroup')}
          question={t('deleteTheFollowingGroups')}
          rows={chosen.map((g) => ({ id: g.id, label: g.groupName }))}
          onDelete={(ids) => remove.mutateAsync(ids)}
          failureText={t('anErrorOccurredDuringTheGroupDeletionProcess')}
          onClose={close}
        />
      ) : null}
    </ScreenPage>
  );
}
