/** HomeConsumer's data, asked for before the screen's code has arrived (app/preloadFirstScreen.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { fleetDevicesQuery } from '../../api/fleet/getFleetDevices.ts';
import { groupsQuery } from '../../api/groups/getGroups.ts';
import { maintenanceAdviceQuery } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { HOME_REFRESH_MS } from './constants.ts';

export function preloadHomeConsumer(queryClient: QueryClient, deviceGroupId: string): void {
  // The same query options as the screen's hooks, so that the screen finds the answers in the cache.
  void queryClient.prefetchQuery(
    fleetDevicesQuery(deviceGroupId, { refreshMs: HOME_REFRESH_MS, silent: true }),
  );
  void queryClient.prefetchQuery(groupsQuery(deviceGroupId, HOME_REFRESH_MS));
  // The cards' maintenance notices: asked beside the fleet rather than after the cards have rendered,
  // so that the cards and their notices paint together (the call is small: one plant's machines).
  void queryClient.prefetchQuery(maintenanceAdviceQuery(deviceGroupId));
}
