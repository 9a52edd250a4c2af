/**
 * The machine's last samples for the drive-data CSV (POST /v1/sensor-data-file-mgt/getSensorData, part 2
 * §7, §9): raw samples (round_kbn 0) of the file's registers, the newest ones answered oldest first
 * (get_class 4), as many per series as the file keeps. Asked on demand, when the user downloads the file.
 */
import { useMutation } from '@tanstack/react-query';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import type { MachineSensorData } from '@airsight/contracts/http/sensor-data';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import type { Locale } from '@airsight/contracts/locales';
import { api } from '../../../lib/api.ts';
import { csvFileName, downloadCsv } from '../../../lib/csv.ts';
import { logCsvDownload } from '../../../api/operation-log/addLogs.ts';
import {
  DRIVE_DATA_ROWS,
  driveDataCsv,
  driveDataPeriod,
  driveDataRegisters,
  type DriveDataHeaders,
} from '../driveData.ts';
import type { MachineKey } from './getLatestSensorData.ts';

/** The getSensorData values of get_class and round_kbn (contracts http/sensor-data.ts). */
const NEWEST_IN_ASCENDING_ORDER = 4;
const RAW_SAMPLES = 0;

export async function getDriveData(
  machine: MachineKey,
  lastMeasureMs: number | undefined,
  signal?: AbortSignal,
): Promise<MachineSensorData | null> {
  const sensors = driveDataRegisters(machine.modelId);
  if (sensors.length === 0) return null;
  const period = driveDataPeriod(Date.now(), lastMeasureMs);
  const answer = await api(sensorDataCalls.sensorData, {
    body: {
      get_class: NEWEST_IN_ASCENDING_ORDER,
      round_kbn: RAW_SAMPLES,
      // The server gives each series max_number / series points: the file's rows for each.
      max_number: DRIVE_DATA_ROWS * sensors.length,
      measure_time_from: formatApiTime(period.from),
      measure_time_to: formatApiTime(period.to),
      sensor_list: sensors.map((r) => ({
        model_id: machine.modelId,
        serial_no: machine.serialNo,
        sensor_id: r.sensorId,
      })),
    },
    loading: true,
    signal,
  });
  return (
    answer.sensor_data_list?.find((d) => d.modelId === machine.modelId && d.serialNo === machine.serialNo) ??
    null
  );
}

export interface DriveDataDownload {
  machine: MachineKey;
  lastMeasureMs: number | undefined;
  timeZone: string | null | undefined;
  locale: Locale;
  headers: DriveDataHeaders;
}

/**
 * Fetches the newest samples and saves them as YYYYMMDD.csv (part 2 §9); a machine without samples still
 * gets the header, so the user sees it is empty. A download is a mutation (lib/saveFile.ts says why).
 */
export function useDownloadDriveData() {
  return useMutation({
    mutationFn: async ({ machine, lastMeasureMs, timeZone, locale, headers }: DriveDataDownload) => {
      const data = await getDriveData(machine, lastMeasureMs);
      const { header, rows } = driveDataCsv(machine.modelId, data, timeZone, locale, headers);
      downloadCsv(header, rows, csvFileName());
      logCsvDownload('driveData', rows.length, { machine });
    },
  });
}
