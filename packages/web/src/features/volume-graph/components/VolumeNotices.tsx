import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@airsight/contracts/format/number';
import type { VolumeMachinesResult } from '../useVolumeMachines.ts';

interface VolumeNoticesProps {
  scope: VolumeMachinesResult;
  /** The sums are in and the period holds no data. */
  empty: boolean;
}

/** What the screen says above its charts: machines left out, no machines, no data in the period. */
export function VolumeNotices({ scope, empty }: VolumeNoticesProps) {
  const { t } = useTranslation();
  const machines = scope.status === 'ready' ? scope.machines : undefined;
  return (
    <>
      {scope.status === 'ready' && scope.total > scope.machines.length ? (
        <Alert severity="info" data-testid="volume-capped">
          {t('volumeMachinesCapped', {
            shown: formatNumber(scope.machines.length, 0),
            total: formatNumber(scope.total, 0),
          })}
        </Alert>
      ) : null}
      {machines && machines.length === 0 ? (
        <Alert severity="info" data-testid="volume-no-machines">
          {t('noMachinesToShow')}
        </Alert>
      ) : null}
      {empty ? (
        <Alert severity="info" data-testid="volume-empty">
          {t('noDataInPeriod')}
        </Alert>
      ) : null}
    </>
  );
}
