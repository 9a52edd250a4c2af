/**
 * VolumeGraph's master data, asked for before the screen's code has arrived and rendered
 * (app/preloadFirstScreen.ts): the device group's machines (names, zones and, for 'all', the list itself)
 * and, for a user-defined or the 'unset' group, what says which machines it holds. The sums wait for
 * them; without the preload they waited for the screen's first render too.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ALL_GROUP_ID, UNSET_GROUP_ID } from '@airsight/contracts/routes';
import { fleetDevicesQuery } from '../../api/fleet/getFleetDevices.ts';
import { groupsQuery } from '../../api/groups/getGroups.ts';
import { groupMachinesQuery } from '../../api/machine-scope/getGroupMachines.ts';

export function preloadVolumeGraph(queryClient: QueryClient, params: Params): void {
  const deviceGroupId = params.device_group_id;
  // One machine (m, s) or no device group: the screen's own calls start from the machine's authority.
  if (!deviceGroupId || params.model_id) return;
  // The same query options as the screen's hooks (useVolumeMachines, useMachineScope), so that the screen
  // finds the answers in the cache.
  void queryClient.prefetchQuery(fleetDevicesQuery(deviceGroupId, { refreshMs: 0, silent: true }));
  const groupId = params.group_id;
  if (!groupId || groupId === ALL_GROUP_ID) return;
  void queryClient.prefetchQuery(groupsQuery(deviceGroupId));
  if (groupId === UNSET_GROUP_ID) void queryClient.prefetchQuery(groupMachinesQuery(deviceGroupId));
}
