/** Counts of each child group of a group (GET /v1/fleet/groupSummaries; contracts http/fleet.ts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fleetCalls } from '@airsight/contracts/http/calls/fleet';
import type { GroupSummariesResponse } from '@airsight/contracts/http/fleet';
import { api, type ClientAnswer } from '../../lib/api.ts';
import { fleetKeys } from './keys.ts';

export type GroupSummaries = ClientAnswer<GroupSummariesResponse>;

export function getGroupSummaries(groupId: string, signal?: AbortSignal): Promise<GroupSummaries> {
  return api(fleetCalls.groupSummaries, { query: { device_group_id: groupId }, signal });
}

/**
 * Refreshed every `refreshMs` (HomeAdmin: 2 hours, part 1 §9); a failed refresh keeps the last answer.
 * Silent: group loading errors are only logged, with no user message (part 1 §8).
 */
export const groupSummariesQuery = (groupId: string, refreshMs: number) =>
  queryOptions({
    queryKey: fleetKeys.summaries(groupId),
    queryFn: ({ signal }) => getGroupSummaries(groupId, signal),
    refetchInterval: refreshMs,
    enabled: groupId !== '',
    meta: { silent: true },
  });

export function useGroupSummaries(groupId: string | undefined, refreshMs: number) {
  return useQuery(groupSummariesQuery(groupId ?? '', refreshMs));
}
