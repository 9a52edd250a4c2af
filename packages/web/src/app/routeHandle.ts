import { useMatches } from 'react-router';
import type { RouteName } from '@airsight/contracts';

/** What every route of the router carries: its name in part 1 §2. */
export interface RouteHandle {
  route: RouteName;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).route === 'string';
}

/** The name of the deepest matched route (e.g. 'HomeAdmin'), or undefined while none matched. */
export function useRouteName(): RouteName | undefined {
  const matches = useMatches();
  return matches.map((m) => m.handle).findLast(isRouteHandle)?.route;
}
