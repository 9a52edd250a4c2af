/** Master-info calls (Main API, cookie auth) and their query hooks. */
import { useQuery } from '@tanstack/react-query';
import { api, type ApiOptions } from '../../../lib/api.ts';
import type {
  DeviceGroupsResponse,
  UserDeviceAuthoritiesResponse,
  UserDeviceAuthority,
  UserDeviceGroupAuthoritiesResponse,
  UserDeviceGroupAuthority,
} from './types.ts';

type CallOptions = Pick<ApiOptions, 'suppressError' | 'loading' | 'signal'>;

/** Master data changes rarely: keep it for five minutes. */
const MASTER_STALE_MS = 5 * 60_000;

export function fetchUserDeviceGroupAuthorities(deviceGroupId?: string, options: CallOptions = {}) {
  return api<UserDeviceGroupAuthoritiesResponse>('/v1/master-info/userDeviceGroupAuthorities', {
    ...options,
    query: { device_group_id: deviceGroupId },
  });
}

export function fetchDeviceGroups(deviceGroupId: string, options: CallOptions = {}) {
  return api<DeviceGroupsResponse>('/v1/master-info/deviceGroups', {
    ...options,
    query: { device_group_id: deviceGroupId },
  });
}

export function fetchMachineAuthorities(modelId: string, serialNo: string, options: CallOptions = {}) {
  return api<UserDeviceAuthoritiesResponse>('/v1/master-info/userDeviceAuthorities', {
    ...options,
    query: { model_id: modelId, serial_no: serialNo },
  });
}

export const masterInfoKeys = {
  groupAuthorities: ['master-info', 'userDeviceGroupAuthorities'] as const,
  machineAuthority: (modelId: string, serialNo: string) =>
    ['master-info', 'userDeviceAuthorities', modelId, serialNo] as const,
};

/**
 * Every group the user may see (the whole authority list, loaded once). Loading errors are only logged
 * (part 1 §8): the result is then null.
 */
export function useGroupAuthorities(enabled = true) {
  return useQuery({
    queryKey: masterInfoKeys.groupAuthorities,
    queryFn: async ({ signal }): Promise<UserDeviceGroupAuthority[] | null> =>
      (await fetchUserDeviceGroupAuthorities(undefined, { suppressError: true, signal }))
        ?.user_device_group_authority_list ?? null,
    staleTime: MASTER_STALE_MS,
    enabled,
  });
}

/** The authority record of one machine, or null when the machine is unknown or not the user's. */
export function useMachineAuthority(modelId: string | undefined, serialNo: string | undefined) {
  return useQuery({
    queryKey: masterInfoKeys.machineAuthority(modelId ?? '', serialNo ?? ''),
    queryFn: async ({ signal }): Promise<UserDeviceAuthority | null> => {
      const answer = await fetchMachineAuthorities(modelId ?? '', serialNo ?? '', {
        suppressError: true,
        signal,
      });
      return (
        answer?.user_device_authority_list?.find((d) => d.model_id === modelId && d.serial_no === serialNo) ??
        answer?.user_device_authority_list?.[0] ??
        null
      );
    },
    staleTime: MASTER_STALE_MS,
    enabled: Boolean(modelId && serialNo),
  });
}
