/**
 * The dashboard's alarm history panel (part 1 §2, §9): the alarms of the group, or of the machine chosen
 * in the alarm list (its device name and customer's machine number above the table), with the E, C, M
 * and repaired toggles of the alarm records, newest first; it starts with 100 rows and a button loads 100
 * more. The table is 70vh high with a fixed header; rows are keyed by incident id, and choosing one shows
 * that machine's alarms. Columns: time, alarm name with its level icon, machine (its information in a new
 * tab), customer (its HomeConsumer in a new tab).
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALARM_MAX_NUMBER } from '@airsight/contracts/constants';
import { customerLink, machineInfoLink } from '../../../components/DataTable/linkCells.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { AlarmFilters } from '../../../components/alarm/AlarmFilters.tsx';
import { LevelBadge } from '../../../components/alarm/LevelBadge.tsx';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { ALARM_LEVEL_NUMBERS } from '@airsight/contracts/presentation/alarm-levels';
import type { AlarmLevel, ScopedCall } from '../../../api/alarm-events/alarmEvents.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { toIncidentRow, type IncidentRow } from '../../../lib/incidentRows.ts';
import { machineLabel } from '../../../lib/names.ts';
import { useAlarmHistory } from '../api/getAlarmHistory.ts';
import { HISTORY_REFRESH_MS } from '../constants.ts';

/** Part 1 §9: the panel starts with 100 rows and adds 100 per load (reloads: HISTORY_REFRESH_MS). */
export const HISTORY_STEP = 100;

/** The machine the panel is narrowed to. */
export interface PanelMachine {
  modelId: string;
  serialNo: string;
  deviceName: string;
  customerMachineNumber: string;
}

export interface HistoryPanelProps {
  groupId: string;
  machine: PanelMachine | null;
  onMachine: (machine: PanelMachine | null) => void;
}

export function HistoryPanel({ groupId, machine, onMachine }: HistoryPanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [levels, setLevels] = useState<AlarmLevel[]>([...ALARM_LEVEL_NUMBERS]);
  const [repaired, setRepaired] = useState(false);
  const [limit, setLimit] = useState(HISTORY_STEP);
  const call = useMemo<ScopedCall>(
    () =>
      machine
        ? {
            scope: { kind: 'machines', machines: [{ modelId: machine.modelId, serialNo: machine.serialNo }] },
            key: `m:${machine.modelId}:${machine.serialNo}`,
          }
        : { scope: { kind: 'group', deviceGroupId: groupId }, key: `g:${groupId}` },
    [machine, groupId],
  );
  // A new scope or filter starts again from 100 rows.
  const resetKey = `${call.key}|${levels.join(',')}|${repaired}`;
  const [seenKey, setSeenKey] = useState(resetKey);
  if (seenKey !== resetKey) {
    setSeenKey(resetKey);
    setLimit(HISTORY_STEP);
  }
  const query = useAlarmHistory(call, levels, repaired, limit, HISTORY_REFRESH_MS);
  const rows = useMemo(() => (query.data ?? []).map((e) => toIncidentRow(e, locale)), [query.data, locale]);
  // Fewer rows than asked for: there are no more. The calls answer at most ALARM_MAX_NUMBER rows.
  const more = !query.isPlaceholderData && rows.length >= limit && limit < ALARM_MAX_NUMBER;

  const columns = useMemo<DataTableColumn<IncidentRow>[]>(
    () => [
      {
        id: 'time',
        header: t('eventTime'),
        cell: (r) => r.time,
        sortValue: (r) => r.eventTime,
        noWrap: true,
      },
      {
        id: 'name',
        header: t('alarmName'),
        cell: (r) => (
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <LevelBadge level={r.level} />
            {r.name}
          </Box>
        ),
        sortValue: (r) => r.name,
        minWidth: 120,
      },
      {
        id: 'device',
        header: t('device'),
        cell: (r) =>
          machineInfoLink(t, locale, r, machineLabel(r.serialNo, r.customerMachineNumber), {
            testId: 'history-device-link',
            glyph: false,
          }),
        sortValue: (r) => r.serialNo,
        priority: 'detail',
      },
      {
        id: 'customer',
        header: t('customer'),
        cell: (r) =>
          customerLink(t, r.groupId, r.customer, { testId: 'history-customer-link', glyph: false }),
        sortValue: (r) => r.customer,
        priority: 'detail',
      },
    ],
    [t, locale],
  );

  const choose = (r: IncidentRow) =>
    onMachine({
      modelId: r.modelId,
      serialNo: r.serialNo,
      deviceName: r.deviceName,
      customerMachineNumber: r.customerMachineNumber,
    });

  return (
    <Box
      component="section"
      aria-labelledby="history-panel-title"
      data-testid="history-panel"
      data-rows={rows.length}
      data-limit={limit}
      data-machine={machine ? machine.serialNo : ''}
      // Assistive technology (and the tests) wait while the rows are being replaced.
      aria-busy={query.isFetching}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id="history-panel-title" variant="h6" component="h2">
        {t('alarmHistory')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {machine ? (
          <>
            <Typography data-testid="history-machine-name">
              {t('machineName')}: {machine.deviceName}
            </Typography>
            <Typography data-testid="history-machine-number">
              {t('customersMachineNumber')}: {machine.customerMachineNumber || '—'}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => onMachine(null)} data-testid="history-all">
              {t('historyOfAllMachines')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="textSecondary" data-testid="history-hint">
            {t('chooseMachineForHistory')}
          </Typography>
        )}
      </Box>
      <AlarmFilters
        levels={levels}
        onLevelsChange={setLevels}
        repaired={repaired}
        onRepairedChange={setRepaired}
      />
      <RefreshBar active={query.isFetching} />
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        onRowClick={choose}
        ariaLabel={t('alarmHistory')}
        maxHeight="70vh"
        pageResetKey={resetKey}
        loading={query.isPending}
        testId="history-table"
      />
      <Box>
        <Button
          variant="outlined"
          onClick={() => setLimit((n) => Math.min(n + HISTORY_STEP, ALARM_MAX_NUMBER))}
          disabled={!more || query.isFetching}
          data-testid="history-load-more"
        >
          {t('loadMore')}
        </Button>
      </Box>
    </Box>
  );
}
