/**
 * Sign-in and bearer tokens with an external OpenID issuer, set up by configuration alone (OIDC_ISSUER,
 * OIDC_CLIENT_ID, OIDC_CLIENT_SECRET): a real oidc-provider on its own port (support/external-issuer.ts),
 * the portal app listening on another, and a cookie-keeping client playing the browser across both;
 * last, the same issuer stopped: sign-in must not send the browser to it.
 */
import crypto from 'node:crypto';
import * as jose from 'jose';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import type { Db } from '../../src/db/database.ts';
import { Browser } from '../support/browser-client.ts';
import {
  formOf,
  formPost,
  freePort,
  json,
  signOut,
  startListeningApp,
  type Json,
} from '../support/auth-app.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { insertDeviceGroup, insertUser } from '../support/factories.ts';
import { API_SCOPE, startExternalIssuer, type ExternalIssuer } from '../support/external-issuer.ts';

const CLIENT_ID = 'airsight-portal-prod';
const CLIENT_SECRET = crypto.randomBytes(24).toString('base64url');
// Subjects as an external issuer makes them: opaque ids, not the portal's user ids.
const ALICE_SUB = '6f1c2a7e-93d4-4b0e-9a51-2f8e0c1d7b34';
const STRANGER_SUB = 'c0ffee00-0000-4000-8000-000000000001';

