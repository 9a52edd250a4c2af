import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { machineLabel } from '../../../lib/names.ts';
import { useMachineAuthority } from '../../../api/master-info/getMachineAuthority.ts';
import { useDeviceRecord } from '../../../api/master-info/getDevice.ts';
import { trendSensors } from '../trendSeries.ts';
import { TrendView } from './TrendView.tsx';

/** Sensor trend graph (route TrendGraph, part 2 §2). */
export default function TrendGraphScreen() {
  const { model_id: modelId, serial_no: serialNo } = useParams();
  const locale = useLocale();
  const authority = useMachineAuthority(modelId, serialNo);
  const machine = authority.data ?? undefined;
  const sensors = useMemo(() => (modelId ? trendSensors(modelId, locale) : undefined), [modelId, locale]);
  // Asked beside the authority, not after it: one round trip less before the charts' call. For a
  // machine the user may not see the server answers 404 and the screen shows the authority's refusal.
  const device = useDeviceRecord(modelId, serialNo, Boolean(sensors));

  let content;
  if (!modelId || !serialNo) {
    content = <RefusalMessage messageKey="nonExistentDevice" testId="trend-refusal" />;
  } else if (authority.isPending) {
    content = <LoadingBar />;
  } else if (!machine) {
    // Unknown, or another customer's: the same answer, and nothing of that machine is loaded.
    content = <RefusalMessage messageKey="nonExistentDevice" testId="trend-refusal" />;
  } else if (!sensors) {
    content = <RefusalMessage messageKey="trendGraphNotApplicable" testId="trend-refusal" />;
  } else if (device.isPending) {
    // Periods are whole days in the machine's zone: wait for it.
    content = <LoadingBar />;
  } else {
    content = (
      <>
        <Typography variant="subtitle1" data-testid="machine-name">
          {machineLabel(machine.serial_no, machine.optional_info_2)}
          {machine.optional_info_1 ? ` · ${machine.optional_info_1}` : ''}
        </Typography>
        <TrendView
          key={`${machine.model_id}/${machine.serial_no}/${locale}`}
          modelId={machine.model_id}
          serialNo={machine.serial_no}
          sensors={sensors}
          timeZone={device.data?.time_zone}
        />
      </>
    );
  }

  return <ScreenPage route="TrendGraph">{content}</ScreenPage>;
}
