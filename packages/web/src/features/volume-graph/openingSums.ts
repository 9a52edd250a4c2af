/**
 * The sums of VolumeGraph's opening month for a whole device group ('all', the HomeConsumer header's
 * first button, and a page opened by its address), asked for as soon as the group's machines are in:
 * otherwise they waited for the screen's first render as well. The screen derives the same machines
 * (useVolumeMachines) and period (openingChoice) and so finds the call in the cache.
 *
 * The screen's module exports this (VolumeGraphScreen.tsx) and the page's start-up imports it from
 * there, after the screen's chunk it loads anyway: a module of its own would be a new entry of the build,
 * and the sums' code (the sensor-data call, the period rules) would move into chunks other screens load.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { ALL_GROUP_ID } from '@airsight/contracts/routes';
import { fleetDevicesQuery } from '../../api/fleet/getFleetDevices.ts';
import { compressorsOf } from '../../api/machine-scope/useMachineScope.ts';
import { volumeSumsQuery } from './api/getVolumeSums.ts';
import { volumeMachinesOf } from './useVolumeMachines.ts';
import { openingPeriod } from './volumePeriod.ts';

export function prefetchOpeningSums(queryClient: QueryClient, params: Params, routerState: unknown): void {
  const deviceGroupId = params.device_group_id;
  const groupId = params.group_id;
  const wholeGroup =
    deviceGroupId &&
    !params.model_id &&
    (!groupId || groupId === ALL_GROUP_ID) &&
    !compressorsOf(routerState);
  if (!wholeGroup) return;
  // The same query options as useVolumeMachines': the call preload.ts started.
  queryClient
    .fetchQuery(fleetDevicesQuery(deviceGroupId, { refreshMs: 0, silent: true }))
    .then((answer) => {
      const { machines } = volumeMachinesOf(undefined, answer.fleet_device_list ?? []);
      const period = openingPeriod(Date.now(), machines[0]?.timeZone ?? null);
      if (machines.length > 0 && period) void queryClient.prefetchQuery(volumeSumsQuery(machines, period));
    })
    // The screen asks again and shows the failure.
    .catch(() => undefined);
}
