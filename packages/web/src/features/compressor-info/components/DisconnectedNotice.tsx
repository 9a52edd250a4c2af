import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { DISCONNECT_MINUTES } from '@airsight/contracts/domain/status';
import type { ConnectionView, Elapsed } from '../connection.ts';

function useElapsedText(): (e: Elapsed) => string {
  const { t } = useTranslation();
  return (e) => {
    if (e.days > 0) return t('elapsedDaysHours', { days: e.days, hours: e.hours });
    if (e.hours > 0) return t('elapsedHoursMinutes', { hours: e.hours, minutes: e.minutes });
    return t('elapsedMinutes', { minutes: e.minutes });
  };
}

/**
 * Says plainly that the machine is disconnected (part 1 §4) and for how long, so that the last values
 * below are not taken for live ones. Nothing while the machine is connected.
 */
export function DisconnectedNotice({ connection }: { connection: ConnectionView }) {
  const { t } = useTranslation();
  const elapsedText = useElapsedText();
  if (connection.connected) return null;
  const text =
    connection.elapsed === undefined
      ? t('machineNeverCommunicated')
      : t('machineDisconnectedFor', { elapsed: elapsedText(connection.elapsed), limit: DISCONNECT_MINUTES });
  // A standing condition of the page, not an event: role status, so that it is read without interrupting.
  return (
    <Alert severity="warning" role="status" data-testid="disconnected-notice">
      {text}
    </Alert>
  );
}
