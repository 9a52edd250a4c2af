import { useMemo } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../../components/LoadingBar.tsx';
import { RefusalMessage } from '../../../components/RefusalMessage.tsx';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { RouteMachineState } from '../../../components/RouteMachineState.tsx';
import { useRouteMachine } from '../../../api/master-info/useRouteMachine.ts';
import { useMinuteClock } from '../../../lib/useMinuteClock.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { machineUnit } from '../../../lib/names.ts';
import { useLatestSensorDataOfMachine } from '../api/getLatestSensorData.ts';
import { useDeviceRecord } from '../../../api/master-info/getDevice.ts';
import { deviceZoneLabel, formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import {
  bitLists,
  cardLamps,
  counters,
  hasSensorDefinitions,
  lastMeasureTimeOf,
  latestValues,
  readingGroups,
  statusWordOf,
} from '../machineView.ts';
import { connectionView } from '../connection.ts';
import { BitLists } from './BitLists.tsx';
import { DisconnectedNotice } from './DisconnectedNotice.tsx';
import { DriveDataButton } from './DriveDataButton.tsx';
import { MachineButtons } from './MachineButtons.tsx';
import { MachineSummaryCard } from './MachineSummaryCard.tsx';
import { ReadingGroups } from './ReadingGroups.tsx';

/** Part 2 §9: the compressor screen refreshes every 60 s. */
export const COMPRESSOR_REFRESH_MS = 60_000;

/**
 * The text of a missing last measurement: the original client printed moment's 'Invalid date', and the
 * specification quotes it as the exact text (part 2 §2), the same in every language.
 */
export const INVALID_DATE_TEXT = 'Invalid date';

// The minute clock (lib/useMinuteClock.ts) judges the 160 minutes here: the latest-data call carries no
// server time (unlike the home screens' fleet calls), so a wrong clock on the user's computer shifts the
// judgement on this screen by its error.

/** Machine information (route CompressorInfo, part 2 §2). */
export default function CompressorInfoScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useSessionUser();
  const route = useRouteMachine();
  const { machine, modelId, serialNo } = route;
  const sensorsDefined = machine !== undefined && hasSensorDefinitions(machine.model_id);
  const device = useDeviceRecord(modelId, serialNo, sensorsDefined);
  const latest = useLatestSensorDataOfMachine(
    sensorsDefined ? { modelId: machine.model_id, serialNo: machine.serial_no } : undefined,
    COMPRESSOR_REFRESH_MS,
  );

  const clock = useMinuteClock();
  // A fresh answer is judged at the time it arrived, also when the minute clock has not ticked since.
  const now = Math.max(clock, latest.dataUpdatedAt);

  const view = useMemo(() => {
    if (!machine || !sensorsDefined) return undefined;
    const values = latestValues(latest.data);
    const last = lastMeasureTimeOf(latest.data);
    const connection = connectionView(last, now);
    const timeZone = device.data?.time_zone;
    return {
      // In the machine's zone (part 2 §2, §9), with that zone's offset: it may not be the reader's.
      lastMeasurement:
        last === undefined
          ? INVALID_DATE_TEXT
          : `${formatDeviceDateTime(last, timeZone)} ${t('inTimeZone', { zone: deviceZoneLabel(last, timeZone) })}`,
      connection,
      // The readings keep the last values (the notice says they are old); lamps claim no live state.
      lamps: cardLamps(machine.model_id, statusWordOf(values), connection.connected),
      counters: counters(machine.model_id, values, locale),
      readings: readingGroups(machine.model_id, values, locale),
      bits: bitLists(machine.model_id, values, locale, connection.connected),
    };
  }, [machine, sensorsDefined, latest.data, device.data?.time_zone, locale, now, t]);

  let content;
  if (route.status !== 'ready') {
    content = <RouteMachineState status={route.status} testId="nonexistent-message" />;
  } else if (!view) {
    content = <RefusalMessage messageKey="nonExistentSensor" testId="nonexistent-message" />;
  } else {
    content = (
      <Stack spacing={2} data-testid="compressor-info" aria-busy={latest.isPending}>
        {latest.isPending ? <LoadingBar /> : null}
        {/* Only once an answer is in: a failed call says nothing about the machine's connection. */}
        {latest.data !== undefined ? <DisconnectedNotice connection={view.connection} /> : null}
        <MachineSummaryCard
          machineNumber={machineUnit(route.machine.serial_no)}
          model={route.machine.optional_info_1 ?? ''}
          customerMachineNumber={route.machine.optional_info_2 ?? ''}
          lastMeasurement={view.lastMeasurement}
          lamps={view.lamps}
          counters={view.counters}
        />
        <ReadingGroups groups={view.readings} />
        <BitLists lists={view.bits} />
      </Stack>
    );
  }

  return (
    <ScreenPage
      route="CompressorInfo"
      actions={
        machine && sensorsDefined ? (
          <>
            <MachineButtons
              modelId={machine.model_id}
              serialNo={machine.serial_no}
              deviceGroupId={machine.device_group_id || undefined}
              admin={user.admin}
            />
            <DriveDataButton
              modelId={machine.model_id}
              serialNo={machine.serial_no}
              lastMeasureMs={lastMeasureTimeOf(latest.data)}
              timeZone={device.data?.time_zone}
              ready={!device.isPending}
            />
          </>
        ) : null
      }
    >
      {content}
    </ScreenPage>
  );
}
