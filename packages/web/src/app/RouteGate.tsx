import type { ReactNode } from 'react';
import type { RouteName } from '@airsight/contracts';
import { useSessionUser } from '../api/session/sessionUser.ts';
import { useGroupAuthorities } from '../api/master-info/getGroupAuthorities.ts';
import { effectiveRoute, isGatewayAdmin, ROUTE_META } from '../lib/routes.ts';
import { NotFoundScreen } from './lazyScreens.ts';

/**
 * Shows a screen only to the users it is for (lib/routes.ts effectiveRoute): InfoSetting and Logs to the
 * special administrator alone, the machine screens to everyone but it, UserSetting to a user administrator,
 * GatewaySetting to a gateway administrator (known from the group authorities; while they are not, the
 * screen opens and the server's refusal shows NotFound). Others see NotFound (part 2 §2).
 */
export function RouteGate({ route, children }: { route: RouteName; children: ReactNode }) {
  const user = useSessionUser();
  const gatewayOnly = ROUTE_META[route].gatewayAdminOnly === true;
  const groups = useGroupAuthorities(gatewayOnly && user.isUserAdmin && !user.isInfoAdmin);
  const gatewayAdmin = gatewayOnly ? isGatewayAdmin(user, groups.data) : undefined;
  return effectiveRoute(route, { ...user, isGatewayAdmin: gatewayAdmin }) === route ? (
    children
  ) : (
    <NotFoundScreen />
  );
}
