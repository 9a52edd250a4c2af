import type { ReactNode } from 'react';
import { useSessionUser } from '../features/auth/sessionUser.ts';
import { NotFoundScreen } from './lazyScreens.ts';

/** InfoSetting and Logs: only the special administrator; anyone else sees NotFound (part 2 §2). */
export function InfoAdminOnly({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return user.isInfoAdmin ? children : <NotFoundScreen />;
}
