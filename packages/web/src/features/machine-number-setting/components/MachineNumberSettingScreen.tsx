import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { editColumn } from '../../../components/editColumn.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useUserGroups } from '../../../api/groups/getGroups.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { machineRows, type MachineRow } from '../machineRows.ts';
import { MachineDialog } from './MachineDialog.tsx';

/** Machines and groups change only by saves, which load them again. */
const NO_REFRESH_MS = 0;

function machineColumns(t: TFunction, edit: (machine: MachineRow) => void): DataTableColumn<MachineRow>[] {
  return [
    textColumn('serial', t('serialNumber'), (m) => m.serialNo, { noWrap: true }),
    textColumn('number', t('customersMachineNumber'), (m) => m.number, { priority: 'detail' }),
    textColumn('model', t('model'), (m) => m.model, { priority: 'detail' }),
    textColumn('group', t('groupName'), (m) => m.groupName, { priority: 'detail' }),
    editColumn(t, (m) => m.serialNo, edit, 'machine-edit'),
  ];
}

/**
 * Customer's machine number (route MachineNumberSetting, part 2 §2): the user's machines with their
 * customer's machine number, model and group, and an edit dialog for the number and the group.
 */
export default function MachineNumberSettingScreen() {
  const { t } = useTranslation();
  const { deviceGroupId } = useSessionUser();
  const machines = useFleetDevices(deviceGroupId, { refreshMs: NO_REFRESH_MS, silent: true });
  const groups = useUserGroups(deviceGroupId);
  const [editing, setEditing] = useState<MachineRow | null>(null);
  const rows = useMemo(
    () => machineRows(machines.data?.fleet_device_list ?? [], groups.data ?? []),
    [machines.data, groups.data],
  );
  const columns = useMemo(() => machineColumns(t, setEditing), [t]);
  return (
    <ScreenPage route="MachineNumberSetting">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(m) => m.id}
        ariaLabel={t('customersMachineNumber')}
        loading={machines.isPending && machines.fetchStatus !== 'idle'}
        // The machines call is silent: the table says its failure.
        emptyText={machines.error ? machines.error.message : t('noData')}
        testId="machine-table"
      />
      {editing ? (
        <MachineDialog
          machine={editing}
          deviceGroupId={deviceGroupId}
          groups={groups.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenPage>
  );
}
