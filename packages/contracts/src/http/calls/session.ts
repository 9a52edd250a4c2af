/**
 * The session call (server auth/routes.ts). Loaded with the first page, so it stands alone, in the
 * smallest form: the sign-out call (sign-out.ts) is loaded later, with the app shell.
 */
import type { SessionInfo } from '../session.ts';
import { getCall } from './spec.ts';

export const sessionCall = getCall<never, SessionInfo>('/auth/session');
