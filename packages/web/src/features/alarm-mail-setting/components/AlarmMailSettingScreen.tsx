import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SelectField } from '../../../components/SelectField.tsx';
import { AddDeleteButtons } from '../../../components/AddDeleteButtons.tsx';
import { DeleteRowsDialog } from '../../../components/DeleteRowsDialog.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { editColumn } from '../../../components/editColumn.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useAllDestinations, useDeleteDestination, useDestinations } from '../api/destinations.ts';
import {
  ALL_CHOICE,
  chosenSubject,
  destinationRows,
  LEVELS,
  MAIL_STATUS_FILTERS,
  machineOptions,
  machinesOfStatus,
  type MailStatusFilter,
  routeSubject,
  type DestinationRow,
} from '../destinationRows.ts';
import { DestinationDialog } from './DestinationDialog.tsx';
import './alarmMailSetting.css';

/** The machines change only elsewhere; the selector needs them once. */
const NO_REFRESH_MS = 0;

type Open = { kind: 'add' } | { kind: 'edit'; row: DestinationRow } | { kind: 'delete' } | null;

function destinationColumns(
  t: TFunction,
  withSerial: boolean,
  edit: (row: DestinationRow) => void,
): DataTableColumn<DestinationRow>[] {
  return [
    ...(withSerial
      ? [textColumn('serialNo', t('serialNumber'), (d: DestinationRow) => d.serialNo ?? t('allMachines'))]
      : []),
    // An address may break anywhere rather than widen the table past a phone.
    {
      ...textColumn('mail', t('mailAddress'), (d) => d.mail),
      cell: (d) => <span className="mail-cell">{d.mail}</span>,
    },
    textColumn('name', t('name'), (d) => d.userName, { priority: 'detail' }),
    textColumn('language', t('language'), (d) => (d.languageKey ? t(d.languageKey) : ''), {
      priority: 'detail',
    }),
    textColumn(
      'levels',
      t('alarmLevel'),
      (d) =>
        LEVELS.filter((l) => d.levels.includes(l.level))
          .map((l) => t(l.key))
          .join(', '),
      { priority: 'detail' },
    ),
    editColumn(t, (d) => d.mail, edit, 'mail-edit'),
  ];
}

/**
 * Alarm notification email settings (route AlarmMailSetting, part 2 §2): who is mailed the alarms of a
 * group or a machine, in a table with a checkbox each; add and edit in one dialog, delete of the ticked
 * destinations after a final confirmation. An admin works on the route's machine, else its group; anyone
 * else chooses one of their machines or ALL (their own group's destinations).
 */
export default function AlarmMailSettingScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const params = useParams();
  const [choice, setChoice] = useState(ALL_CHOICE);
  const [status, setStatus] = useState<MailStatusFilter>('all');
  const machines = useFleetDevices(user.admin ? undefined : user.deviceGroupId, {
    refreshMs: NO_REFRESH_MS,
    silent: true,
  });
  const remove = useDeleteDestination();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<readonly string[]>([]);

  const every = useAllDestinations(!user.admin && status !== 'all');
  const options = useMemo(
    () => machineOptions(machinesOfStatus(machines.data?.fleet_device_list ?? [], status, every.data ?? [])),
    [machines.data, status, every.data],
  );
  // A machine the filter hides is no longer the choice: the table shows ALL again.
  const shownChoice = choice === ALL_CHOICE || options.some((o) => o.value === choice) ? choice : ALL_CHOICE;
  const subject = user.admin ? routeSubject(params) : chosenSubject(shownChoice, user.deviceGroupId);
  const destinations = useDestinations(subject);
  const rows = useMemo(() => destinationRows(destinations.data ?? []), [destinations.data]);
  const columns = useMemo(
    () => destinationColumns(t, !user.admin, (row) => setOpen({ kind: 'edit', row })),
    [t, user.admin],
  );
  const chosen = rows.filter((r) => selected.includes(r.id));
  const close = () => setOpen(null);

  return (
    <ScreenPage
      route="AlarmMailSetting"
      actions={
        <div className="mail-actions">
          {user.admin ? null : (
            <>
              <SelectField
                label={t('emailSettingStatus')}
                options={MAIL_STATUS_FILTERS.map((f) => ({ value: f.value, label: t(f.key) }))}
                testId="mail-status"
                className="mail-select"
                value={status}
                onChange={(event) => setStatus(event.target.value as MailStatusFilter)}
              />
              <SelectField
                label={t('selectMachine')}
                options={[{ value: ALL_CHOICE, label: t('allMachines') }, ...options]}
                testId="mail-machine"
                className="mail-select"
                value={shownChoice}
                onChange={(event) => setChoice(event.target.value)}
              />
            </>
          )}
          <AddDeleteButtons
            onAdd={() => setOpen({ kind: 'add' })}
            onDelete={() => setOpen({ kind: 'delete' })}
            addDisabled={subject === undefined}
            selectedCount={chosen.length}
            testIdPrefix="mail"
          />
        </div>
      }
    >
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(d) => d.id}
        ariaLabel={t('alarmMailSettings')}
        loading={destinations.isPending && destinations.fetchStatus !== 'idle'}
        emptyText={t('noData')}
        selectable
        onSelectionChange={setSelected}
        testId="mail-table"
      />
      {(open?.kind === 'add' || open?.kind === 'edit') && subject ? (
        <DestinationDialog
          row={open.kind === 'edit' ? open.row : undefined}
          subject={subject}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'delete' && chosen.length > 0 ? (
        <DeleteRowsDialog
          title={t('finalConfirmation')}
          question={t('doYouWantToDeleteItCompletely')}
          rows={chosen.map((d) => ({ id: d.id, label: d.mail }))}
          onDelete={(ids) => remove.mutateAsync(ids)}
          failureText={t('anErrorOccurredWhileDeletingTheDestination')}
          onClose={close}
        />
      ) : null}
    </ScreenPage>
  );
}
