import { createContext, useContext } from 'react';
import type { UserInfo } from '@airsight/contracts';

/** The signed-in user, provided by the route guard to everything under it. */
export const SessionUserContext = createContext<UserInfo | null>(null);

/** The signed-in user; only for components under the session guard (RequireSession). */
export function useSessionUser(): UserInfo {
  const user = useContext(SessionUserContext);
  if (!user) throw new Error('useSessionUser needs the session guard (RequireSession) above it');
  return user;
}
