/**
 * DashboardAdmin's machines, maintenance advice and annual inspections, asked for before the screen's
 * code has arrived and rendered (app/preloadFirstScreen.ts): for a supplier of 10,000 machines they are
 * the screen's longest waits, and its first render (tabs, pie charts) would otherwise come first.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fleetDevicesQuery } from '../../api/fleet/getFleetDevices.ts';
import { maintenanceAdviceQuery } from '../../api/maintenance/getMaintenanceAdvice.ts';
import { annualInspectionsQuery } from './api/getAnnualInspections.ts';
import { HISTORY_REFRESH_MS } from './constants.ts';

export function preloadDashboard(queryClient: QueryClient, groupId: string): void {
  // The same query options as the screen's hooks, so that the screen finds the answers in the cache.
  void queryClient.prefetchQuery(fleetDevicesQuery(groupId, { refreshMs: HISTORY_REFRESH_MS, silent: true }));
  void queryClient.prefetchQuery(maintenanceAdviceQuery(groupId));
  void queryClient.prefetchQuery(annualInspectionsQuery(groupId, HISTORY_REFRESH_MS));
}
