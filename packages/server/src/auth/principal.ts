/**
 * Who is calling. Resolved once per request by the auth plugin from the session cookie or a bearer token;
 * route plugins that need a signed-in user add `app.requireUser` as an onRequest hook.
 */
import { unauthorized } from '../errors.ts';

export interface Principal {
  userId: string;
  via: 'session' | 'bearer';
  /** SHA-256 of the session id, for session callers. */
  sessionIdHash?: string;
  csrfToken?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 unless a user is signed in; for session callers, checks CSRF on writes. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The signed-in user of a request that passed requireUser. */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
