/**
 * Machine tab of HomeAdmin (part 1 §2): every machine under the group, four substring searches (serial
 * number, customer's machine number, model, customer), a link to each machine's information in a new
 * tab, and the CSV of the rows shown. Built for 10,000 machines: statuses and search keys are made once
 * per answer, each key stroke filters prepared strings in memory behind useDeferredValue (typing stays
 * responsive while the table catches up), and the table renders only the rows in view.
 */
import { memo, useCallback, useDeferredValue, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@airsight/contracts/locales';
import { customerLink, machineInfoLink } from '../../../components/DataTable/linkCells.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { DEVICE_STATES } from '@airsight/contracts/domain/status';
import { DataTable, textColumn, type SortState } from '../../../components/DataTable/index.ts';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { HOME_ADMIN_REFRESH_MS } from '../constants.ts';
import type { ExportColumn } from '../exportColumns.ts';
import {
  EMPTY_MACHINE_SEARCH,
  buildMachineRows,
  filterMachines,
  type MachineRow,
  type MachineSearch,
} from '../machineRows.ts';
import { OperatingStatusBar } from './OperatingStatusBar.tsx';
import { ShownRowsCsvButton } from './ShownRowsCsvButton.tsx';
import { SHOWN_STATUS_KEYS, StatusCell } from './StatusCell.tsx';
import './homeAdmin.css';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';

/** A text of the machine's record that may be missing (the customer's machine number, the model). */
function optionalInfoColumn(
  id: string,
  headerText: string,
  field: 'optional_info_1' | 'optional_info_2',
  width: number,
): ExportColumn<MachineRow> {
  const read = (row: MachineRow) => row.device[field] ?? '';
  return {
    ...textColumn(id, headerText, read, { priority: 'detail', noWrap: true, width }),
    headerText,
    csvValue: read,
  };
}

/**
 * Serial number and status stay in a narrow table (a phone); the others go to each row's details. The
 * CSV takes every column, whatever the table shows.
 */
function machineColumns(t: TFunction, locale: Locale): ExportColumn<MachineRow>[] {
  return [
    {
      id: 'serial',
      header: t('serialNumber'),
      headerText: t('serialNumber'),
      cell: (row) =>
        machineInfoLink(t, locale, { modelId: row.device.model_id, serialNo: row.device.serial_no }),
      csvValue: (row) => row.device.serial_no,
      sortValue: (row) => row.device.serial_no,
      noWrap: true,
      width: 200,
    },
    optionalInfoColumn('number', t('customersMachineNumber'), 'optional_info_2', 130),
    optionalInfoColumn('model', t('model'), 'optional_info_1', 120),
    {
      // The device group's name, a link to its HomeConsumer in a new tab (part 1 §2: the customer
      // column of the admin tables); machineRows.ts says why.
      id: 'customer',
      priority: 'detail',
      header: t('customer'),
      headerText: t('customer'),
      cell: (row) => customerLink(t, row.device.device_group_id, row.customer),
      csvValue: (row) => row.customer,
      sortValue: (row) => row.customer,
      width: 180,
    },
    {
      id: 'status',
      header: t('status'),
      headerText: t('status'),
      cell: (row) => <StatusCell status={row.status} />,
      csvValue: (row) => t(SHOWN_STATUS_KEYS[row.status.shown]),
      // Priority order of part 1 §4: disconnected, emergency, caution, maintenance, running, other.
      sortValue: (row) => DEVICE_STATES.indexOf(row.status.state),
      width: 150,
    },
  ];
}

const SEARCH_FIELDS: readonly {
  key: keyof MachineSearch;
  label: 'serialNumber' | 'customersMachineNumber' | 'model' | 'customer';
  /** Width the box starts from (px): enough for its whole label, which an outlined field cuts short. */
  basis: number;
}[] = [
  { key: 'serial', label: 'serialNumber', basis: 200 },
  { key: 'number', label: 'customersMachineNumber', basis: 260 },
  { key: 'model', label: 'model', basis: 200 },
  { key: 'customer', label: 'customer', basis: 200 },
];

const machineKey = (row: MachineRow) => row.device.id;

interface SearchBoxesProps {
  search: MachineSearch;
  onChange: (key: keyof MachineSearch, value: string) => void;
}

/** The four boxes; memoised so that the table's (deferred) render does not render them again. */
const SearchBoxes = memo(function SearchBoxes({ search, onChange }: SearchBoxesProps) {
  const { t } = useTranslation();
  return SEARCH_FIELDS.map((field) => (
    <SearchField
      key={field.key}
      label={t(field.label)}
      value={search[field.key]}
      onChange={(value) => onChange(field.key, value)}
      testId={`search-${field.key}`}
      // Boxes share a row's width; a phone gives each its own line, the whole width (homeAdmin.css).
      className="home-admin-machine-search"
      style={{ '--search-basis': `${field.basis}px` } as CSSProperties}
    />
  ));
});

/** The table, memoised so that a key stroke renders only the box until the deferred filter is ready. */
const MachineTable = memo(DataTable) as typeof DataTable;
const StatusBar = memo(OperatingStatusBar);

export function MachineTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // Device loading errors are only logged (part 1 §8); the last answer stays on screen.
  const query = useFleetDevices(groupId, { refreshMs: HOME_ADMIN_REFRESH_MS, silent: true });
  const [search, setSearch] = useState<MachineSearch>(EMPTY_MACHINE_SEARCH);
  const deferredSearch = useDeferredValue(search);
  const [sort, setSort] = useState<SortState | null>(null);
  const { refetch } = query;

  const serverTime = query.data?.server_time;
  const rows = useMemo(() => {
    // The server's clock judges connection (160 minutes); the time of the answer if it lacks one.
    const now = (serverTime ? apiTimeToMs(serverTime) : undefined) ?? query.dataUpdatedAt;
    return buildMachineRows(query.data?.fleet_device_list, locale, now);
  }, [query.data, query.dataUpdatedAt, serverTime, locale]);
  const shown = useMemo(() => filterMachines(rows, deferredSearch), [rows, deferredSearch]);
  const columns = useMemo(() => machineColumns(t, locale), [t, locale]);
  const changeSearch = useCallback(
    (key: keyof MachineSearch, value: string) => setSearch((previous) => ({ ...previous, [key]: value })),
    [],
  );
  const refresh = useCallback(() => void refetch(), [refetch]);

  return (
    <div
      className="home-admin-tab"
      // The search the table shows (it trails the boxes while typing): tests and the bench wait on it.
      data-testid="machine-tab"
      data-applied-search={JSON.stringify(deferredSearch)}
    >
      <div className="home-admin-actions">
        <SearchBoxes search={search} onChange={changeSearch} />
        <ShownRowsCsvButton tab="machine" columns={columns} rows={shown} sort={sort} groupId={groupId} />
      </div>
      <StatusBar serverTime={serverTime} fetching={query.isFetching} onRefresh={refresh} />
      <MachineTable
        columns={columns}
        rows={shown}
        rowKey={machineKey}
        sort={sort}
        onSortChange={setSort}
        pageResetKey={deferredSearch}
        ariaLabel={t('byMachine')}
        loading={query.isPending}
        fixedLayout
      />
    </div>
  );
}
