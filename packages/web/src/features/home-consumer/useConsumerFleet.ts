/**
 * The data of HomeConsumer: the machines of the route's device group with their latest status inputs
 * (GET /v1/fleet/devices, one call for the whole group) and its user-defined groups (GET /api/getGroups),
 * both refreshed every 60 s (part 1 §9: home card data is never older than that).
 *
 * Loading errors are only logged (part 1 §8): a group that is not the user's answers 404, and the screen
 * then shows no machine at all. A refresh that fails keeps the cards of the last answer (with its time
 * shown) instead of blanking the screen.
 */
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useFleetDevices, type FleetDevices } from '../../api/fleet/getFleetDevices.ts';
import { fleetKeys } from '../../api/fleet/keys.ts';
import { useUserGroups } from '../../api/groups/getGroups.ts';
import { groupKeys } from '../../api/groups/keys.ts';
import { apiTimeToMs } from '@airsight/contracts/format/api-time';
import { useMinuteClock } from '../../lib/useMinuteClock.ts';
import { HOME_REFRESH_MS } from './constants.ts';

export interface ConsumerFleet {
  devices: FleetDevices['fleet_device_list'];
  userGroups: ReturnType<typeof useUserGroups>['data'];
  /** The server's clock when the shown data was read (epoch ms); undefined before the first answer. */
  dataTime: number | undefined;
  /**
   * "Now" on the server's clock: the answer's server_time plus the time since it arrived. The status
   * rules (160 minutes) are judged against it, so a wrong clock on the user's computer changes nothing.
   */
  now: number;
  isPending: boolean;
  isFetching: boolean;
  /** Loads the cards and groups again (e.g. after the maintenance dialog is saved). */
  reload: () => Promise<void>;
}

export function useConsumerFleet(deviceGroupId: string): ConsumerFleet {
  const queryClient = useQueryClient();
  const fleet = useFleetDevices(deviceGroupId, { refreshMs: HOME_REFRESH_MS, silent: true });
  const groups = useUserGroups(deviceGroupId, HOME_REFRESH_MS);
  const clock = useMinuteClock();

  const serverTime = fleet.data?.server_time;
  const dataTime = serverTime ? apiTimeToMs(serverTime) : undefined;
  // Time passed since the answer arrived, on the computer's clock (never negative: a fresh answer is "now").
  const elapsed = Math.max(0, clock - fleet.dataUpdatedAt);
  const now = dataTime === undefined ? clock : dataTime + elapsed;

  const reload = useCallback(
    () => reloadHomeConsumer(queryClient, deviceGroupId),
    [queryClient, deviceGroupId],
  );

  return {
    devices: fleet.data?.fleet_device_list ?? null,
    userGroups: groups.data ?? null,
    dataTime,
    now,
    isPending:
      (fleet.isPending && fleet.fetchStatus !== 'idle') ||
      (groups.isPending && groups.fetchStatus !== 'idle'),
    isFetching: fleet.isFetching || groups.isFetching,
    reload,
  };
}

/** Reloads HomeConsumer's data from anywhere (the maintenance dialog, after saving). */
export async function reloadHomeConsumer(queryClient: QueryClient, deviceGroupId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: deviceGroupId === undefined ? fleetKeys.devicesOfAll() : fleetKeys.devices(deviceGroupId),
    }),
    queryClient.invalidateQueries({
      queryKey: deviceGroupId === undefined ? groupKeys.all : groupKeys.byDeviceGroup(deviceGroupId),
    }),
  ]);
}
