/**
 * 'Get operating status' (part 1 §2, company tab): the counts are refreshed by themselves every 2 hours;
 * this button asks the server again now, and the line beside it says when the shown data was read (the
 * server's clock of the answer, in the browser's time zone, named by its UTC offset because the machine
 * screens show times in the machine's zone), so a user can tell how old the counts are.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';

export interface OperatingStatusBarProps {
  /** server_time of the shown answer (14 digits UTC), undefined before the first answer. */
  serverTime: string | undefined;
  fetching: boolean;
  onRefresh: () => void;
}

export function OperatingStatusBar({ serverTime, fetching, onRefresh }: OperatingStatusBarProps) {
  const { t } = useTranslation();
  const at = serverTime ? apiTimeToMs(serverTime) : undefined;
  const asOf = (ms: number) => t('dataAsOf', { time: formatBrowserDateTime(ms) });
  const zone = (ms: number) => t('inTimeZone', { zone: browserZoneLabel(ms) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        size="small"
        data-testid="get-operating-status"
        onClick={onRefresh}
        disabled={fetching}
        startIcon={fetching ? <CircularProgress size={16} /> : <RefreshIcon />}
      >
        {t('getOperatingStatus')}
      </Button>
      {/* The line keeps the size of its text before the first answer (an invisible copy with a time of
          the same format in the same grid cell), so that it wraps the same way on a phone and the table
          below does not jump when the time arrives (Lighthouse's layout shift). */}
      <Box sx={{ display: 'grid', '& > *': { gridArea: '1 / 1' } }}>
        <Typography variant="body2" aria-hidden="true" sx={{ visibility: 'hidden' }}>
          {asOf(0)} {zone(at ?? 0)}
        </Typography>
        <Typography variant="body2" color="textSecondary" aria-live="polite">
          <span data-testid="data-time">{at !== undefined ? asOf(at) : ''}</span>
          {at !== undefined ? ' ' : ''}
          <span data-testid="data-time-zone">{at !== undefined ? zone(at) : ''}</span>
        </Typography>
      </Box>
    </Box>
  );
}
