import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { RouteMachineState } from '../../../components/RouteMachineState.tsx';
import { useRouteMachine } from '../../../api/master-info/useRouteMachine.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { machineLabel } from '../../../lib/names.ts';
import { useDeviceRecord } from '../../../api/master-info/getDevice.ts';
import { trendSensors } from '../trendSeries.ts';
import { TrendView } from './TrendView.tsx';

/** Sensor trend graph (route TrendGraph, part 2 §2). */
export default function TrendGraphScreen() {
  const locale = useLocale();
  const route = useRouteMachine();
  const { modelId, serialNo } = route;
  const sensors = useMemo(() => (modelId ? trendSensors(modelId, locale) : undefined), [modelId, locale]);
  // Asked beside the authority, not after it: one round trip less before the charts' call. For a
  // machine the user may not see the server answers 404 and the screen shows the authority's refusal.
  const device = useDeviceRecord(modelId, serialNo, Boolean(sensors));

  let content;
  if (route.status !== 'ready') {
    content = <RouteMachineState status={route.status} testId="trend-refusal" />;
  } else if (!sensors) {
    content = <RefusalMessage messageKey="trendGraphNotApplicable" testId="trend-refusal" />;
  } else if (device.isPending) {
    // Periods are whole days in the machine's zone: wait for it.
    content = <LoadingBar />;
  } else {
    content = (
      <>
        <Typography variant="subtitle1" data-testid="machine-name">
          {machineLabel(route.machine.serial_no, route.machine.optional_info_2)}
          {route.machine.optional_info_1 ? ` · ${route.machine.optional_info_1}` : ''}
        </Typography>
        <TrendView
          key={`${machineKeyOf(route.machine.model_id, route.machine.serial_no)}\u0000${locale}`}
          modelId={route.machine.model_id}
          serialNo={route.machine.serial_no}
          sensors={sensors}
          timeZone={device.data?.time_zone}
        />
      </>
    );
  }

  return <ScreenPage route="TrendGraph">{content}</ScreenPage>;
}
