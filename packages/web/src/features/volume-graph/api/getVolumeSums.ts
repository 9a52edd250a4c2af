/**
 * The air volume, energy and running time sums of VolumeGraph's machines (POST
 * /v1/sensor-data-file-mgt/getSensorData, derived sensors sv_air_volume m³, sv_energy kWh and
 * sv_running_time h, contracts http/sensor-data.ts): per hour (round_kbn 2) or per day in each machine's
 * time zone (round_kbn 3), one point per bucket with data. The running time is what the screen judges
 * specific power by (the loading of each bucket), not a chart of its own.
 *
 * Machines are asked by time zone (a zone's days need their own range) and in parts small enough that
 * every series of a part gets all of its points: the server gives each of the S series of a call
 * max_number / S points, and a part of VOLUME_MACHINES_PER_CALL machines has 3 series each.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { seriesPoints } from '@airsight/contracts/format/series-columns';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import {
  AIR_VOLUME_SENSOR_ID,
  ENERGY_SENSOR_ID,
  ROUND_KBN,
  RUNNING_TIME_SENSOR_ID,
  SENSOR_DATA_MAX_POINTS,
  type MachineSensorData,
} from '@airsight/contracts/http/sensor-data';
import { api } from '../../../lib/api.ts';
import type { MachineSums, VolumeMachine } from '../volumeData.ts';
import { bucketLabel, requestRange, type VolumePeriod } from '../volumePeriod.ts';
import { volumeKeys } from './keys.ts';

/** 25 machines, 75 series: 400 points each, more than the 367 days or 25 hours a period can hold. */
export const VOLUME_MACHINES_PER_CALL = 25;

const SENSORS = [AIR_VOLUME_SENSOR_ID, ENERGY_SENSOR_ID, RUNNING_TIME_SENSOR_ID];

const machineKey = (m: { modelId: string; serialNo: string }) => machineKeyOf(m.modelId, m.serialNo);

/**
 * The label of a bucket start, formatted once per time: the machines of a zone share their bucket starts
 * (a year of 50 machines is 36,500 points but 365 labels).
 */
type LabelOf = (ms: number) => string;

function labelsOf(period: VolumePeriod, timeZone: string | null): LabelOf {
  const labels = new Map<number, string>();
  return (ms) => {
    let label = labels.get(ms);
    if (label === undefined) {
      label = bucketLabel(ms, period.bucket, timeZone);
      labels.set(ms, label);
    }
    return label;
  };
}

function sumsOf(data: MachineSensorData | undefined, labelOf: LabelOf) {
  const read = (sensorId: string) => {
    const sums = new Map<string, number>();
    const series = data?.timeList.find((s) => s.sensorId === sensorId);
    if (!series) return sums;
    const { timesMs, values } = seriesPoints(series);
    for (let i = 0; i < timesMs.length; i++) sums.set(labelOf(timesMs[i]!), values[i]!);
    return sums;
  };
  return {
    air: read(AIR_VOLUME_SENSOR_ID),
    energy: read(ENERGY_SENSOR_ID),
    running: read(RUNNING_TIME_SENSOR_ID),
  };
}

async function getPart(
  machines: readonly VolumeMachine[],
  period: VolumePeriod,
  timeZone: string | null,
  labelOf: LabelOf,
  signal: AbortSignal | undefined,
): Promise<Map<string, MachineSums>> {
  const { fromMs, toMs } = requestRange(period.range, timeZone);
  const answer = await api(sensorDataCalls.sensorData, {
    body: {
      round_kbn: period.bucket === 'hour' ? ROUND_KBN.hour : ROUND_KBN.day,
      // A year of 50 machines is 36,500 points a sensor: as number columns, a quarter of the bytes.
      columns: true,
      max_number: SENSOR_DATA_MAX_POINTS,
      measure_time_from: formatApiTime(fromMs),
      measure_time_to: formatApiTime(toMs),
      sensor_list: machines.flatMap((m) =>
        SENSORS.map((sensorId) => ({
          model_id: m.modelId,
          serial_no: m.serialNo,
          sensor_id: sensorId,
        })),
      ),
    },
    signal,
  });
  const byMachine = new Map((answer.sensor_data_list ?? []).map((d) => [machineKey(d), d]));
  return new Map(machines.map((m) => [machineKey(m), sumsOf(byMachine.get(machineKey(m)), labelOf)]));
}

/** The sums of each machine, in the machines' order. */
export async function getVolumeSums(
  machines: readonly VolumeMachine[],
  period: VolumePeriod,
  signal?: AbortSignal,
): Promise<MachineSums[]> {
  const byZone = new Map<string, VolumeMachine[]>();
  for (const m of machines) {
    const zone = m.timeZone ?? '';
    byZone.set(zone, [...(byZone.get(zone) ?? []), m]);
  }
  const parts: Promise<Map<string, MachineSums>>[] = [];
  for (const [zone, list] of byZone) {
    const labelOf = labelsOf(period, zone || null);
    for (let i = 0; i < list.length; i += VOLUME_MACHINES_PER_CALL) {
      parts.push(getPart(list.slice(i, i + VOLUME_MACHINES_PER_CALL), period, zone || null, labelOf, signal));
    }
  }
  const merged = new Map<string, MachineSums>();
  for (const part of await Promise.all(parts)) for (const [key, sums] of part) merged.set(key, sums);
  const none: MachineSums = { air: new Map(), energy: new Map(), running: new Map() };
  return machines.map((m) => merged.get(machineKey(m)) ?? none);
}

const periodKey = (p: VolumePeriod) =>
  p.range.kind === 'days'
    ? `${p.bucket}:${p.range.from}:${p.range.to}`
    : `${p.bucket}:${p.range.fromMs}:${p.range.toMs}`;

export const volumeSumsQuery = (machines: readonly VolumeMachine[], period: VolumePeriod) =>
  queryOptions({
    queryKey: volumeKeys.sums(
      machines.map((m) => `${machineKey(m)}@${m.timeZone ?? ''}`).join(','),
      periodKey(period),
    ),
    queryFn: ({ signal }) => getVolumeSums(machines, period, signal),
    staleTime: 60_000,
  });

/** Asked once the machines and the period are known; an empty machine list asks nothing. */
export function useVolumeSums(
  machines: readonly VolumeMachine[] | undefined,
  period: VolumePeriod | undefined,
) {
  return useQuery({
    ...volumeSumsQuery(
      machines ?? [],
      period ?? { bucket: 'day', range: { kind: 'days', from: '', to: '' } },
    ),
    enabled: Boolean(machines && machines.length > 0 && period),
  });
}
