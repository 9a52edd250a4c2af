/**
 * Which routes answer without sign-in. Deny by default (auth/plugin.ts): a route is public only when its
 * options say `config: { public: true }`, or when it is registered in a scope that called
 * markRoutesPublic (plugins whose routes we do not write ourselves: the web client's files, the API docs).
 */
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteAccess {
  method: string;
  url: string;
  public: boolean;
  /** The special administrator may call it (auth/plugin.ts). */
  specialAdmin: boolean;
  /** Only the special administrator may call it. */
  specialAdminOnly: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered so far and whether it answers without sign-in (a test checks each one). */
    routeAccess(): RouteAccess[];
  }
}

/** First thing in buildApp, so that it sees every route. */
export function registerRouteAccess(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  // Read when asked, not when the route is added: a scope's markRoutesPublic runs after this root hook.
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('routeAccess', () =>
    routes.flatMap((route) =>
      ([] as string[]).concat(route.method).map((method) => ({
        method,
        url: route.url,
        public: route.config?.public === true,
        specialAdmin: route.config?.specialAdmin === true || route.config?.specialAdminOnly === true,
        specialAdminOnly: route.config?.specialAdminOnly === true,
      })),
    ),
  );
}

/** Marks every route later registered in this (encapsulated) scope as public. */
export function markRoutesPublic(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });
}
