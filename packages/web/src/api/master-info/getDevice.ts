/**
 * One machine's master record (GET /v1/master-info/devices?model_id&serial_no, part 2 §7): the machine
 * screens (CompressorInfo, TrendGraph) need its time zone. An unknown or foreign machine answers 404; the
 * screen then says the machine does not exist, so the error is only logged.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import type { Device } from '@airsight/contracts/http/master-info';
import { api } from '../../lib/api.ts';
import { MASTER_STALE_MS, masterInfoKeys } from './keys.ts';
import { machineOf } from './machineOf.ts';

export async function getDevice(
  modelId: string,
  serialNo: string,
  signal?: AbortSignal,
): Promise<Device | null> {
  const answer = await api(masterInfoCalls.devices, {
    query: { model_id: modelId, serial_no: serialNo },
    signal,
  });
  return machineOf(answer.device_list, modelId, serialNo);
}

export const deviceQuery = (modelId: string, serialNo: string) =>
  queryOptions({
    queryKey: masterInfoKeys.device(modelId, serialNo),
    queryFn: ({ signal }) => getDevice(modelId, serialNo, signal),
    staleTime: MASTER_STALE_MS,
    meta: { silent: true },
  });

export function useDeviceRecord(modelId: string | undefined, serialNo: string | undefined, enabled: boolean) {
  return useQuery({
    ...deviceQuery(modelId ?? '', serialNo ?? ''),
    enabled: enabled && Boolean(modelId && serialNo),
  });
}
