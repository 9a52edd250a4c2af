/**
 * User-defined machine groups (part 1 §3, part 2 §7): GET /api/getGroups of the second backend, asked by
 * device group. Loading errors are only logged (part 1 §8): a foreign group answers 404, and the screen
 * then shows no group.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserGroup as WireUserGroup } from '@airsight/contracts/http/groups';
import { groupCalls } from '@airsight/contracts/http/calls/groups';
import { api } from '../../lib/api.ts';
import { groupKeys } from './keys.ts';

export type { UserGroupDevice } from '@airsight/contracts/http/groups';

/** A user-defined group: the fields of the contract's UserGroup that the client reads. */
export type UserGroup = Pick<WireUserGroup, 'id' | 'groupName' | 'deviceGroupId'> & {
  devices: WireUserGroup['devices'] | null;
};

/** A group as the call answers it (GroupingSetting also shows who made and changed it, and when). */
export type UserGroupRecord = UserGroup & Omit<WireUserGroup, 'devices'>;

/** The groups of a device group; null when there are none (an empty answer arrives as null). */
export async function getGroups(
  deviceGroupId: string,
  signal?: AbortSignal,
): Promise<UserGroupRecord[] | null> {
  const answer = await api(groupCalls.groups, { query: { deviceGroupId }, signal });
  return Array.isArray(answer) ? answer : null;
}

/** Refreshed with the cards when `refreshMs` is given. */
export const groupsQuery = (deviceGroupId: string, refreshMs?: number) =>
  queryOptions({
    queryKey: groupKeys.byDeviceGroup(deviceGroupId),
    queryFn: ({ signal }) => getGroups(deviceGroupId, signal),
    refetchInterval: refreshMs,
    enabled: deviceGroupId !== '',
    meta: { silent: true },
  });

export function useUserGroups(deviceGroupId: string | undefined, refreshMs?: number) {
  return useQuery(groupsQuery(deviceGroupId ?? '', refreshMs));
}
