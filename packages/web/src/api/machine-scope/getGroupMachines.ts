/**
 * The machines of a device group (GET /v1/master-info/userDeviceAuthorities?device_group_id, part 1 §7):
 * needed when a group screen (AlermHistory, VolumeGraph) is opened for the 'unset' group without the
 * machines in the router state (a bookmark or a reload in a new tab), to work out which machines are in no
 * user-defined group, and by VolumeGraph for a device group's machines. Loading errors are only logged.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import { api } from '../../lib/api.ts';
import { MASTER_STALE_MS, masterInfoKeys } from '../master-info/keys.ts';
import type { UserDeviceAuthority } from '../master-info/types.ts';

export async function getGroupMachines(
  deviceGroupId: string,
  signal?: AbortSignal,
): Promise<UserDeviceAuthority[] | null> {
  const answer = await api(masterInfoCalls.userDeviceAuthorities, {
    query: { device_group_id: deviceGroupId },
    signal,
  });
  return answer.user_device_authority_list;
}

export const groupMachinesQuery = (deviceGroupId: string) =>
  queryOptions({
    queryKey: masterInfoKeys.groupMachines(deviceGroupId),
    queryFn: ({ signal }) => getGroupMachines(deviceGroupId, signal),
    staleTime: MASTER_STALE_MS,
    meta: { silent: true },
  });

export function useGroupMachines(deviceGroupId: string | undefined, enabled: boolean) {
  return useQuery({
    ...groupMachinesQuery(deviceGroupId ?? ''),
    enabled: enabled && Boolean(deviceGroupId),
  });
}
