/**
 * Tab 2 of the dashboard, the alarm list (part 1 §2): every machine of the group with serial number (its
 * machine information in a new tab), model, customer (its HomeConsumer in a new tab), the clock-style
 * maintenance icon, the annual-inspection alarm date, days and running hours since the last service and
 * the forecast of the next one; the collapsible past-day search (part 1 §5) with reset and search; sorting
 * on past days and on the icon; page sizes 10, 20, All. Choosing a row shows its machine's alarms in the
 * history panel below.
 */
import { memo, useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Locale } from '@airsight/contracts/locales';
import { formatNumber } from '@airsight/contracts/format/number';
import { customerLink, machineInfoLink } from '../../../components/DataTable/linkCells.tsx';
import { DataTable, textColumn, type DataTableColumn } from '../../../components/DataTable/index.ts';
import { MaintenanceStatusIcon } from '../../../components/MaintenanceStatusIcon.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { maintenanceForecastText } from '../../../lib/maintenanceForecastText.ts';
import {
  EMPTY_PAST_DAY_SEARCH,
  filterByPastDays,
  maintenanceSortValue,
  type DashboardRow,
  type PastDaySearch,
} from '../dashboardRows.ts';
import { MAINTENANCE_STATUS_WORDS } from '../../../lib/maintenanceStatusText.ts';

function ClockGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d="M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z" />
    </svg>
  );
}

function alarmListColumns(t: TFunction, locale: Locale, today: string): DataTableColumn<DashboardRow>[] {
  return [
    {
      id: 'serial',
      header: t('serialNumber'),
      cell: (row) => machineInfoLink(t, locale, row),
      sortValue: (row) => row.serialNo,
      noWrap: true,
    },
    textColumn('model', t('model'), (row) => row.model, { priority: 'detail', noWrap: true }),
    {
      id: 'customer',
      priority: 'detail',
      header: t('customer'),
      cell: (row) => customerLink(t, row.groupId, row.customer),
      sortValue: (row) => row.customer,
    },
    {
      id: 'maintenance',
      // A clock for a header keeps the column narrow enough for a phone; its name is the text beside it.
      header: (
        <span title={t('maintenanceStatus')} style={{ display: 'inline-flex' }}>
          <ClockGlyph />
          <span className="visually-hidden">{t('maintenanceStatus')}</span>
        </span>
      ),
      cell: (row) => (
        <MaintenanceStatusIcon
          status={row.status}
          label={row.status ? t(MAINTENANCE_STATUS_WORDS[row.status].name) : ''}
          testId="maintenance-icon"
        />
      ),
      // Danger, warning, notice, none (part 1 §2); the direction toggles.
      sortValue: maintenanceSortValue,
      align: 'center',
    },
    textColumn('alarmDate', t('alarmDate'), (row) => row.alarmDate ?? '', {
      priority: 'detail',
      noWrap: true,
    }),
    {
      id: 'pastDays',
      header: t('pastDays'),
      cell: (row) => formatNumber(row.daysElapsed),
      sortValue: (row) => row.daysElapsed,
      align: 'right',
    },
    {
      id: 'hours',
      priority: 'detail',
      header: t('runningHoursSinceLastService'),
      cell: (row) => formatNumber(row.hoursElapsed, 1),
      sortValue: (row) => row.hoursElapsed,
      align: 'right',
    },
    {
      id: 'forecast',
      header: t('maintenanceForecast'),
      cell: (row) =>
        row.forecastDate ? maintenanceForecastText(t, row.forecastDate, today, { labelled: false }) : '',
      sortValue: (row) => row.forecastDate,
      priority: 'detail',
      noWrap: true,
    },
  ];
}

interface SearchPanelProps {
  onSearch: (search: PastDaySearch) => void;
}

/** The collapsible past-day search: two number boxes, reset and search (applied on Search only). */
const PastDaySearchPanel = memo(function PastDaySearchPanel({ onSearch }: SearchPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [draft, setDraft] = useState<PastDaySearch>(EMPTY_PAST_DAY_SEARCH);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  const reset = () => {
    setDraft(EMPTY_PAST_DAY_SEARCH);
    onSearch(EMPTY_PAST_DAY_SEARCH);
  };
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Button
        fullWidth
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="past-day-search"
        endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        data-testid="search-panel-toggle"
        sx={{ justifyContent: 'space-between', px: 2 }}
      >
        {t('searchConditions')}
      </Button>
      <Collapse in={open}>
        <Box
          component="form"
          id="past-day-search"
          onSubmit={submit}
          data-testid="past-day-search"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', p: 2, pt: 1 }}
        >
          <Typography component="span" variant="body2" sx={{ mr: 1 }} id="past-days-label">
            {t('pastDays')}
          </Typography>
          {(['from', 'to'] as const).map((bound) => (
            <TextField
              key={bound}
              size="small"
              type="number"
              label={t(bound)}
              value={draft[bound]}
              onChange={(event) => setDraft((previous) => ({ ...previous, [bound]: event.target.value }))}
              slotProps={{
                htmlInput: {
                  'data-testid': `past-days-${bound}`,
                  'aria-describedby': 'past-days-label',
                  inputMode: 'numeric',
                },
              }}
              sx={{ width: 120 }}
            />
          ))}
          <Button variant="outlined" onClick={reset} data-testid="past-days-reset">
            {t('reset')}
          </Button>
          <Button variant="contained" type="submit" data-testid="past-days-search">
            {t('search')}
          </Button>
        </Box>
      </Collapse>
    </Box>
  );
});

const rowKey = (row: DashboardRow) => row.id;

/** The machine whose alarms the history panel shows. */
const SELECTED_ROW: CSSProperties = { backgroundColor: '#E3F2FD' };

export interface AlarmListProps {
  rows: readonly DashboardRow[];
  loading: boolean;
  selectedId: string | null;
  onSelect: (row: DashboardRow) => void;
  /** The day the maintenance advice was judged: a forecast before it says overdue. */
  today: string;
}

export function AlarmList({ rows, loading, selectedId, onSelect, today }: AlarmListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useState<PastDaySearch>(EMPTY_PAST_DAY_SEARCH);
  const shown = useMemo(() => filterByPastDays(rows, search), [rows, search]);
  const columns = useMemo(() => alarmListColumns(t, locale, today), [t, locale, today]);
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="alarm-list"
      data-applied-search={JSON.stringify(search)}
    >
      <PastDaySearchPanel onSearch={setSearch} />
      <DataTable
        columns={columns}
        rows={shown}
        rowKey={rowKey}
        onRowClick={onSelect}
        rowDataset={(row) => ({ selected: String(row.id === selectedId) })}
        rowStyle={(row) => (row.id === selectedId ? SELECTED_ROW : undefined)}
        pageResetKey={search}
        ariaLabel={t('alarmList')}
        loading={loading}
        testId="dashboard-table"
      />
    </Box>
  );
}
