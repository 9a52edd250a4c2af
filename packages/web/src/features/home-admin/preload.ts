/** HomeAdmin's data for the open tab, asked for before the screen's code has arrived (app/preloadFirstScreen.ts). */
import type { QueryClient } from '@tanstack/react-query';
import { fleetDevicesQuery } from '../../api/fleet/getFleetDevices.ts';
import { groupSummariesQuery } from '../../api/fleet/getGroupSummaries.ts';
import { HOME_ADMIN_REFRESH_MS, readTab } from './constants.ts';

export function preloadHomeAdmin(queryClient: QueryClient, groupId: string, search: URLSearchParams): void {
  // The same query options as the tabs' hooks, so that the tab finds the answer in the cache.
  if (readTab(search) === 'machines') {
    void queryClient.prefetchQuery(
      fleetDevicesQuery(groupId, { refreshMs: HOME_ADMIN_REFRESH_MS, silent: true }),
    );
  } else {
    void queryClient.prefetchQuery(groupSummariesQuery(groupId, HOME_ADMIN_REFRESH_MS));
  }
}
