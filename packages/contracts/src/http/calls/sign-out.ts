/** The sign-out call (server auth/routes.ts). */
import type { LogoutAnswer } from '../session.ts';
import { sendCall } from './spec.ts';

export const logoutCall = sendCall<never, LogoutAnswer>('POST', '/auth/logout');
