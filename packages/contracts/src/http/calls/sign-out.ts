/** The sign-out call (server auth/routes.ts). */
import type { CallSpec } from './spec.ts';

/** The answer of POST /auth/logout: where to end the identity provider's session. */
interface LogoutAnswer {
  redirectTo: string;
}

export const logoutCall = { method: 'POST', path: '/auth/logout' } as CallSpec<never, never, LogoutAnswer>;
