import type { ReactNode } from 'react';
import type { RouteName } from '@airsight/contracts';
import { useSessionUser } from '../api/session/sessionUser.ts';
import { effectiveRoute } from '../lib/routes.ts';
import { NotFoundScreen } from './lazyScreens.ts';

/**
 * Shows a screen only to the users it is for (lib/routes.ts effectiveRoute): InfoSetting and Logs to the
 * special administrator alone, the machine screens to everyone but it, UserSetting to a user administrator.
 * Others see NotFound (part 2 §2).
 */
export function RouteGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const user = useSessionUser();
  return effectiveRoute(route, user) === route ? children : <NotFoundScreen />;
}
