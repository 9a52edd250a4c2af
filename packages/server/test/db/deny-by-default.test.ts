/**
 * Deny by default: every route that the application registers answers 401 to a caller without credentials,
 * unless it is one of the routes that are public on purpose. (Bad bearer tokens: auth.test.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../src/app.ts';
import pino from 'pino';
import { testConfig, useTestApp } from '../support/app.ts';

/** Routes that answer without sign-in, each for a reason; adding one is a decision this list records. */
const PUBLIC_ROUTES = [
  // operations
  'GET /healthz',
  'GET /readyz',
  'GET /metrics',
  // sign-in: starting it, finishing it, asking whether one is signed in, the provider's own pages
  'GET /auth/login',
  'GET /auth/callback',
  'GET /auth/session',
  'GET /auth/assets/logout.js',
  'GET /auth/interaction/:uid',
  'POST /auth/interaction/:uid/login',
  // an invited user choosing its password: the link's one-time token is the credential
  'GET /auth/invitation/:token',
  'POST /auth/invitation/:token',
  // the help page of the account menu: what each screen does, no data
  'GET /help',
  // the web client's page for every other path (index.html with its first paint; no data)
  'GET /*',
  // gateways, with their own HTTP basic credentials
  'POST /ingest/v1/registers',
];
/** Routes of the API docs pages (a plugin's), and one route per file of the web client's build. */
const PUBLIC_PREFIXES = ['/docs'];
const isWebFile = (app: AppInstance, url: string) => fs.existsSync(path.join(app.config.webDist, url));

const concrete = (url: string) => url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'index.html');

describe('deny by default', () => {
  const t = useTestApp();

  it('lists the routes that answer without sign-in, and no others', () => {
    const routes = t.app.routeAccess().filter((r) => r.method !== 'HEAD');
    const isPublic = (r: { method: string; url: string }) =>
      PUBLIC_ROUTES.includes(`${r.method} ${r.url}`) ||
      PUBLIC_PREFIXES.some((p) => r.url.startsWith(p)) ||
      isWebFile(t.app, r.url);
    expect(routes.filter((r) => r.public && !isPublic(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(routes.filter((r) => !r.public && isPublic(r)).map((r) => `${r.method} ${r.url}`)).toEqual([]);
    // The list above is complete: each entry is a route that exists.
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(PUBLIC_ROUTES.filter((r) => !registered.has(r))).toEqual([]);
  });

  it('answers 401 on every other route to a caller without credentials', async () => {
    const closed = t.app.routeAccess().filter((r) => !r.public);
    expect(closed.length).toBeGreaterThan(25);
    const answers: string[] = [];
    for (const route of closed) {
      const res = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      // A HEAD answer has no body to carry the code.
      const code = route.method === 'HEAD' ? 'UNAUTHENTICATED' : res.json<{ code: string }>().code;
      answers.push(`${route.method} ${route.url} ${res.statusCode} ${code}`);
    }
    expect(answers.filter((a) => !a.endsWith(' 401 UNAUTHENTICATED'))).toEqual([]);
  });

  it('answers a path that no route serves with the one 404', async () => {
    const res = await t.app.inject('/v1/no-such-call?x=1');
    expect(res.statusCode).toBe(404);
    const { error, code, message } = res.json<Record<string, string>>();
    expect([error, code, message]).toEqual(['Not Found', 'NOT_FOUND', 'No route GET /v1/no-such-call']);
  });

  it('protects a route that a new plugin registers without any hook of its own', async () => {
    const fresh = await buildApp({ config: testConfig(), db: t.db, log: pino({ level: 'silent' }) });
    await fresh.register(async (plugin) => {
      plugin.get('/v1/new-feature', async () => ({ secret: 'machine data' }));
    });
    try {
      const res = await fresh.inject('/v1/new-feature');
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('machine data');
    } finally {
      await fresh.close();
    }
  });
});
