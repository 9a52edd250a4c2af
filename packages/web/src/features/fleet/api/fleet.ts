/**
 * Fleet calls: every machine of a group with the inputs of its status, and the counts per child group.
 * One call answers a whole group (see contracts http/fleet.ts); status comes from the shared rules
 * (deviceStatus of @airsight/contracts/domain/status) judged against the server's clock.
 */
import { useQuery } from '@tanstack/react-query';
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

export function fetchFleetDevices(groupId: string | undefined, signal?: AbortSignal) {
  return api<FleetDevices>('/v1/fleet/devices', { query: { device_group_id: groupId }, signal });
}

export function fetchGroupSummaries(groupId: string, signal?: AbortSignal) {
  return api<GroupSummaries>('/v1/fleet/groupSummaries', { query: { device_group_id: groupId }, signal });
}

/** Machines of a group (and its subtree), refreshed every `refreshMs` (home cards: 60 s, part 1 §9). */
export function useFleetDevices(groupId: string | undefined, refreshMs: number) {
  return useQuery({
    queryKey: fleetKeys.devices(groupId),
    queryFn: ({ signal }) => fetchFleetDevices(groupId, signal),
    refetchInterval: refreshMs,
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
