import { useEffect, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPage } from '../../../components/ScreenPage.tsx';
import { useLocale } from '../../../i18n/useLocale.ts';
import { showError } from '../../../lib/snackbar.ts';
import { useSessionUser } from '../../../api/session/sessionUser.ts';
import { useMachineAuthority } from '../../../api/master-info/getMachineAuthority.ts';
import { machineUnit } from '../../../lib/names.ts';
import { useLatestSensorDataOfMachine } from '../api/getLatestSensorData.ts';
import { useDeviceRecord } from '../api/getDevice.ts';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
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
import { BitLists } from './BitLists.tsx';
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

type Missing = 'nonExistentDevice' | 'nonExistentSensor';

/** Says that the machine or its sensors do not exist (part 2 §8), in the page and in the snackbar. */
function NonExistent({ messageKey }: { messageKey: Missing }) {
  const { t } = useTranslation();
  const text = t(messageKey);
  useEffect(() => {
    showError(text);
  }, [text]);
  return (
    <Alert severity="warning" data-testid="nonexistent-message" data-reason={messageKey}>
      {text}
    </Alert>
  );
}

/** Machine information (route CompressorInfo, part 2 §2). */
export default function CompressorInfoScreen() {
  const { model_id: modelId, serial_no: serialNo } = useParams();
  const locale = useLocale();
  const user = useSessionUser();
  const authority = useMachineAuthority(modelId, serialNo);
  const machine = authority.data ?? undefined;
  const sensorsDefined = machine !== undefined && hasSensorDefinitions(machine.model_id);
  const device = useDeviceRecord(modelId, serialNo, sensorsDefined);
  const latest = useLatestSensorDataOfMachine(
    sensorsDefined ? { modelId: machine.model_id, serialNo: machine.serial_no } : undefined,
    COMPRESSOR_REFRESH_MS,
  );

  const view = useMemo(() => {
    if (!machine || !sensorsDefined) return undefined;
    const values = latestValues(latest.data);
    const last = lastMeasureTimeOf(latest.data);
    return {
      lastMeasurement:
        last === undefined ? INVALID_DATE_TEXT : formatDeviceDateTime(last, device.data?.time_zone),
      lamps: cardLamps(machine.model_id, statusWordOf(values)),
      counters: counters(machine.model_id, values, locale),
      readings: readingGroups(machine.model_id, values, locale),
      bits: bitLists(machine.model_id, values, locale),
    };
  }, [machine, sensorsDefined, latest.data, device.data?.time_zone, locale]);

  let content;
  if (!modelId || !serialNo) {
    content = <NonExistent messageKey="nonExistentDevice" />;
  } else if (authority.isPending) {
    content = <LinearProgress aria-busy="true" />;
  } else if (!machine) {
    // Unknown, or another customer's: the same answer, and nothing of that machine is loaded.
    content = <NonExistent messageKey="nonExistentDevice" />;
  } else if (!view) {
    content = <NonExistent messageKey="nonExistentSensor" />;
  } else {
    content = (
      <Stack spacing={2} data-testid="compressor-info" aria-busy={latest.isPending}>
        {latest.isPending ? <LinearProgress /> : null}
        <MachineSummaryCard
          machineNumber={machineUnit(machine.serial_no)}
          model={machine.optional_info_1 ?? ''}
          customerMachineNumber={machine.optional_info_2 ?? ''}
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
          <MachineButtons
            modelId={machine.model_id}
            serialNo={machine.serial_no}
            deviceGroupId={machine.device_group_id || undefined}
            admin={user.admin}
          />
        ) : null
      }
    >
      {content}
    </ScreenPage>
  );
}
