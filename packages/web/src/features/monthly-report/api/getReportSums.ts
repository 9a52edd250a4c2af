/**
 * The day sums of MonthlyReport's machines over the chosen month and the 11 before it (POST
 * /v1/sensor-data-file-mgt/getSensorData, derived sensors sv_air_volume m³ and sv_energy kWh, round_kbn 3:
 * days in each machine's time zone, as VolumeGraph and the workbook sum them). One call per time zone
 * (a zone's days need their own range) and per REPORT_MACHINES_PER_CALL machines, so that every series
 * of a call gets all of its points: the server gives each of the S series max_number / S points.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { addDays, startOfDayInZone } from '@airsight/contracts/format/calendar-day';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import { formatDeviceDateTime } from '@airsight/contracts/format/date-time';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { seriesPoints } from '@airsight/contracts/format/series-columns';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import {
  AIR_VOLUME_SENSOR_ID,
  ENERGY_SENSOR_ID,
  ROUND_KBN,
  SENSOR_DATA_MAX_POINTS,
  type MachineSensorData,
} from '@airsight/contracts/http/sensor-data';
import { api } from '../../../lib/api.ts';
import { reportDays } from '../reportMonth.ts';
import type { ReportMachine } from '../useReportMachines.ts';
import { reportKeys } from './keys.ts';

/** 40 machines, 80 series: 375 points each, more than the 366 days that 12 months can hold. */
export const REPORT_MACHINES_PER_CALL = 40;

/** A machine's sums by day (YYYY/MM/DD in its zone). */
export interface DaySums {
  air: ReadonlyMap<string, number>;
  energy: ReadonlyMap<string, number>;
}

const machineKey = (m: { modelId: string; serialNo: string }) => machineKeyOf(m.modelId, m.serialNo);

function daysOf(data: MachineSensorData | undefined, timeZone: string | null): DaySums {
  const read = (sensorId: string) => {
    const sums = new Map<string, number>();
    const series = data?.timeList.find((s) => s.sensorId === sensorId);
    if (!series) return sums;
    const { timesMs, values } = seriesPoints(series);
    for (let i = 0; i < timesMs.length; i++) {
      sums.set(formatDeviceDateTime(timesMs[i]!, timeZone).slice(0, 10), values[i]!);
    }
    return sums;
  };
  return { air: read(AIR_VOLUME_SENSOR_ID), energy: read(ENERGY_SENSOR_ID) };
}

async function getPart(
  machines: readonly ReportMachine[],
  month: string,
  timeZone: string | null,
  signal: AbortSignal | undefined,
): Promise<[string, DaySums][]> {
  const { from, to } = reportDays(month);
  const answer = await api(sensorDataCalls.sensorData, {
    body: {
      round_kbn: ROUND_KBN.day,
      columns: true,
      max_number: SENSOR_DATA_MAX_POINTS,
      measure_time_from: formatApiTime(startOfDayInZone(from, timeZone)),
      measure_time_to: formatApiTime(startOfDayInZone(addDays(to, 1), timeZone) - 1000),
      sensor_list: machines.flatMap((m) =>
        [AIR_VOLUME_SENSOR_ID, ENERGY_SENSOR_ID].map((sensorId) => ({
          model_id: m.modelId,
          serial_no: m.serialNo,
          sensor_id: sensorId,
        })),
      ),
    },
    signal,
  });
  const byMachine = new Map((answer.sensor_data_list ?? []).map((d) => [machineKey(d), d]));
  return machines.map((m) => [machineKey(m), daysOf(byMachine.get(machineKey(m)), timeZone)]);
}

/** Each machine's day sums, in the machines' order. */
export async function getReportSums(
  machines: readonly ReportMachine[],
  month: string,
  signal?: AbortSignal,
): Promise<DaySums[]> {
  const byZone = new Map<string, ReportMachine[]>();
  for (const m of machines) byZone.set(m.timeZone ?? '', [...(byZone.get(m.timeZone ?? '') ?? []), m]);
  const parts: Promise<[string, DaySums][]>[] = [];
  for (const [zone, list] of byZone) {
    for (let i = 0; i < list.length; i += REPORT_MACHINES_PER_CALL) {
      parts.push(getPart(list.slice(i, i + REPORT_MACHINES_PER_CALL), month, zone || null, signal));
    }
  }
  const merged = new Map((await Promise.all(parts)).flat());
  const none: DaySums = { air: new Map(), energy: new Map() };
  return machines.map((m) => merged.get(machineKey(m)) ?? none);
}

const reportSumsQuery = (machines: readonly ReportMachine[], month: string) =>
  queryOptions({
    queryKey: reportKeys.sums(machines.map((m) => `${machineKey(m)}@${m.timeZone ?? ''}`).join(','), month),
    queryFn: ({ signal }) => getReportSums(machines, month, signal),
    staleTime: 60_000,
  });

/** Asked once the machines and a month are known; an empty machine list asks nothing. */
export function useReportSums(machines: readonly ReportMachine[] | undefined, month: string) {
  return useQuery({
    ...reportSumsQuery(machines ?? [], month),
    enabled: Boolean(machines && machines.length > 0 && month),
  });
}
