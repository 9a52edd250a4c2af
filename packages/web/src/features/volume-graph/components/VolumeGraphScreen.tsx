import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { RefreshBar } from '../../../components/RefreshBar.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useVolumeSubject } from '../useVolumeSubject.ts';
import { useVolumeView } from '../useVolumeView.ts';
import { VolumeCharts } from './VolumeCharts.tsx';
import { VolumeNotices } from './VolumeNotices.tsx';
import { VolumePeriodControls } from './VolumePeriodControls.tsx';
import './volumeGraph.css';

// The page's start-up imports it from here (app/preloadFirstScreen.ts; why: openingSums.ts).
export { prefetchOpeningSums } from '../openingSums.ts';

/**
 * Discharge air volume and power graph (route VolumeGraph, part 2 §2): for one machine or a group, stacked
 * bars of air volume (m³) and energy (kWh) per hour or day, each with its CSV, and each machine's
 * specific power against what it should reach at its loading. State: useVolumeView.ts; rules:
 * volumeView.ts, volumePeriod.ts, volumeData.ts.
 */
export default function VolumeGraphScreen() {
  const view = useVolumeView();
  const subject = useVolumeSubject(view.machines);
  const { scope, period, table } = view;
  const params = useParams();
  return (
    <ScreenPage route="VolumeGraph">
      {subject ? (
        <Typography data-testid="volume-subject" sx={{ mt: -1, color: 'text.secondary' }}>
          {subject}
        </Typography>
      ) : null}
      {scope.status === 'missing' ? (
        <RefusalMessage messageKey={scope.messageKey} testId="volume-scope-missing" />
      ) : (
        <Stack spacing={2}>
          <VolumePeriodControls
            period={period}
            onPeriodChange={view.setPeriod}
            month={view.month}
            onMonthChange={view.setMonth}
            timeZone={view.timeZone}
          />
          <RefreshBar active={view.refreshing} />
          <VolumeNotices scope={scope} empty={view.empty} />
          {table ? (
            <VolumeCharts
              table={table}
              bucket={view.bucket}
              timeZone={view.timeZone}
              zoneAtMs={period.toMs}
              about={{
                deviceGroupId: params.device_group_id,
                machine: view.machines?.length === 1 ? view.machines[0] : undefined,
                from: new Date(period.fromMs).toISOString(),
                to: new Date(period.toMs).toISOString(),
              }}
            />
          ) : null}
        </Stack>
      )}
    </ScreenPage>
  );
}
