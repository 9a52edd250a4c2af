/**
 * The latest values of a machine (POST /v1/sensor-data-file-mgt/getLatestSensorData, part 1 §7, part 2
 * §7): its newest measure time and, per sensor, the newest raw value (contracts http/sensor-data.ts).
 * A machine the user may not see is left out of the answer; when none is visible the server answers 404.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { sensorDataCalls } from '@airsight/contracts/http/calls/sensor-data';
import type { MachineSensorData } from '@airsight/contracts/http/sensor-data';
import { api } from '../../../lib/api.ts';
import { sensorDataKeys } from './keys.ts';

export interface MachineKey {
  modelId: string;
  serialNo: string;
}

/** The latest data of the machine, or null when it is not in the answer. */
export async function getLatestSensorData(
  machine: MachineKey,
  signal?: AbortSignal,
): Promise<MachineSensorData | null> {
  const answer = await api(sensorDataCalls.latestSensorData, {
    body: { sensor_list: [{ model_id: machine.modelId, serial_no: machine.serialNo }] },
    signal,
  });
  return (
    answer.sensor_data_list?.find((d) => d.modelId === machine.modelId && d.serialNo === machine.serialNo) ??
    null
  );
}

/** Fetched again every `refreshMs` (the compressor screen: 60 s, part 2 §9). */
export const latestSensorDataQuery = (machine: MachineKey, refreshMs: number) =>
  queryOptions({
    queryKey: sensorDataKeys.latestOfMachine(machine.modelId, machine.serialNo),
    queryFn: ({ signal }) => getLatestSensorData(machine, signal),
    refetchInterval: refreshMs,
  });

export function useLatestSensorDataOfMachine(machine: MachineKey | undefined, refreshMs: number) {
  return useQuery({
    ...latestSensorDataQuery(machine ?? { modelId: '', serialNo: '' }, refreshMs),
    enabled: machine !== undefined,
  });
}
