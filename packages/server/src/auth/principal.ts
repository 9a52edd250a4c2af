/**
 * Who is calling. Resolved once per request by the auth plugin from the session cookie or a bearer token;
 * every route that is not marked `config: { public: true }` answers 401 without one (auth/plugin.ts).
 */
import { unauthorized } from '../errors.ts';

export interface Principal {
  userId: string;
  via: 'session' | 'bearer';
  /** SHA-256 of the session id, for session callers. */
  sessionIdHash?: string;
  csrfToken?: string;
  /** When the session signed in, for session callers. */
  signedInAt?: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

/** The signed-in user of a request to a route that is not public. */
export function principalOf(request: { principal: Principal | null }): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
