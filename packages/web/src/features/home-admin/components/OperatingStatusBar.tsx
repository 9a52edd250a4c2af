/**
 * 'Get operating status' (part 1 §2, company tab): the counts are refreshed by themselves every 2 hours;
 * this button asks the server again now, and the line beside it says when the shown data was read (the
 * server's clock of the answer, in the browser's time zone, named by its UTC offset because the machine
 * screens show times in the machine's zone), so a user can tell how old the counts are.
 */
import { useTranslation } from 'react-i18next';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { ActionButton } from '../../../components/ActionButton.tsx';
import './homeAdmin.css';

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
    <div className="operating-status">
      <ActionButton
        size="small"
        icon="refresh"
        busy={fetching}
        disabled={fetching}
        data-testid="get-operating-status"
        onClick={onRefresh}
      >
        {t('getOperatingStatus')}
      </ActionButton>
      {/* The line keeps the size of its text before the first answer (an invisible copy with a time of
          the same format in the same grid cell), so that it wraps the same way on a phone and the table
          below does not jump when the time arrives (Lighthouse's layout shift). */}
      <div className="operating-status-time">
        <p aria-hidden="true">
          {asOf(0)} {zone(at ?? 0)}
        </p>
        <p aria-live="polite">
          <span data-testid="data-time">{at !== undefined ? asOf(at) : ''}</span>
          {at !== undefined ? ' ' : ''}
          <span data-testid="data-time-zone">{at !== undefined ? zone(at) : ''}</span>
        </p>
      </div>
    </div>
  );
}
