/**
 * The caller's scope for a route handler: loaded from the database once per request, on first use, and
 * handed to the services (services/access.ts), which take no user id of their own for what it covers.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { principalOf } from '../auth/principal.ts';
import { loadScope, type Scope } from '../services/access.ts';

const loaded = new WeakMap<FastifyRequest, Promise<Scope>>();

export function scopeOf(app: { db: Db }, request: FastifyRequest): Promise<Scope> {
  let scope = loaded.get(request);
  if (!scope) {
    scope = loadScope(app.db, principalOf(request).userId);
    loaded.set(request, scope);
  }
  return scope;
}
