/**
 * Fleet calls: every machine of a group with the inputs of its status, and the counts per child group.
 * One call answers a whole group (see contracts http/fleet.ts); status comes from the shared rules
 * (deviceStatus of @airsight/contracts/domain/status) judged against the server's clock.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FleetDevicesResponse, GroupSummariesResponse } from '@airsight/contracts/http/fleet';
import { api } from '../../../lib/api.ts';

/** An empty list arrives as null (part 1 §7). */
export type FleetDevices = Omit<FleetDevicesResponse, 'fleet_device_list'> & {
  fleet_device_list: FleetDevicesResponse['fleet_device_list'] | null;
};
export type GroupSummaries = Omit<GroupSummariesResponse, 'group_summary_list'> & {
  group_summary_list: GroupSummariesResponse['group_summary_list'] | null;
};

export const fleetKeys = {
  devices: (groupId: string | undefined) => ['fleet', 'devices', groupId ?? ''] as const,
  summaries: (groupId: string) => ['fleet', 'groupSummaries', groupId] as const,
};

export interface FleetCallOptions {
  /** Only log a failure, no snackbar (part 1 §8: device loading errors are only logged). */
  suppressError?: boolean;
}

export function fetchFleetDevices(
  groupId: string | undefined,
  signal?: AbortSignal,
  options: FleetCallOptions = {},
) {
  return api<FleetDevices>('/v1/fleet/devices', { query: { device_group_id: groupId }, signal, ...options });
}

class RefreshFailed extends Error {}

export function fetchGroupSummaries(groupId: string, signal?: AbortSignal) {
  return api<GroupSummaries>('/v1/fleet/groupSummaries', { query: { device_group_id: groupId }, signal });
}

/**
 * Machines of a group (and its subtree), refreshed every `refreshMs` (home cards: 60 s, part 1 §9).
 * A refresh that fails keeps the last answer on screen instead of blanking it (the client answers null
 * for a failure; throwing then makes the query keep its data).
 */
export function useFleetDevices(
  groupId: string | undefined,
  refreshMs: number,
  options: FleetCallOptions = {},
) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: fleetKeys.devices(groupId),
    queryFn: async ({ signal }) => {
      const answer = await fetchFleetDevices(groupId, signal, options);
      if (answer === null && queryClient.getQueryData(fleetKeys.devices(groupId))) {
        throw new RefreshFailed('the fleet refresh failed');
      }
      return answer;
    },
    refetchInterval: refreshMs,
    retry: false,
    enabled: groupId !== undefined && groupId !== '',
  });
}

/** Counts of each child group, refreshed every `refreshMs` (HomeAdmin: 2 hours, part 1 §9). */
export function useGroupSummaries(groupId: string | undefined, refreshMs: number) {
  return useQuery({
    queryKey: fleetKeys.summaries(groupId ?? ''),
    queryFn: ({ signal }) => fetchGroupSummaries(groupId ?? '', signal),
    refetchInterval: refreshMs,
    enabled: groupId !== undefined && groupId !== '',
  });
}
