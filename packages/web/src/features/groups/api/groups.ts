/**
 * User-defined machine groups (part 1 §3, part 2 §7): GET /api/getGroups of the second backend, asked by
 * device group. The screen that edits groups (GroupingSetting) comes later and will add its writes here.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** A machine of a user-defined group, as the group stores it. */
export interface UserGroupDevice {
  modelId: string;
  serialNo: string;
}

/** A user-defined group (only the fields the client reads are typed; the server may send more). */
export interface UserGroup {
  id: string | number;
  groupName: string;
  deviceGroupId: string;
  devices: UserGroupDevice[] | null;
}

export const groupKeys = {
  byDeviceGroup: (deviceGroupId: string) => ['groups', 'byDeviceGroup', deviceGroupId] as const,
};

/**
 * The user-defined groups of a device group; null when there are none, or when the call failed. Loading
 * errors are only logged (part 1 §8): a foreign group answers 404, and the screen then shows no group.
 */
export async function fetchUserGroups(
  deviceGroupId: string,
  signal?: AbortSignal,
): Promise<UserGroup[] | null> {
  const answer = await api<UserGroup[]>('/api/getGroups', {
    query: { deviceGroupId },
    suppressError: true,
    signal,
  });
  return Array.isArray(answer) ? answer : null;
}

/** The user-defined groups of a device group, refreshed with the cards (`refreshMs`). */
export function useUserGroups(deviceGroupId: string | undefined, refreshMs?: number) {
  return useQuery({
    queryKey: groupKeys.byDeviceGroup(deviceGroupId ?? ''),
    queryFn: ({ signal }) => fetchUserGroups(deviceGroupId ?? '', signal),
    refetchInterval: refreshMs,
    enabled: deviceGroupId !== undefined && deviceGroupId !== '',
  });
}
