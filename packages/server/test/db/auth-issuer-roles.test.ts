/**
 * Enterprise sign-in with roles from the issuer's claims (OIDC_ROLE_CLAIM, OIDC_ROLE_MAP; auth/sign-in-user.ts),
 * against an OpenID issuer running in its own process (support/external-issuer-process.ts): a user is
 * created on its first sign-in from a mapped role, follows its claim afterwards, and an unknown, a
 * role-less and a disabled user each get their own message; bearer tokens follow the documented rules.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import readline from 'node:readline';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../src/app.ts';
import { SESSION_COOKIE } from '../../src/auth/sessions.ts';
import { seedDemo } from '../../src/demo/seed.ts';
import { testConfig } from '../support/app.ts';
import { formOf, formPost, freePort, json, startListeningApp } from '../support/auth-app.ts';
import { Browser } from '../support/browser-client.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { API_SCOPE, type ExternalAccount } from '../support/external-issuer.ts';
import { insertUser } from '../support/factories.ts';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const CLIENT_ID = 'airsight-entra';
const CLIENT_SECRET = crypto.randomBytes(24).toString('base64url');
const ACCOUNTS: Record<string, ExternalAccount> = {
  'sub-dana': {
    name: 'Dana Ito',
    preferred_username: 'dana@acme.example',
    roles: ['Staff', 'AirSight.Acme'],
  },
  'sub-erin': { name: 'Erin', roles: ['AirSight.Acme'] },
  'sub-frank': { name: 'Frank', roles: ['Staff'] },
  'sub-gail': { name: 'Gail', roles: ['Staff'] },
  'sub-hal': { name: 'Hal', roles: ['AirSight.Supplier'] },
};

describe('roles from the issuer claims', () => {
  let database: TestDatabase;
  let issuerProcess: ChildProcess;
  let issuer: string;
  let app: AppInstance;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, testConfig());
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    issuerProcess = spawn(
      path.join(ROOT, 'node_modules/.bin/node'),
      [
        path.join(ROOT, 'packages/server/test/support/external-issuer-process.ts'),
        JSON.stringify({
          portalUrl: base,
          clientId: CLIENT_ID,
          clientSecret: CLIENT_SECRET,
          accounts: ACCOUNTS,
        }),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const lines = readline.createInterface({ input: issuerProcess.stdout! })[Symbol.asyncIterator]();
    const line = (await lines.next()).value as string;
    issuer = (JSON.parse(line) as { issuer: string }).issuer;
    // Known before their sign-in: Erin in another group, Gail without a mapped role, Hal disabled.
    for (const [userId, subject, root] of [
      ['erin', 'sub-erin', 'TOKAI$'],
      ['gail', 'sub-gail', 'TOKAI$'],
      ['hal', 'sub-hal', 'SUPPLIER$'],
    ] as const) {
      await insertUser(database.db, {
        userId,
        loginRootGroupIds: [root],
        overrides: { issuer, subject, ...(userId === 'hal' ? { disabled_at: new Date() } : {}) },
      });
    }
    ({ app } = await startListeningApp(database.db, {
      port,
      env: {
        OIDC_ISSUER: issuer,
        OIDC_CLIENT_ID: CLIENT_ID,
        OIDC_CLIENT_SECRET: CLIENT_SECRET,
        OIDC_ROLE_CLAIM: 'roles',
        OIDC_ROLE_MAP: 'AirSight.Supplier=supplier+admin+map, AirSight.Acme=acme+admin',
      },
    }));
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    issuerProcess?.kill('SIGTERM');
    await database?.drop();
  });

  const newBrowser = () =>
    new Browser(base, {
      follows: (target) =>
        target.origin === new URL(issuer).origin ||
        (target.origin === base && target.pathname.startsWith('/auth/')),
    });

  /** Signs in at the issuer as `subject`; where the portal sends the browser afterwards. */
  async function signIn(subject: string) {
    const browser = newBrowser();
    const { response, visited } = await browser.follow('/auth/login');
    const action = new URL(formOf(await response.text()).action, visited.at(-1)).href;
    const { location } = await browser.follow(action, formPost({ login: subject }));
    return { browser, location };
  }

  it('creates a user on its first sign-in from a mapped role claim, named as the issuer names it', async () => {
    const { browser, location } = await signIn('sub-dana');
    expect(location).toBe('/');
    const session = await json(await browser.request('/auth/session'));
    expect(session.user).toMatchObject({
      userId: 'dana@acme.example',
      userName: 'Dana Ito',
      deviceGroupId: 'acme',
      isUserAdmin: true,
      isMap: false,
    });
    const log = await database.db
      .selectFrom('operation_log')
      .select(['type', 'user_id'])
      .where('type', '=', 'userAdd')
      .execute();
    expect(log).toEqual([{ type: 'userAdd', user_id: 'issuer-claims' }]);
  });

  it('moves a known user to the group of its claim at sign-in', async () => {
    const { browser, location } = await signIn('sub-erin');
    expect(location).toBe('/');
    expect((await json(await browser.request('/auth/session'))).user).toMatchObject({
      userId: 'erin',
      deviceGroupId: 'acme',
    });
  });

  it('tells an unknown user, a user without a mapped role and a disabled user why, with no session', async () => {
    for (const [subject, error] of [
      ['sub-frank', 'unknown_user'],
      ['sub-gail', 'no_role'],
      ['sub-hal', 'account_disabled'],
    ] as const) {
      const { browser, location } = await signIn(subject);
      expect({ subject, location }).toEqual({ subject, location: `/Login?error=${error}` });
      expect(browser.cookies.has(SESSION_COOKIE)).toBe(false);
    }
    const users = await database.db
      .selectFrom('users')
      .select('user_id')
      .where('issuer', '=', issuer)
      .execute();
    expect(users.map((u) => u.user_id).sort()).toEqual(['dana@acme.example', 'erin', 'gail', 'hal']);
  });

  it("accepts the issuer's JWT access token for the portal's API, and refuses the ID token", async () => {
    const rp = await client.discovery(new URL(issuer), CLIENT_ID, CLIENT_SECRET, undefined, {
      execute: [client.allowInsecureRequests],
    });
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const resource = `api://${CLIENT_ID}`;
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
    const action = new URL(formOf(await form.response.text()).action, form.visited.at(-1)).href;
    const { location } = await browser.follow(action, {
      ...formPost({ login: 'sub-dana' }),
      stopBefore: (p) => p === '/auth/callback',
    });
    const tokens = await client.authorizationCodeGrant(
      rp,
      new URL(location!),
      { pkceCodeVerifier: codeVerifier, expectedState: state },
      { resource },
    );
    const whoami = (token: string) =>
      fetch(`${base}/v1/test/whoami`, { headers: { authorization: `Bearer ${token}` } });
    expect(await json(await whoami(tokens.access_token))).toEqual({
      userId: 'dana@acme.example',
      via: 'bearer',
    });
    const idToken = await whoami(tokens.id_token!);
    expect(idToken.status).toBe(401);
    expect((await json(idToken)).message).toBe('An ID token is not an access token: send the access token');
  });
});
