/**
 * The portal's own cookies. The session cookie carries only a random id (HttpOnly, SameSite=Lax, Secure
 * outside plain-HTTP localhost). The sign-in state cookie ties a sign-in to the browser that started it,
 * so that nobody can complete a sign-in of theirs in someone else's browser (login CSRF).
 */
import type { FastifyReply } from 'fastify';
import { isLocalHttp, type Config } from '../config.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { TRANSACTION_TTL_MS } from './transactions.ts';

export const SIGN_IN_STATE_COOKIE = 'airsight_signin';
const CALLBACK_PATH = '/auth/callback';

function base(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: !isLocalHttp(config) };
}

/**
 * No Max-Age: the sign-in lasts for the browser session (part 1 §4), like the provider's own cookie;
 * the server ends the session anyway after SESSION_TTL_HOURS.
 */
export function setSessionCookie(reply: FastifyReply, config: Config, sessionId: string): void {
  reply.setCookie(SESSION_COOKIE, sessionId, { ...base(config), path: '/' });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE, { ...base(config), path: '/' });
}

export function setSignInStateCookie(reply: FastifyReply, config: Config, state: string): void {
  reply.setCookie(SIGN_IN_STATE_COOKIE, state, {
    ...base(config),
    path: CALLBACK_PATH,
    maxAge: Math.floor(TRANSACTION_TTL_MS / 1000),
  });
}

export function clearSignInStateCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SIGN_IN_STATE_COOKIE, { ...base(config), path: CALLBACK_PATH });
}
