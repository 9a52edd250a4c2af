import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { GatewayWithPassword } from '@airsight/contracts/http/gateways';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useGroupAuthorities } from '../../../api/master-info/getGroupAuthorities.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { ActionButton } from '../../../components/ActionButton.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { NotFoundPage } from '../../../components/NotFoundPage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { groupChoices } from '../../../lib/groupChoices.ts';
import { gatewayErrorText, isNotGatewayAdmin, useGateways } from '../api/gateways.ts';
import {
  gatewayRows,
  machineLabels,
  searchGateways,
  type GatewayRow,
  type PasswordState,
} from '../gatewayRows.ts';
import { GatewayDialog } from './GatewayDialog.tsx';
import { PasswordDialog, type NewPassword } from './PasswordDialog.tsx';
import { RemoveGatewayDialog } from './RemoveGatewayDialog.tsx';
import { RotatePasswordDialog } from './RotatePasswordDialog.tsx';
import './gatewaySetting.css';

const NO_REFRESH_MS = 0;

type Open =
  | { kind: 'add' }
  | { kind: 'edit'; row: GatewayRow }
  | { kind: 'rotate'; row: GatewayRow }
  | { kind: 'remove'; row: GatewayRow }
  | { kind: 'password'; shown: NewPassword }
  | null;

interface RowActions {
  edit: (row: GatewayRow) => void;
  rotate: (row: GatewayRow) => void;
  remove: (row: GatewayRow) => void;
}

const passwordText = (t: TFunction, state: PasswordState) => {
  if (state.kind === 'notForBroker') return t('gatewayPasswordNotForBroker');
  if (state.kind === 'unchanged') return t('gatewayPasswordUnchanged');
  return `${state.text} ${t('inTimeZone', { zone: state.zone })}`;
};

