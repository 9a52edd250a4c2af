/**
 * The authority record of one machine (GET /v1/master-info/userDeviceAuthorities?model_id&serial_no,
 * part 1 §7), or null when the machine is unknown or not the user's. Loading errors are only logged.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import { api } from '../../lib/api.ts';
import { MASTER_STALE_MS, masterInfoKeys } from './keys.ts';
import { machineOf } from './machineOf.ts';
import type { UserDeviceAuthority } from './types.ts';

export async function getMachineAuthority(
  modelId: string,
  serialNo: string,
  signal?: AbortSignal,
): Promise<UserDeviceAuthority | null> {
  const answer = await api(masterInfoCalls.userDeviceAuthorities, {
    query: { model_id: modelId, serial_no: serialNo },
    signal,
  });
  return machineOf(answer.user_device_authority_list, modelId, serialNo);
}

export const machineAuthorityQuery = (modelId: string, serialNo: string) =>
  queryOptions({
    queryKey: masterInfoKeys.machineAuthority(modelId, serialNo),
    queryFn: ({ signal }) => getMachineAuthority(modelId, serialNo, signal),
    staleTime: MASTER_STALE_MS,
    enabled: Boolean(modelId && serialNo),
    meta: { silent: true },
  });

export function useMachineAuthority(modelId: string | undefined, serialNo: string | undefined) {
  return useQuery(machineAuthorityQuery(modelId ?? '', serialNo ?? ''));
}
