/**
 * Admin dashboard (route DashboardAdmin, part 1 §2) of a group and everything under it, for users with
 * the map flag (part 1 §6): the counts of machines, communicated and disconnected; two tabs, the overview
 * with pie charts and the alarm list (tab 2) with the alarm history panel beneath it. The tab is kept in
 * the query (?tab=alarms). Data: the fleet call (machines and their status), the maintenance-advice call
 * and one annual-inspection call, each for the whole group. A user without the map flag sees that the page
 * does not exist; a group the user may not see says so (the server answers 404 for it as well).
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { formatNumber } from '@airsight/contracts/format/number';
import { STATUS_PALETTE } from '@airsight/contracts/presentation/palette';
import { MAINTENANCE_STATUS_COLOURS } from '@airsight/contracts/presentation/service-codes';
import { MAINTENANCE_STATUSES } from '@airsight/contracts/service-records';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { TabBar } from '../../../components/TabBar.tsx';
import { useFleetDevices } from '../../../api/fleet/getFleetDevices.ts';
import { useGroupAuthorities } from '../../../api/master-info/getGroupAuthorities.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useMaintenanceAdvice } from '../../../api/maintenance/getMaintenanceAdvice.ts';
import { judgedDay } from '../../../lib/maintenanceForecastText.ts';
import { MAINTENANCE_STATUS_WORDS } from '../../../lib/maintenanceStatusText.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useQueryTab } from '../../../lib/useQueryTab.ts';
import { useAnnualInspections } from '../api/getAnnualInspections.ts';
import {
  buildDashboardRows,
  countDashboard,
  type AdviceLike,
  type DashboardCounts,
} from '../dashboardRows.ts';
import { AlarmList } from './AlarmList.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { chosenRowId, panelMachineOf, type PanelMachine } from '../historyPanel.ts';
import { HISTORY_REFRESH_MS } from '../constants.ts';
import { PieChart, type PieSlice } from './PieChart.tsx';

const DASHBOARD_TABS = ['overview', 'alarms'] as const;

const NO_ADVICE: ReadonlyMap<string, AdviceLike> = new Map();
const NO_DATES: ReadonlyMap<string, string> = new Map();

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, minWidth: 140, flex: '1 1 140px' }} data-testid={testId}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-value={value ?? ''} sx={{ fontWeight: 600 }}>
        {value === undefined ? '—' : formatNumber(value)}
      </Typography>
    </Paper>
  );
}

/** The maintenance pie's statuses, danger first; the machines without advice follow as 'none'. */
const MAINTENANCE_SLICES = [...MAINTENANCE_STATUSES].reverse();

function Overview({ counts }: { counts: DashboardCounts }) {
  const { t } = useTranslation();
  const connected = counts.machines - counts.disconnected;
  const disconnected: PieSlice = {
    key: 'disconnected',
    label: t('disconnected'),
    value: counts.disconnected,
    color: STATUS_PALETTE.grey,
  };
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', justifyContent: 'space-around', py: 2 }}>
      <PieChart
        title={t('communicationStatus')}
        testId="pie-communication"
        slices={[
          { key: 'connected', label: t('connected'), value: connected, color: STATUS_PALETTE.green },
          disconnected,
        ]}
      />
      <PieChart
        title={t('status')}
        testId="pie-status"
        slices={[
          { key: 'running', label: t('running'), value: counts.running, color: STATUS_PALETTE.green },
          { key: 'stopped', label: t('stopped'), value: counts.stopped, color: STATUS_PALETTE.dark },
          disconnected,
        ]}
      />
      <PieChart
        title={t('maintenanceStatus')}
        testId="pie-maintenance"
        slices={[
          ...MAINTENANCE_SLICES.map((status) => ({
            key: status,
            label: t(MAINTENANCE_STATUS_WORDS[status].name),
            value: counts.maintenance[status],
            color: MAINTENANCE_STATUS_COLOURS[status],
          })),
          {
            key: 'none',
            label: t('maintenanceStatusNone'),
            value: counts.maintenance.none,
            color: STATUS_PALETTE.grey,
          },
        ]}
      />
    </Box>
  );
}

function Dashboard({ groupId }: { groupId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [tab, selectTab] = useQueryTab(DASHBOARD_TABS);
  const [machine, setMachine] = useState<PanelMachine | null>(null);
  // Device, advice and inspection loading errors are only logged (part 1 §8); the last answers stay.
  const fleet = useFleetDevices(groupId, { refreshMs: HISTORY_REFRESH_MS, silent: true });
  const advice = useMaintenanceAdvice(groupId);
  const inspections = useAnnualInspections(groupId, HISTORY_REFRESH_MS);

  const adviceById = useMemo(
    () => (advice.data ? new Map(advice.data.items.map((item) => [item.id, item])) : NO_ADVICE),
    [advice.data],
  );
  const devices = fleet.data?.fleet_device_list;
  const rows = useMemo(
    () => buildDashboardRows(devices, adviceById, inspections.data ?? NO_DATES, locale),
    [devices, adviceById, inspections.data, locale],
  );
  const serverTime = fleet.data?.server_time;
  const counts = useMemo(() => {
    const now = (serverTime ? apiTimeToMs(serverTime) : undefined) ?? fleet.dataUpdatedAt;
    return countDashboard(devices, rows, now);
  }, [devices, rows, serverTime, fleet.dataUpdatedAt]);
  const loaded = fleet.data !== undefined;

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="dashboard"
      data-loaded={String(loaded && advice.data !== undefined)}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Figure
          label={t('numberOfMachines')}
          value={loaded ? counts.machines : undefined}
          testId="count-machines"
        />
        <Figure
          label={t('communicated')}
          value={loaded ? counts.communicated : undefined}
          testId="count-communicated"
        />
        <Figure
          label={t('disconnected')}
          value={loaded ? counts.disconnected : undefined}
          testId="count-disconnected"
        />
      </Box>
      <TabBar
        value={tab}
        onChange={selectTab}
        tabs={[
          { value: 'overview', label: t('overview'), testId: 'tab-overview' },
          { value: 'alarms', label: t('alarmList'), testId: 'tab-alarms' },
        ]}
      />
      {tab === 'overview' ? (
        <Overview counts={counts} />
      ) : (
        <>
          <AlarmList
            rows={rows}
            loading={fleet.isPending}
            today={advice.data ? judgedDay(advice.data.judgedAt) : ''}
            selectedId={chosenRowId(rows, machine)}
            onSelect={(row) => setMachine(panelMachineOf(row))}
          />
          <HistoryPanel groupId={groupId} machine={machine} onMachine={setMachine} />
        </>
      )}
    </Box>
  );
}

export default function DashboardAdminScreen() {
  const user = useSessionUser();
  const { device_group_id: groupId = '' } = useParams();
  const authorities = useGroupAuthorities();
  // Only a loaded list can say "not yours"; while it loads (or if it failed) the server decides.
  const unknownGroup =
    !groupId ||
    (Array.isArray(authorities.data) && !authorities.data.some((g) => g.device_group_id === groupId));
  return (
    <ScreenPage route="DashboardAdmin">
      {!user.isMap ? (
        <RefusalMessage messageKey="pageDoesNotExist" testId="dashboard-refused" />
      ) : unknownGroup ? (
        <RefusalMessage messageKey="theGroupDoesNotExist" testId="group-not-found" />
      ) : (
        <Dashboard groupId={groupId} />
      )}
    </ScreenPage>
  );
}