/** The machines behind a gateway: their count, and their names when opened. */
function MachinesCell({ row }: { row: GatewayRow }) {
  if (row.machines.length === 0) return '0';
  return (
    <details className="gateway-machines">
      <summary data-testid="gateway-machine-count">{row.machines.length}</summary>
      <ul data-testid="gateway-machine-list">
        {row.machines.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </details>
  );
}

function gatewayColumns(t: TFunction, actions: RowActions): DataTableColumn<GatewayRow>[] {
  return [
    textColumn('username', t('gatewayUsername'), (r) => r.username, { noWrap: true }),
    // Every other column is a detail: a narrow table keeps the username and the buttons, and the details
    // leave it last first (the note, the groups, the password, the machines, the group, the serial number).
    textColumn('serialNo', t('serialNumber'), (r) => r.serialNo, { noWrap: true, priority: 'detail' }),
    textColumn('group', t('deviceGroup'), (r) => r.groupName, { priority: 'detail' }),
    {
      id: 'machines',
      header: t('gatewayMachines'),
      cell: (r) => <MachinesCell row={r} />,
      sortValue: (r) => r.machines.length,
      align: 'right',
      priority: 'detail',
    },
    {
      ...textColumn('password', t('gatewayPasswordState'), (r) => passwordText(t, r.password), {
        priority: 'detail',
      }),
      cell: (r) => (
        <span className={r.password.kind === 'notForBroker' ? 'gateway-password-warning' : undefined}>
          {passwordText(t, r.password)}
        </span>
      ),
    },
    textColumn('groups', t('gatewayGroups'), (r) => r.groups.join(', '), { priority: 'detail' }),
    textColumn('note', t('gatewayNote'), (r) => r.note, { priority: 'detail' }),
    {
      id: 'actions',
      header: t('userActions'),
      noWrap: true,
      cell: (r) => (
        <div className="gateway-row-actions">
          <ActionButton
            size="small"
            icon="edit"
            onClick={() => actions.edit(r)}
            aria-label={`${t('edit')}: ${r.username}`}
            data-testid="gateway-edit"
          >
            <span className="gateway-action-label">{t('edit')}</span>
          </ActionButton>
          <ActionButton
            size="small"
            icon="key"
            onClick={() => actions.rotate(r)}
            aria-label={`${t('newPasswordShort')}: ${r.username}`}
            title={t('newGatewayPassword')}
            data-testid="gateway-rotate"
          >
            <span className="gateway-action-label">{t('newPasswordShort')}</span>
          </ActionButton>
          <ActionButton
            size="small"
            icon="delete"
            onClick={() => actions.remove(r)}
            aria-label={`${t('delete')}: ${r.username}`}
            data-testid="gateway-remove"
          >
            <span className="gateway-action-label">{t('delete')}</span>
          </ActionButton>
        </div>
      ),
    },
  ];
}

const shownOf = (answer: GatewayWithPassword): NewPassword => ({
  username: answer.gateway.username,
  password: answer.password,
});

/**
 * Gateways (route GatewaySetting; ours, beyond the specification): for supplier staff with the admin
 * flag, the gateways of its groups with their serial number, device group, the machines behind them, the
 * groups they may publish for, a note and their password's state; a search over username, serial number,
 * note and machines. Add and edit in one dialog; per row a new password and removal, each after a
 * confirmation. A new gateway's password, and a new password, are shown once in a dialog to copy. A
 * caller the server refuses (NOT_GATEWAY_ADMIN) sees NotFound.
 */
export default function GatewaySettingScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useSessionUser();
  const gateways = useGateways();
  const authorities = useGroupAuthorities();
  // Every machine the caller sees, to name the machines behind each gateway.
  const fleet = useFleetDevices(me.deviceGroupId, { refreshMs: NO_REFRESH_MS, silent: true });
  const [open, setOpen] = useState<Open>(null);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);

  const groups = useMemo(() => groupChoices(authorities.data ?? [], locale), [authorities.data, locale]);
  const labels = useMemo(() => machineLabels(fleet.data?.fleet_device_list ?? []), [fleet.data]);
  const rows = useMemo(
    () => gatewayRows(gateways.data ?? [], groups, labels),
    [gateways.data, groups, labels],
  );
  const shownRows = useMemo(() => searchGateways(rows, deferredSearch), [rows, deferredSearch]);
  const columns = useMemo(
    () =>
      gatewayColumns(t, {
        edit: (row) => setOpen({ kind: 'edit', row }),
        rotate: (row) => setOpen({ kind: 'rotate', row }),
        remove: (row) => setOpen({ kind: 'remove', row }),
      }),
    [t],
  );
  const close = () => setOpen(null);

  if (isNotGatewayAdmin(gateways.error)) return <NotFoundPage />;
  const notForBroker = rows.some((r) => r.password.kind === 'notForBroker');

  return (
    <ScreenPage
      route="GatewaySetting"
      actions={
        <div className="gateway-actions">
          <ActionButton icon="add" onClick={() => setOpen({ kind: 'add' })} data-testid="gateway-add">
            {t('add')}
          </ActionButton>
        </div>
      }
    >
      <div className="gateway-toolbar">
        <SearchField
          label={t('searchGateways')}
          value={search}
          onChange={setSearch}
          withIcon
          testId="gateway-search"
          className="gateway-search"
        />
      </div>
      {notForBroker ? (
        <p className="gateway-hint" data-testid="gateway-broker-hint">
          {t('gatewayPasswordNotForBrokerHint')}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        rows={shownRows}
        rowKey={(r) => r.id}
        ariaLabel={t('gatewayManagement')}
        pageResetKey={deferredSearch}
        loading={gateways.isPending && gateways.fetchStatus !== 'idle'}
        emptyText={gateways.error ? gatewayErrorText(t, gateways.error) : t('noData')}
        testId="gateways-table"
      />
      {open?.kind === 'add' || open?.kind === 'edit' ? (
        <GatewayDialog
          gateway={open.kind === 'edit' ? open.row.record : undefined}
          groups={groups}
          defaultGroupId={me.deviceGroupId}
          onSaved={(answer) => setOpen(answer ? { kind: 'password', shown: shownOf(answer) } : null)}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'rotate' ? (
        <RotatePasswordDialog
          row={open.row}
          onRotated={(answer) => setOpen({ kind: 'password', shown: shownOf(answer) })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'remove' ? <RemoveGatewayDialog row={open.row} onClose={close} /> : null}
      {open?.kind === 'password' ? <PasswordDialog shown={open.shown} onClose={close} /> : null}
    </ScreenPage>
  );
}
