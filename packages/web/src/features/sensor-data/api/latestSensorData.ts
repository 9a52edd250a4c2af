/**
 * The latest values of machines (POST /v1/sensor-data-file-mgt/getLatestSensorData, part 1 §7, part 2 §7):
 * per machine its newest measure time and, per sensor, the newest raw value (contracts http/sensor-data.ts).
 * Machines the user may not see are left out of the answer; when none is visible the server answers 404.
 */
import { useQuery } from '@tanstack/react-query';
import type { LatestSensorDataResponse, MachineSensorData } from '@airsight/contracts/http/sensor-data';
import { api, type ApiOptions } from '../../../lib/api.ts';

export type { MachineSensorData } from '@airsight/contracts/http/sensor-data';

export interface MachineKey {
  modelId: string;
  serialNo: string;
}

type CallOptions = Pick<ApiOptions, 'suppressError' | 'loading' | 'signal'>;

/** The latest data of the machines, or null when the call failed or nothing came back. */
export async function fetchLatestSensorData(
  machines: readonly MachineKey[],
  options: CallOptions = {},
): Promise<MachineSensorData[] | null> {
  if (machines.length === 0) return null;
  const answer = await api<LatestSensorDataResponse>('/v1/sensor-data-file-mgt/getLatestSensorData', {
    ...options,
    method: 'POST',
    body: { sensor_list: machines.map((m) => ({ model_id: m.modelId, serial_no: m.serialNo })) },
  });
  return answer?.sensor_data_list ?? null;
}

export const sensorDataKeys = {
  latestOfMachine: (modelId: string, serialNo: string) =>
    ['sensor-data', 'latest', modelId, serialNo] as const,
};

/**
 * The latest data of one machine, fetched again every `refreshMs` (the compressor screen: 60 s, part 2 §9).
 * Null when the call failed or the machine is not in the answer.
 */
export function useLatestSensorDataOfMachine(
  machine: MachineKey | undefined,
  refreshMs: number,
  options: { suppressError?: boolean } = {},
) {
  return useQuery({
    queryKey: sensorDataKeys.latestOfMachine(machine?.modelId ?? '', machine?.serialNo ?? ''),
    queryFn: async ({ signal }): Promise<MachineSensorData | null> => {
      if (!machine) return null;
      const list = await fetchLatestSensorData([machine], { signal, suppressError: options.suppressError });
      return list?.find((d) => d.modelId === machine.modelId && d.serialNo === machine.serialNo) ?? null;
    },
    enabled: machine !== undefined,
    refetchInterval: refreshMs,
  });
}