describe('sign-in and bearer tokens with an external OpenID issuer', () => {
  let database: TestDatabase;
  let db: Db;
  let op: ExternalIssuer;
  let opMetadata: Json;
  let app: AppInstance;
  let base: string;

  /** A browser that follows the portal's sign-in redirects and the issuer's pages. */
  const newBrowser = () =>
    new Browser(base, {
      follows: (target) =>
        target.origin === new URL(op.issuer).origin ||
        (target.origin === base && target.pathname.startsWith('/auth/')),
    });

  /** Opens /auth/login and follows it to the external issuer's sign-in form. */
  async function openSignIn(browser: Browser, query = '') {
    const { response, visited } = await browser.follow(`/auth/login${query}`);
    const html = await response.text();
    expect(response.status, html).toBe(200);
    const pageUrl = visited.at(-1)!;
    expect(pageUrl.startsWith(`${op.issuer}/interaction/`), pageUrl).toBe(true);
    return { visited, action: new URL(formOf(html).action, pageUrl).href };
  }

  /** Signs in at the issuer as `subject`; returns where the portal sends the browser afterwards. */
  async function signIn(browser: Browser, subject: string, query = '') {
    const page = await openSignIn(browser, query);
    const { response, location } = await browser.follow(page.action, formPost({ login: subject }));
    expect(response.status).toBe(302);
    return { location, page };
  }

  const sessionRows = () => db.selectFrom('sessions').selectAll().execute();

  /** The client an integration uses: the portal's registration at the issuer. */
  async function integrationClient() {
    return client.discovery(
      new URL(op.issuer),
      op.clientId,
      op.clientSecret,
      client.ClientSecretBasic(op.clientSecret),
      {
        execute: [client.allowInsecureRequests],
      },
    );
  }

  /**
   * Tokens of an authorization code flow with PKCE for a resource (RFC 8707), as an integration gets them:
   * the user signs in at the issuer, and the code is redeemed with resource=<the API>.
   */
  async function tokensFor(resource: string) {
    const rp = await integrationClient();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorize = client.buildAuthorizationUrl(rp, {
      redirect_uri: `${base}/auth/callback`,
      scope: `openid ${API_SCOPE}`,
      resource,
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
    });
    const browser = newBrowser();
    const form = await browser.follow(authorize.href);
    const html = await form.response.text();
    expect(form.response.status, html).toBe(200);
    const action = new URL(formOf(html).action, form.visited.at(-1)).href;
    // The code is taken from the redirect before it reaches the portal, which would redeem it itself.
    const { location } = await browser.follow(action, {
      ...formPost({ login: ALICE_SUB }),
      stopBefore: (path) => path === '/auth/callback',
    });
    expect(location).toMatch(new RegExp(`^${base}/auth/callback\\?`));
    return client.authorizationCodeGrant(
      rp,
      new URL(location!),
      { pkceCodeVerifier: codeVerifier, expectedState: state },
      { resource },
    );
  }

  const whoami = (token: string) =>
    fetch(`${base}/v1/test/whoami`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    op = await startExternalIssuer({
      portalUrl: base,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      accounts: {
        [ALICE_SUB]: { name: 'Alice Example', email: 'alice@example.com' },
        [STRANGER_SUB]: { name: 'Stranger', email: 'stranger@example.com' },
      },
    });
    opMetadata = await json(await fetch(`${op.issuer}/.well-known/openid-configuration`));

    await insertDeviceGroup(db, { device_group_id: 'ACME' });
    await insertUser(db, {
      userId: 'alice',
      userName: 'Alice',
      loginRootGroupIds: ['ACME$'],
      overrides: { issuer: op.issuer, subject: ALICE_SUB, locale: 'en' },
    });
    // The same subject at another issuer is another person: users are matched by (issuer, subject).
    await insertUser(db, {
      userId: 'local-stranger',
      userName: 'Local',
      overrides: { subject: STRANGER_SUB },
    });

    ({ app } = await startListeningApp(db, {
      port,
      env: {
        OIDC_ISSUER: op.issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
      },
    }));
  });

  afterAll(async () => {
    await app?.close();
    await op?.close();
    await database?.drop();
  });

  it('does not mount the embedded provider', async () => {
    for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/jwks', '/oidc/auth']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
    }
    expect(await db.selectFrom('app_secrets').selectAll().execute()).toEqual([]);
  });

  it("signs in at the external issuer's authorization endpoint with PKCE S256 and opens a session", async () => {
    const browser = newBrowser();
    const page = await openSignIn(browser, '?returnTo=/Logs&locale=en');
    const authorize = new URL(page.visited[1]!);
    expect(authorize.origin + authorize.pathname).toBe(opMetadata.authorization_endpoint);
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${base}/auth/callback`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorize.searchParams.get('scope')).toBe('openid profile email offline_access');

    const { response, visited, location } = await browser.follow(page.action, formPost({ login: ALICE_SUB }));
    expect(visited.some((hop) => hop.startsWith('/auth/callback?'))).toBe(true);
    expect(location).toBe('/Logs');
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);

    const session = await json(await browser.request('/auth/session'));
    expect(session).toMatchObject({ authenticated: true });
    expect(session.user).toEqual({
      userId: 'alice',
      userName: 'Alice',
      deviceGroupType: 'ACME',
      deviceGroupId: 'ACME',
      admin: false,
      isMap: false,
      isInfoAdmin: false,
      isAlarmMailAdmin: false,
      isUserAdmin: false,
    });
    expect(typeof session.csrfToken).toBe('string');
    expect(await json(await browser.request('/v1/test/whoami'))).toEqual({ userId: 'alice', via: 'session' });

    const [row] = await sessionRows();
    expect(row).toMatchObject({ user_id: 'alice' });
    expect(row!.refresh_token).toBeTruthy();
    expect(jose.decodeJwt(row!.id_token!)).toMatchObject({ iss: op.issuer, sub: ALICE_SUB, aud: CLIENT_ID });

    // The access token runs out: the portal refreshes it at the external issuer and the session goes on.
    await db
      .updateTable('sessions')
      .set({ access_expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await browser.request('/v1/test/whoami')).status).toBe(200);
    const [refreshed] = await sessionRows();
    expect(refreshed!.access_token).not.toBe(row!.access_token);
    expect(refreshed!.access_expires_at!.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    await db.deleteFrom('sessions').execute();
  });

  it('sends an issuer account without a portal user to /Login?error=unknown_user, with no session', async () => {
    const browser = newBrowser();
    const { location } = await signIn(browser, STRANGER_SUB);
    expect(location).toBe('/Login?error=unknown_user');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await sessionRows()).toEqual([]);
    expect((await json(await browser.request('/auth/session'))).authenticated).toBe(false);
  });

  it("accepts the issuer's JWT access tokens for api://<client id> as bearer tokens", async () => {
    const tokens = await tokensFor(op.apiResource);
    const accessToken = tokens.access_token;
    expect(jose.decodeProtectedHeader(accessToken)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    expect(jose.decodeJwt(accessToken)).toMatchObject({
      iss: op.issuer,
      sub: ALICE_SUB,
      aud: `api://${CLIENT_ID}`,
      scope: API_SCOPE,
    });

    expect(await json(await whoami(accessToken))).toEqual({ userId: 'alice', via: 'bearer' });
    // No CSRF token for bearer callers: no browser sends the header on its own.
    const post = await fetch(`${base}/v1/test/whoami`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(await json(post)).toEqual({ userId: 'alice', via: 'bearer' });
    const session = await json(
      await fetch(`${base}/auth/session`, { headers: { authorization: `Bearer ${accessToken}` } }),
    );
    expect(session).toMatchObject({ authenticated: true, csrfToken: null, user: { userId: 'alice' } });
  });

  it('accepts the opaque access token of a portal sign-in, checked at the userinfo endpoint', async () => {
    const browser = newBrowser();
    await signIn(browser, ALICE_SUB);
    const [row] = await sessionRows();
    expect(row!.access_token!.split('.')).toHaveLength(1);
    expect(await json(await whoami(row!.access_token!))).toEqual({ userId: 'alice', via: 'bearer' });
    await db.deleteFrom('sessions').execute();
  });

  // An ID token of the issuer for the portal's client id, without a nonce: what an integration gets from a
  // code flow of its own (a nonce is optional there). Kept for the known-bug test below.
  let idTokenWithoutNonce = '';

  it('refuses a token for another audience, an expired one, one signed by another key, and an ID token', async () => {
    const integration = await tokensFor(op.apiResource);
    const good = jose.decodeJwt(integration.access_token);
    idTokenWithoutNonce = integration.id_token!;
    expect(jose.decodeJwt(idTokenWithoutNonce)).toMatchObject({ aud: CLIENT_ID, sub: ALICE_SUB });
    expect(jose.decodeJwt(idTokenWithoutNonce)).not.toHaveProperty('nonce');
    const otherAudience = await tokensFor('api://another-application');
    expect(jose.decodeJwt(otherAudience.access_token).aud).toBe('api://another-application');

    const now = Math.floor(Date.now() / 1000);
    const expired = await op.signWithIssuerKey({ ...good, iat: now - 3600, exp: now - 600 });
    // Same claims and key id, but the signature is another key's.
    const { privateKey: foreignKey } = await jose.generateKeyPair('RS256');
    const kid = jose.decodeProtectedHeader(integration.access_token).kid!;
    const forged = await new jose.SignJWT(good)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
      .sign(foreignKey);
    // Sanity check: the same claims signed with the issuer's key are accepted.
    expect((await whoami(await op.signWithIssuerKey(good))).status).toBe(200);
    // The ID token of a portal sign-in (it carries the portal's nonce).
    const browser = newBrowser();
    await signIn(browser, ALICE_SUB);
    const [row] = await sessionRows();
    await db.deleteFrom('sessions').execute();

    const cases: [string, string, RegExp][] = [
      ['another audience', otherAudience.access_token, /issued for another application/],
      ['expired', expired, /invalid or has expired/],
      ['another key', forged, /invalid or has expired/],
      ['ID token of a sign-in', row!.id_token!, /An ID token is not an access token/],
    ];
    for (const [name, token, message] of cases) {
      const refused = await whoami(token);
      const body = await json(refused);
      expect(refused.status, name).toBe(401);
      expect(body, name).toMatchObject({ statusCode: 401, code: 'INVALID_TOKEN' });
      expect(body.message, name).toMatch(message);
    }
  });

  // An ID token from an integration's own code flow has no nonce and no at_hash, and its audience is the
  // client id: only the token type (at+jwt) or a scope claim tells an access token apart.
  it('refuses an ID token without a nonce as bearer token', async () => {
    expect(idTokenWithoutNonce).toBeTruthy();
    if (!idTokenWithoutNonce) return;
    expect((await whoami(idTokenWithoutNonce)).status).toBe(401);
  });

  it("signs out: answers the external issuer's end-session URL and revokes the refresh token there", async () => {
    const browser = newBrowser();
    await signIn(browser, ALICE_SUB);
    const [row] = await sessionRows();
    const { csrfToken } = await json(await browser.request('/auth/session'));

    const { redirectTo } = await signOut(browser, base, csrfToken);
    const endSession = new URL(redirectTo);
    expect(endSession.origin + endSession.pathname).toBe(opMetadata.end_session_endpoint);
    expect(endSession.searchParams.get('id_token_hint')).toBe(row!.id_token);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/Login`);
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await sessionRows()).toEqual([]);

    // The portal revoked its refresh token at the issuer.
    const refused = await client
      .refreshTokenGrant(await integrationClient(), row!.refresh_token!)
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(client.ResponseBodyError);
    expect((refused as client.ResponseBodyError).error).toBe('invalid_grant');

    // The issuer's sign-out page accepts the request and returns the browser to the portal's /Login.
    const confirm = await browser.request(redirectTo);
    const html = await confirm.text();
    expect(confirm.status, html).toBe(200);
    const form = formOf(html, 'op.logoutForm');
    const done = await browser.request(
      new URL(form.action, redirectTo).href,
      formPost({ ...form.hidden, logout: 'yes' }),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${base}/Login`);

    // Signed out at the issuer too: the next sign-in asks for the account again.
    await openSignIn(newBrowser());
    await openSignIn(browser);
  });

  // Last, because it stops the issuer.
  it('sends the browser to /Login?error=idp_unavailable once the issuer is down, never to the issuer', async () => {
    // A first sign-in: the portal discovers the issuer and remembers its authorization endpoint.
    const browser = newBrowser();
    expect((await signIn(browser, ALICE_SUB)).location).toBe('/');
    const { csrfToken } = await json(await browser.request('/auth/session'));

    await op.close();
    // Past the few seconds for which the portal remembers that the issuer answered.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000);
      const login = await new Browser(base).request('/auth/login?returnTo=/Logs');
      expect(login.status).toBe(302);
      expect(login.headers.get('location')).toBe('/Login?error=idp_unavailable');

      // Sign-out ends the portal session and sends the browser to /Login, not to the issuer's end-session page.
      expect(await signOut(browser, base, String(csrfToken))).toEqual({ redirectTo: '/Login' });
    } finally {
      vi.useRealTimers();
    }
  });
});
