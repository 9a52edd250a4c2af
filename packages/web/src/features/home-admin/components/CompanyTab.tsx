/**
 * Company tab of HomeAdmin (part 1 §2): the child groups of the route's group with every count, a name
 * search, the buttons of part 1 §2 and §6, and a row click that goes into the group.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { buildPath } from '@airsight/contracts/routes';
import { ALARM_LEVELS, type AlarmLevelPresentation } from '@airsight/contracts/presentation/alarm-levels';
import { DataTable, type SortState } from '../../../components/DataTable/index.ts';
import { ActionLink } from '../../../components/ActionButton.tsx';
import { Icon, type IconName } from '../../../components/icons.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useGroupSummaries } from '../../../api/fleet/getGroupSummaries.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { formatNumber } from '@airsight/contracts/format/number';
import { HOME_ADMIN_REFRESH_MS } from '../constants.ts';
import { buildCompanyRows, filterCompanies, type CompanyRow } from '../companyRows.ts';
import type { ExportColumn } from '../exportColumns.ts';
import { AlarmMailCsvMenu } from './AlarmMailCsvMenu.tsx';
import { OperatingStatusBar } from './OperatingStatusBar.tsx';
import { ShownRowsCsvButton } from './ShownRowsCsvButton.tsx';
import './homeAdmin.css';

export interface CompanyTabProps {
  groupId: string;
  /** The route group's name in the display language (the alarm-mail settings route carries it). */
  groupName: string;
}

function countColumn(
  id: string,
  headerText: string,
  read: (row: CompanyRow) => number,
): ExportColumn<CompanyRow> {
  return {
    id,
    header: headerText,
    headerText,
    cell: (row) => formatNumber(read(row)),
    csvValue: read,
    sortValue: read,
    align: 'right',
    noWrap: true,
    minWidth: 64,
    priority: 'detail',
  };
}

/** A level's alarm count: the level's letter in its colour as the header (full name on hover and in the
 * CSV), and a count above zero in the level's colour so that a company with alarms stands out. */
function alarmColumn(
  t: TFunction,
  { key, background, text }: AlarmLevelPresentation,
): ExportColumn<CompanyRow> {
  const headerText = t(key);
  const letter = t(`${key}Short`);
  const read = (row: CompanyRow) => row.summary.alermCount[key];
  const colours = { backgroundColor: background, color: text };
  return {
    ...countColumn(key, headerText, read),
    header: (
      <abbr className="alarm-count" title={headerText} aria-label={headerText} style={colours}>
        {letter}
      </abbr>
    ),
    cell: (row) => {
      const n = read(row);
      if (n === 0) return formatNumber(n);
      return (
        <span className="alarm-count" style={colours}>
          {formatNumber(n)}
        </span>
      );
    },
    minWidth: 36,
    // The alarm counts are what a user scans a company list by: they stay on a phone.
    priority: 'essential',
  };
}

/**
 * Name and the E / C / M counts stay in a narrow table (a phone); the other counts leave it from the
 * last one on, as far as needed, into each row's details. The CSV takes every column.
 */
function companyColumns(t: TFunction): ExportColumn<CompanyRow>[] {
  return [
    {
      id: 'name',
      header: t('companyName'),
      headerText: t('companyName'),
      cell: (row) => (
        <span className="company-name">
          {row.name}
          {/* A company with plants: the row opens another company list rather than the machines. */}
          {row.summary.has_children ? <Icon name="chevronRight" size={20} /> : null}
        </span>
      ),
      csvValue: (row) => row.name,
      sortValue: (row) => row.name,
      // Long names wrap between words rather than push the counts out of a narrow table.
      minWidth: 120,
    },
    countColumn('devices', t('numberOfMachines'), (r) => r.summary.devicesCount),
    ...ALARM_LEVELS.map((level) => alarmColumn(t, level)),
    countColumn('running', t('numberRunning'), (r) => r.summary.drivingCount),
    countColumn('stopped', t('numberStopped'), (r) => r.summary.notDrivingCount),
    countColumn('disconnected', t('numberDisconnected'), (r) => r.summary.connectionOffCount),
    countColumn('communicated', t('numberCommunicated'), (r) => r.summary.communicatedCount),
    countColumn('notCommunicated', t('numberNotCommunicated'), (r) => r.summary.notCommunicatedCount),
    countColumn('noConsentForm', t('consentFormNotReceived'), (r) => r.summary.notReceivedTheConsentForm),
  ];
}

interface ScreenLink {
  to: string;
  icon: IconName;
  testId: string;
  label: 'consumerMap' | 'dashboard' | 'alarmMailSettings' | 'alarmRecords';
}

/** The buttons to other screens (part 1 §2, §6); the map and the dashboard only for map users. */
function screenLinks(groupId: string, groupName: string, isMap: boolean): ScreenLink[] {
  const mapLinks: ScreenLink[] = [
    { to: buildPath('ConsumerMap'), icon: 'map', testId: 'consumer-map-button', label: 'consumerMap' },
    {
      to: buildPath('DashboardAdmin', { device_group_id: groupId }),
      icon: 'dashboard',
      testId: 'dashboard-button',
      label: 'dashboard',
    },
  ];
  return [
    ...(isMap ? mapLinks : []),
    {
      to: buildPath('AlarmMailSetting', { device_group_id: groupId, device_group_name_locale: groupName }),
      icon: 'mail',
      testId: 'alarm-mail-settings-button',
      label: 'alarmMailSettings',
    },
    {
      to: buildPath('AlarmHistory', { device_group_id: groupId }),
      icon: 'history',
      testId: 'alarm-records-button',
      label: 'alarmRecords',
    },
  ];
}

export function CompanyTab({ groupId, groupName }: CompanyTabProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  const navigate = useNavigate();
  const query = useGroupSummaries(groupId, HOME_ADMIN_REFRESH_MS);
  const [word, setWord] = useState('');
  const deferredWord = useDeferredValue(word);
  const [sort, setSort] = useState<SortState | null>(null);

  const rows = useMemo(() => buildCompanyRows(query.data?.group_summary_list, locale), [query.data, locale]);
  const shown = useMemo(() => filterCompanies(rows, deferredWord), [rows, deferredWord]);
  const columns = useMemo(() => companyColumns(t), [t]);

  const openGroup = (row: CompanyRow) =>
    navigate(
      buildPath(row.summary.has_children ? 'HomeAdmin' : 'HomeConsumer', {
        device_group_id: row.summary.device_group_id,
      }),
    );

  return (
    <div className="home-admin-tab">
      <div className="home-admin-actions">
        {screenLinks(groupId, groupName, user.isMap).map((link) => (
          <ActionLink key={link.testId} to={link.to} icon={link.icon} data-testid={link.testId}>
            {t(link.label)}
          </ActionLink>
        ))}
        <ShownRowsCsvButton tab="company" columns={columns} rows={shown} sort={sort} groupId={groupId} />
        {user.isAlarmMailAdmin ? <AlarmMailCsvMenu /> : null}
      </div>
      <div className="home-admin-search-row">
        <SearchField
          label={t('searchByCompanyName')}
          value={word}
          onChange={setWord}
          testId="company-search"
          withIcon
          className="home-admin-company-search"
        />
        <OperatingStatusBar
          serverTime={query.data?.server_time}
          fetching={query.isFetching}
          onRefresh={() => void query.refetch()}
        />
      </div>
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={(row) => row.summary.device_group_id}
        onRowClick={openGroup}
        sort={sort}
        onSortChange={setSort}
        pageResetKey={deferredWord}
        ariaLabel={t('byCompany')}
        loading={query.isPending}
      />
    </div>
  );
}
