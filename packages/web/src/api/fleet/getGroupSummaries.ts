/** Counts of each child group of a group (GET /v1/fleet/groupSummaries; contracts http/fleet.ts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSummariesResponse } from '@airsight/contracts/http/fleet';
import { api } from '../../lib/api.ts';
import type { EmptyListsAsNull } from '../../lib/http.ts';
import { fleetKeys } from './keys.ts';

export type GroupSummaries = EmptyListsAsNull<GroupSummariesResponse>;

export function getGroupSummaries(groupId: string, signal?: AbortSignal): Promise<GroupSummaries> {
  return api<GroupSummaries>('/v1/fleet/groupSummaries', { query: { device_group_id: groupId }, signal });
}

/** Refreshed every `refreshMs` (HomeAdmin: 2 hours, part 1 §9); a failed refresh keeps the last answer. */
export const groupSummariesQuery = (groupId: string, refreshMs: number) =>
  queryOptions({
    queryKey: fleetKeys.summaries(groupId),
    queryFn: ({ signal }) => getGroupSummaries(groupId, signal),
    refetchInterval: refreshMs,
    enabled: groupId !== '',
  });

export function useGroupSummaries(groupId: string | undefined, refreshMs: number) {
  return useQuery(groupSummariesQuery(groupId ?? '', refreshMs));
}
