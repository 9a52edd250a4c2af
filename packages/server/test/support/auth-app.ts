/**
 * What the sign-in tests share: the app as `npm start` builds it, listening on 127.0.0.1 with one
 * protected test route (/v1/test/whoami), and readers of the HTML forms that identity providers send.
 */
import net from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, expect } from 'vitest';
import { CSRF_HEADER } from '@airsight/contracts';
import { buildApp, type AppInstance } from '../../src/app.ts';
import { principalOf } from '../../src/auth/principal.ts';
import type { Db } from '../../src/db/database.ts';
import { testConfig } from './app.ts';
import type { Browser } from './browser-client.ts';
import { useTestDatabase } from './database.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the app on `port` (default: a free one); PUBLIC_URL is its own address unless `env` says otherwise. */
export async function startListeningApp(
  db: Db,
  options: { port?: number; env?: Record<string, string> } = {},
): Promise<{ app: AppInstance; base: string }> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const config = testConfig({ PORT: String(port), PUBLIC_URL: base, HOST: '127.0.0.1', ...options.env });
  const app = await buildApp({ config, db, log: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }) });
  // Not marked public, so deny by default protects it like every API route.
  await app.register(async (instance) => {
    const whoami = async (request: Parameters<typeof principalOf>[0]) => {
      const { userId, via } = principalOf(request);
      return { userId, via };
    };
    instance.get('/v1/test/whoami', whoami);
    instance.post('/v1/test/whoami', whoami);
  });
  await app.listen({ host: '127.0.0.1', port });
  return { app, base };
}

/**
 * A fresh database, filled by `seed`, and the app listening on it (as startListeningApp starts it) for the
 * calling describe block; both go again after its tests. Members may be read inside tests and hooks only.
 */
export function useListeningApp(
  seed: (db: Db) => Promise<void> = async () => undefined,
  options: { port?: number; env?: Record<string, string> } = {},
): { readonly db: Db; readonly app: AppInstance; readonly base: string } {
  const database = useTestDatabase();
  let listening: { app: AppInstance; base: string } | undefined;
  beforeAll(async () => {
    await seed(database.db);
    listening = await startListeningApp(database.db, options);
  });
  // After hooks run last-registered first: the app closes before its database is dropped.
  afterAll(async () => {
    await listening?.app.close();
  });
  const current = () => {
    if (!listening) throw new Error('the listening app exists inside tests and their hooks only');
    return listening;
  };
  return {
    get db() {
      return database.db;
    },
    get app() {
      return current().app;
    },
    get base() {
      return current().base;
    },
  };
}

// Answers are checked field by field in the tests; a loose type keeps those checks short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;
export const json = (response: Response) => response.json() as Promise<Json>;

/**
 * Signs the browser out as the portal's menu does (POST /auth/logout with the session's CSRF token, from
 * the portal's own origin) and answers where the portal sends the browser next.
 */
export async function signOut(
  browser: Browser,
  base: string,
  csrfToken: string,
): Promise<{ redirectTo: string }> {
  const logout = await browser.request('/auth/logout', {
    method: 'POST',
    headers: { [CSRF_HEADER]: csrfToken, origin: base },
  });
  expect(logout.status).toBe(200);
  return (await json(logout)) as { redirectTo: string };
}

export const decodeHtml = (s: string) =>
  s.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The action and hidden fields of the page's form (or of the form with that id). */
export function formOf(html: string, id?: string) {
  const form = id
    ? new RegExp(`<form[^>]*id="${id.replace('.', '\\.')}"[^>]*>([\\s\\S]*?)</form>`).exec(html)
    : /<form[^>]*>([\s\S]*?)<\/form>/.exec(html);
  expect(form, 'the page has the form').not.toBeNull();
  const action = decodeHtml(/action="([^"]+)"/.exec(form![0])![1]!);
  const hidden = Object.fromEntries(
    [...form![1]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)].map((m) => [
      m[1]!,
      decodeHtml(m[2]!),
    ]),
  );
  return { action, hidden };
}

export const formPost = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});
