/**
 * Sign-in end to end against the real embedded OpenID provider: the app listens on a free port with
 * PUBLIC_URL pointing at it, and a small cookie-keeping client plays the browser (redirects, forms).
 */
import { hash } from '@node-rs/argon2';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER } from '@airsight/contracts';
import { sessionPrincipal } from '../../src/auth/session-principal.ts';
import { loadProviderSecrets } from '../../src/auth/provider/secrets.ts';
import { createSession, SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { Browser } from '../support/browser-client.ts';
import { decodeHtml, formOf, formPost, json, signOut, useListeningApp } from '../support/auth-app.ts';
import { insertDeviceGroup, insertUser } from '../support/factories.ts';
import type { Db } from '../../src/db/database.ts';

describe('sign-in with the embedded OpenID provider', () => {
  /** Opens /auth/login and follows it to the provider's sign-in page. */
  async function openSignIn(browser: Browser, query = '') {
    const { response, visited } = await browser.follow(`/auth/login${query}`);
    const html = await response.text();
    expect(response.status, html).toBe(200);
    expect(visited.at(-1)).toMatch(/^\/auth\/interaction\//);
    return { html, visited, ...formOf(html) };
  }

  /** Signs in through the form and returns where the portal sends the browser afterwards. */
  async function signIn(browser: Browser, query = '', userId = 'alice', password = 'demo') {
    const page = await openSignIn(browser, query);
    const { response, location } = await browser.follow(page.action, formPost({ userId, password }));
    expect(response.status).toBe(302);
    return { location, page };
  }

  async function sessionRow() {
    return server.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', 'alice')
      .executeTakeFirstOrThrow();
  }

  const server = useListeningApp(async (db) => {
    const passwordHash = await hash('demo');
    await insertDeviceGroup(db, { device_group_id: 'ACME' });
    await insertUser(db, {
      userId: 'alice',
      userName: 'Alice',
      loginRootGroupIds: ['ACME$'],
      overrides: { email: 'alice@example.com', password_hash: passwordHash, locale: 'en' },
    });
    await insertUser(db, {
      userId: 'bob',
      userName: 'Bob',
      loginRootGroupIds: ['ACME$'],
      overrides: { password_hash: passwordHash },
    });
  });

  it('publishes the provider at /oidc: code flow with PKCE S256 only', async () => {
    const response = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const metadata = await json(response);
    expect(metadata.issuer).toBe(`${server.base}/oidc`);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.end_session_endpoint).toBe(`${server.base}/oidc/session/end`);
  });

  it('keeps the provider keys in the database and reuses them', async () => {
    const first = await loadProviderSecrets(server.db);
    const again = await loadProviderSecrets(server.db);
    expect(again).toEqual(first);
    expect(first.jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    const jwks = await json(await fetch(`${server.base}/oidc/jwks`));
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([first.jwks.keys[0]!.kid]);
  });

  it('signs in with authorization code + PKCE and opens a session', async () => {
    const browser = new Browser(server.base);
    const page = await openSignIn(browser, '?returnTo=/HomeAdmin/ACME&locale=en');
    const authorize = new URL(page.visited[1]!, server.base);
    expect(authorize.pathname).toBe('/oidc/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access');
    expect(authorize.searchParams.get('ui_locales')).toBe('en');
    expect(page.html).toContain('AirSight');
    expect(page.html).toContain('User ID');
    expect(page.html).not.toMatch(/<script(?![^>]*src=)/); // no inline script under our CSP

    const { response, location } = await browser.follow(
      page.action,
      formPost({ userId: 'alice', password: 'demo' }),
    );
    expect(location).toBe('/HomeAdmin/ACME');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP on this machine only

    const session = await json(await browser.request('/auth/session'));
    expect(session).toMatchObject({ authenticated: true, environment: 'development' });
    expect(session.user).toMatchObject({ userId: 'alice' });
    expect(typeof session.csrfToken).toBe('string');

    const row = await sessionRow();
    // The sign-in's time, which the client keys "once per sign-in" on (the maintenance dialog).
    expect(session.signedInAt).toBe(row.created_at.toISOString());
    expect(row.access_token).toBeTruthy();
    expect(row.refresh_token).toBeTruthy();
    expect(row.id_token).toBeTruthy();
    expect(row.access_expires_at!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(await server.db.selectFrom('auth_transactions').selectAll().execute()).toEqual([]);

    const whoami = await browser.request('/v1/test/whoami');
    expect(await json(whoami)).toEqual({ userId: 'alice', via: 'session' });
    // Already signed in: /auth/login goes straight to returnTo.
    const again = await browser.request('/auth/login?returnTo=/Logs');
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/Logs');
    await server.db.deleteFrom('sessions').execute();
  });

  it('answers a wrong password or unknown user with the form and a message, and opens no session', async () => {
    const browser = new Browser(server.base);
    const page = await openSignIn(browser, '?locale=ja');
    for (const [userId, password] of [
      ['alice', 'wrong'],
      ['nobody', 'demo'],
    ] as const) {
      const response = await browser.request(page.action, formPost({ userId, password }));
      const html = await response.text();
      expect(response.status).toBe(401);
      expect(html).toContain('ユーザーIDまたはパスワードが正しくありません。');
      expect(formOf(html).action).toBe(page.action);
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    expect(await server.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // The same sign-in still goes through with the right password.
    const { location } = await browser.follow(page.action, formPost({ userId: 'alice', password: 'demo' }));
    expect(location).toBe('/');
    await server.db.deleteFrom('sessions').execute();
  });

  it('brakes guessing per user id and address: 429 with Retry-After there, the right password elsewhere', async () => {
    const from = (address: string, fields: Record<string, string>) => {
      const post = formPost(fields);
      return { ...post, headers: { ...post.headers, 'x-forwarded-for': address } };
    };
    const guesser = new Browser(server.base);
    const page = await openSignIn(guesser);
    for (let i = 0; i < 6; i++) {
      const response = await guesser.request(
        page.action,
        from('203.0.113.7', { userId: 'bob', password: `guess${i}` }),
      );
      expect(response.status).toBe(401);
    }
    const braked = await guesser.request(
      page.action,
      from('203.0.113.7', { userId: 'bob', password: 'demo' }),
    );
    expect(braked.status).toBe(429);
    expect(Number(braked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(guesser.cookies.has(SESSION_COOKIE)).toBe(false);

    // Bob himself, from his own address, is not locked out by the stranger.
    const owner = new Browser(server.base);
    const ownPage = await openSignIn(owner);
    const { location } = await owner.follow(
      ownPage.action,
      from('198.51.100.20', { userId: 'bob', password: 'demo' }),
    );
    expect(location).toBe('/');
    await server.db.deleteFrom('sessions').execute();
  });

  it('shows the sign-in page in Japanese by default, with a language switch', async () => {
    const browser = new Browser(server.base);
    const page = await openSignIn(browser);
    expect(page.html).toContain('<html lang="ja">');
    expect(page.html).toContain('ユーザーID');
    const zhLink = /href="([^"]+lang=zh)"/.exec(page.html)![1]!;
    const zh = await browser.request(decodeHtml(zhLink));
    expect(zh.status).toBe(200);
    expect(await zh.text()).toContain('用户ID');
  });

  it('honours a returnTo of this site and refuses absolute or foreign ones', async () => {
    for (const [returnTo, expected] of [
      ['/AlermHistory/d/ACME?x=1', '/AlermHistory/d/ACME?x=1'],
      ['https://evil.example/steal', '/'],
      ['//evil.example/steal', '/'],
      ['/\\evil.example', '/'],
    ]) {
      const browser = new Browser(server.base);
      const { location } = await signIn(browser, `?returnTo=${encodeURIComponent(returnTo!)}`);
      expect(location, returnTo).toBe(expected);
    }
    await server.db.deleteFrom('sessions').execute();
  });

  it('refuses a callback that this browser did not start', async () => {
    const browser = new Browser(server.base);
    const unknown = await browser.request('/auth/callback?code=abc&state=made-up');
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get('location')).toBe('/Login?error=sign_in_expired');

    // A real sign-in, completed in another browser: its state cookie is missing there.
    const victim = new Browser(server.base);
    const page = await openSignIn(browser);
    const { response } = await browser.follow(page.action, {
      ...formPost({ userId: 'alice', password: 'demo' }),
      stopBefore: (path) => path.startsWith('/auth/callback'),
    });
    const callback = response.headers.get('location')!;
    expect(callback).toContain('/auth/callback?');
    const stolen = await victim.request(callback);
    expect(stolen.headers.get('location')).toBe('/Login?error=sign_in_expired');
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await server.db.selectFrom('sessions').selectAll().execute()).toEqual([]);

    const denied = await new Browser(server.base).request('/auth/callback?error=access_denied&state=x');
    expect(denied.headers.get('location')).toBe('/Login?error=sign_in_expired');
  });

  it('signs out: CSRF and origin are checked, both sessions end, the next sign-in asks for the password', async () => {
    const browser = new Browser(server.base);
    await signIn(browser);
    const { csrfToken } = await json(await browser.request('/auth/session'));

    const withoutToken = await browser.request('/auth/logout', { method: 'POST' });
    expect(withoutToken.status).toBe(403);
    expect(await json(withoutToken)).toMatchObject({ statusCode: 403, code: 'CSRF' });
    const foreign = await browser.request('/auth/logout', {
      method: 'POST',
      headers: { [CSRF_HEADER]: csrfToken, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await sessionRow()).user_id).toBe('alice');

    const { id_token: idToken, refresh_token: refreshToken } = await sessionRow();
    const { redirectTo } = await signOut(browser, server.base, csrfToken);
    const endSession = new URL(redirectTo);
    expect(endSession.origin + endSession.pathname).toBe(`${server.base}/oidc/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toBe(idToken);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server.base}/Login`);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await server.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    // Both are in the operation log (part 1 §2 'Logs').
    const logged = await server.db
      .selectFrom('operation_log')
      .select('type')
      .where('user_id', '=', 'alice')
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    expect(logged.map((e) => e.type)).toEqual(['signOut', 'signIn']);
    expect(await json(await browser.request('/auth/session'))).toMatchObject({
      authenticated: false,
      signedInAt: null,
    });
    // The refresh token was revoked at the provider.
    const stored = await server.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', '=', refreshToken!)
      .execute();
    expect(stored).toEqual([]);

    // The provider's sign-out page submits its form through our script (the CSP allows no inline script).
    const confirm = await browser.request(redirectTo);
    const html = await confirm.text();
    expect(confirm.status).toBe(200);
    expect(html).toContain('<script src="/auth/assets/logout.js"></script>');
    const script = await browser.request('/auth/assets/logout.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("input.value = 'yes'");
    const form = formOf(html, 'op.logoutForm');
    const done = await browser.request(form.action, formPost({ ...form.hidden, logout: 'yes' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${server.base}/Login`);

    // Signed out at the provider too: a new sign-in shows the password form again.
    await openSignIn(browser);
  });

  it('without the provider sign-out, the provider session signs the browser in again silently', async () => {
    const browser = new Browser(server.base);
    await signIn(browser);
    await server.db.deleteFrom('sessions').execute();
    const { visited, location } = await browser.follow('/auth/login?returnTo=/Logs');
    expect(visited.some((v) => v.startsWith('/auth/interaction/'))).toBe(false);
    expect(location).toBe('/Logs');
    await server.db.deleteFrom('sessions').execute();
  });

  it('accepts the access token as bearer token, without CSRF, and refuses a garbage token', async () => {
    const browser = new Browser(server.base);
    await signIn(browser);
    const accessToken = (await sessionRow()).access_token!;
    const bearer = { authorization: `Bearer ${accessToken}` };

    const get = await fetch(`${server.base}/v1/test/whoami`, { headers: bearer });
    expect(await json(get)).toEqual({ userId: 'alice', via: 'bearer' });
    const post = await fetch(`${server.base}/v1/test/whoami`, { method: 'POST', headers: bearer });
    expect(post.status).toBe(200);
    const info = await json(await fetch(`${server.base}/auth/session`, { headers: bearer }));
    expect(info).toMatchObject({ authenticated: true, csrfToken: null, signedInAt: null });
    const logout = await fetch(`${server.base}/auth/logout`, { method: 'POST', headers: bearer });
    expect(logout.status).toBe(400);

    for (const token of [
      'garbage',
      'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2ln',
      (await sessionRow()).id_token!,
    ]) {
      const refused = await fetch(`${server.base}/v1/test/whoami`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(401);
      const body = await json(refused);
      expect(body).toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
      expect(body.message).toMatch(/bearer token is invalid or has expired/);
    }
    // A bad token on a public route is simply no sign-in.
    const anonymous = await fetch(`${server.base}/auth/session`, {
      headers: { authorization: 'Bearer garbage' },
    });
    expect((await json(anonymous)).authenticated).toBe(false);
    await server.db.deleteFrom('sessions').execute();
  });

  it('refreshes an expired access token, and ends the session when the provider refuses the refresh token', async () => {
    const browser = new Browser(server.base);
    await signIn(browser);
    const before = await sessionRow();
    await server.db
      .updateTable('sessions')
      .set({ access_expires_at: new Date(Date.now() - 1000) })
      .execute();

    const refreshed = await browser.request('/v1/test/whoami');
    expect(refreshed.status).toBe(200);
    const after = await sessionRow();
    expect(after.access_token).not.toBe(before.access_token);
    expect(after.access_expires_at!.getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(after).toMatchObject({ refresh_failures: 0, next_refresh_at: null });

    await server.db
      .updateTable('sessions')
      .set({ access_expires_at: new Date(Date.now() - 1000), refresh_token: 'revoked-or-unknown' })
      .execute();
    const refused = await browser.request('/v1/test/whoami');
    expect(refused.status).toBe(401);
    expect(await server.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
  });

  it('describes the sign-in routes in the API documentation', async () => {
    const paths = (await json(await fetch(`${server.base}/docs/json`))).paths;
    for (const path of ['/auth/login', '/auth/callback', '/auth/session', '/auth/logout']) {
      expect(paths).toHaveProperty([path]);
    }
  });
});

describe('token refresh when the identity provider does not answer', () => {
  let database: TestDatabase;
  let db: Db;
  let attempts = 0;
  // An issuer that cannot be reached: every refresh attempt fails with a network error.
  const unreachable = async () => {
    attempts += 1;
    throw new TypeError('fetch failed');
  };
  const context = () => ({ db, relyingParty: unreachable, log: pino({ level: 'silent' }) });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await insertUser(db, { userId: 'carol', userName: 'Carol' });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('keeps the session usable, retries 3 times at 60-second intervals, then ends it', async () => {
    const { id } = await createSession(
      db,
      'carol',
      { accessToken: 'a', refreshToken: 'r', accessExpiresAt: new Date(Date.now() - 1000) },
      1,
    );
    const row = () => db.selectFrom('sessions').selectAll().executeTakeFirst();

    for (let failure = 1; failure <= 3; failure++) {
      const before = attempts;
      expect(await sessionPrincipal(context(), id)).toMatchObject({ userId: 'carol', via: 'session' });
      expect(attempts).toBe(before + 1);
      const stored = await row();
      expect(stored!.refresh_failures).toBe(failure);
      expect(stored!.next_refresh_at!.getTime()).toBeGreaterThan(Date.now() + 55_000);
      // Within the interval nothing is tried again, and the session still works.
      expect(await sessionPrincipal(context(), id)).not.toBeNull();
      expect(attempts).toBe(before + 1);
      await db
        .updateTable('sessions')
        .set({ next_refresh_at: new Date(Date.now() - 1) })
        .execute();
    }
    expect(await sessionPrincipal(context(), id)).toBeNull();
    expect(await row()).toBeUndefined();
  });

  it('lets only one of several simultaneous requests refresh', async () => {
    const { id } = await createSession(
      db,
      'carol',
      { accessToken: 'a', refreshToken: 'r', accessExpiresAt: new Date(Date.now() - 1000) },
      1,
    );
    const before = attempts;
    const principals = await Promise.all([1, 2, 3, 4].map(() => sessionPrincipal(context(), id)));
    expect(principals.every((p) => p?.userId === 'carol')).toBe(true);
    expect(attempts).toBe(before + 1);
  });
});

describe('the embedded provider behind a reverse proxy', () => {
  // portal.invalid never resolves: the server must reach its own provider without going out.
  const server = useListeningApp(undefined, { env: { PUBLIC_URL: 'https://portal.invalid' } });

  it('discovers its own issuer over loopback and sends browsers to the public URL', async () => {
    const response = await fetch(`${server.base}/auth/login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://portal.invalid/oidc/auth');
    expect(location.searchParams.get('redirect_uri')).toBe('https://portal.invalid/auth/callback');
    // Not plain HTTP on localhost: the cookies are Secure.
    expect(response.headers.getSetCookie().every((c) => /; Secure/.test(c))).toBe(true);
  });
});
