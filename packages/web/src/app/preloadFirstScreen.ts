/**
 * What the first screen waits for, started at once when the page loads rather than one after the other
 * as the components that need it mount: on a phone's slow connection each wait in a row costs a round
 * trip before the first paint. The session (already requested by index.html's preload) and the chunks of
 * the route being opened; once the session says who is signed in, the group authorities that every
 * screen's breadcrumb and scope read, and the route's own data where its feature offers a preload.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { OpenedRoute, RouteName } from '@airsight/contracts/routes';
import { sessionQueryOptions } from '../api/session/getSession.ts';
import { groupAuthoritiesQuery } from '../api/master-info/getGroupAuthorities.ts';
import { preloadHomeAdmin } from '../features/home-admin/preload.ts';
import { preloadHomeConsumer } from '../features/home-consumer/preload.ts';
import { preloadVolumeGraph } from '../features/volume-graph/preload.ts';
import { preloadScreenChunks } from './lazyScreens.ts';

type DataPreload = (queryClient: QueryClient, params: OpenedRoute['params'], search: URLSearchParams) => void;

/**
 * The screens users open first (the two homes), the dashboard, whose supplier-wide calls are its
 * longest waits, and VolumeGraph, whose sums wait for its master data; others load their data when they
 * mount.
 */
const DATA_PRELOADS: Partial<Record<RouteName, DataPreload>> = {
  HomeConsumer: (queryClient, params) => {
    if (params.device_group_id) preloadHomeConsumer(queryClient, params.device_group_id);
  },
  HomeAdmin: (queryClient, params, search) => {
    if (params.device_group_id) preloadHomeAdmin(queryClient, params.device_group_id, search);
  },
  VolumeGraph: (queryClient, params) => {
    preloadVolumeGraph(queryClient, params);
    // React Router keeps a route's state in the history entry's `usr` (a page reloaded after a link).
    const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
    import('../features/volume-graph/components/VolumeGraphScreen.tsx')
      .then(({ prefetchOpeningSums }) => prefetchOpeningSums(queryClient, params, routerState))
      .catch(() => undefined);
  },
  // Imported when needed: its calls' code (model catalogue, alarm-event rules) would otherwise weigh on
  // every first page, Login's included. The chunk loads beside the screen's, which needs it anyway.
  DashboardAdmin: (queryClient, params) => {
    const groupId = params.device_group_id;
    if (!groupId) return;
    import('../features/dashboard/preload.ts')
      .then(({ preloadDashboard }) => preloadDashboard(queryClient, groupId))
      .catch(() => undefined);
  },
};

export function preloadFirstScreen(
  queryClient: QueryClient,
  opened: OpenedRoute,
  search: URLSearchParams,
): void {
  preloadScreenChunks(opened.name);
  void queryClient
    .fetchQuery(sessionQueryOptions())
    .then((session) => {
      // Signed out, the guard opens Login: asking for data would only answer 401.
      if (!session.authenticated || opened.name === 'Login') return;
      void queryClient.prefetchQuery(groupAuthoritiesQuery());
      DATA_PRELOADS[opened.name]?.(queryClient, opened.params, search);
    })
    // The session guard shows a failed session check and offers to try again.
    .catch(() => undefined);
}
