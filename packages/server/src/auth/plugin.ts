/**
 * Sign-in for the portal. Resolves the caller of every request (session cookie or bearer token) and
 * offers `requireUser`, which API route plugins add as a hook. State-changing calls of session callers
 * must carry the session's CSRF token in the x-csrf-token header and come from our own origin.
 */
import cookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@airsight/contracts';
import type { AppInstance } from '../app.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { findSession, SESSION_COOKIE } from './sessions.ts';
import type { Principal } from './principal.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export async function registerAuth(app: AppInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('principal', null);

  app.addHook('onRequest', async (request) => {
    request.principal = await resolvePrincipal(app, request);
  });

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const principal = request.principal;
    if (!principal) throw unauthorized();
    if (principal.via === 'session' && !SAFE_METHODS.has(request.method)) {
      const token = request.headers[CSRF_HEADER];
      if (typeof token !== 'string' || token !== principal.csrfToken) {
        throw forbidden('Missing or wrong CSRF token: reload the page and try again', 'CSRF');
      }
    }
  });
}

async function resolvePrincipal(app: AppInstance, request: FastifyRequest): Promise<Principal | null> {
  const sessionId = request.cookies[SESSION_COOKIE];
  if (sessionId) {
    const session = await findSession(app.db, sessionId);
    if (session) {
      return { userId: session.user_id, via: 'session', sessionIdHash: session.id_hash, csrfToken: session.csrf_token };
    }
  }
  return null;
}
