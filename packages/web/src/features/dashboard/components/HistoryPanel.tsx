/**
 * The dashboard's alarm history panel (part 1 §2, §9): the alarms of the group, or of the machine chosen
 * in the alarm list (its device name and customer's machine number above the table), with the E, C, M
 * and repaired toggles of the alarm records, newest first; it starts with 100 rows and a button loads 100
 * more. Choosing a row shows that machine's alarms. What it derives is historyPanel.ts's.
 */
import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ALARM_LEVEL_NUMBERS } from '@airsight/contracts/presentation/alarm-levels';
import { AlarmFilters } from '../../../components/alarm/AlarmFilters.tsx';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import type { AlarmLevel } from '../../../api/alarm-events/alarmEvents.ts';
import { useIncidents } from '../../../api/alarm-events/getIncidents.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { toIncidentRow } from '../../../lib/incidentRows.ts';
import { HISTORY_REFRESH_MS } from '../constants.ts';
import {
  canLoadMore,
  firstPage,
  historyCall,
  historyLimit,
  historyResetKey,
  nextLimit,
  panelMachineOf,
  type PanelMachine,
} from '../historyPanel.ts';
import { HistoryMachineBar } from './HistoryMachineBar.tsx';
import { HistoryTable } from './HistoryTable.tsx';

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
  const call = useMemo(() => historyCall(groupId, machine), [groupId, machine]);
  const resetKey = historyResetKey(call, levels, repaired);
  const [paging, setPaging] = useState(() => firstPage(resetKey));
  const limit = historyLimit(paging, resetKey);
  const query = useIncidents(call, { levels, repaired, maxNumber: limit }, HISTORY_REFRESH_MS, {
    keepRowsOfScope: true,
  });
  const rows = useMemo(() => (query.data ?? []).map((e) => toIncidentRow(e, locale)), [query.data, locale]);
  const more = canLoadMore(rows.length, limit, query.isPlaceholderData);

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
      <HistoryMachineBar machine={machine} onAll={() => onMachine(null)} />
      <AlarmFilters
        levels={levels}
        onLevelsChange={setLevels}
        repaired={repaired}
        onRepairedChange={setRepaired}
      />
      <RefreshBar active={query.isFetching} />
      <HistoryTable
        rows={rows}
        loading={query.isPending}
        pageResetKey={resetKey}
        onChoose={(row) => onMachine(panelMachineOf(row))}
      />
      <Box>
        <Button
          variant="outlined"
          onClick={() => setPaging({ resetKey, limit: nextLimit(limit) })}
          disabled={!more || query.isFetching}
          data-testid="history-load-more"
        >
          {t('loadMore')}
        </Button>
      </Box>
    </Box>
  );
}
