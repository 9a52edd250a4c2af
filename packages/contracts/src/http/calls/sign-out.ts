/** The sign-out call (server auth/routes.ts). */
import { sendCall } from './spec.ts';

/** The answer of POST /auth/logout: where to end the identity provider's session. */
interface LogoutAnswer {
  redirectTo: string;
}

export const logoutCall = sendCall<never, LogoutAnswer>('POST', '/auth/logout');
