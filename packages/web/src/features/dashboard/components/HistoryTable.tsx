import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@airsight/contracts/locales';
import { customerLink, machineInfoLink } from '../../../components/DataTable/linkCells.tsx';
import { DataTable, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { LevelBadge } from '../../../components/alarm/LevelBadge.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import type { IncidentRow } from '../../../lib/incidentRows.ts';
import { machineLabel } from '../../../lib/names.ts';

/**
 * Time, alarm name with its level icon, and on a wide screen the machine (its information in a new tab)
 * and the customer (its HomeConsumer in a new tab).
 */
function historyColumns(t: TFunction, locale: Locale): DataTableColumn<IncidentRow>[] {
  return [
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
      cell: (r) => customerLink(t, r.groupId, r.customer, { testId: 'history-customer-link', glyph: false }),
      sortValue: (r) => r.customer,
      priority: 'detail',
    },
  ];
}

export interface HistoryTableProps {
  rows: readonly IncidentRow[];
  loading: boolean;
  /** A new scope or filter: back to the first page. */
  pageResetKey: string;
  onChoose: (row: IncidentRow) => void;
}

/** The history's rows, keyed by incident id, 70vh high with a fixed header; a row chooses its machine. */
export function HistoryTable({ rows, loading, pageResetKey, onChoose }: HistoryTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns = useMemo(() => historyColumns(t, locale), [t, locale]);
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      onRowClick={onChoose}
      ariaLabel={t('alarmHistory')}
      maxHeight="70vh"
      pageResetKey={pageResetKey}
      loading={loading}
      testId="history-table"
    />
  );
}
