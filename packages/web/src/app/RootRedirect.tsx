import { Navigate } from 'react-router';
import { useSessionUser } from '../api/session/sessionUser.ts';
import { NotFoundScreen } from './lazyScreens.ts';
import { homePath } from './navigation.ts';

/** Root ('/'): admins to HomeAdmin, others to HomeConsumer, the special administrator to InfoSetting. */
export function RootRedirect() {
  const user = useSessionUser();
  const target = homePath(user);
  if (!target) return <NotFoundScreen />;
  return <Navigate to={target} replace />;
}
