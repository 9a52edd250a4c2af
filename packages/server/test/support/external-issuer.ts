/**
 * A real, standalone OpenID provider for tests of the portal with an external issuer (OIDC_ISSUER): its
 * own HTTP server on 127.0.0.1, its own keys and in-memory accounts, built with oidc-provider and set up
 * the way a production issuer (Keycloak, Entra ID, Okta...) is: an issuer URL with a path, one confidential
 * client registered for the portal with the registration defaults (client_secret_basic), authorization code
 * with PKCE S256, refresh tokens, revocation, RP-initiated logout, and resource indicators so that an
 * integration can get a JWT access token whose audience is `api://<client id>`.
 *
 * Its sign-in page is a minimal form (one field: the account); consent is granted without asking, as a
 * company issuer does for its own applications.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as jose from 'jose';
import Provider, {
  errors,
  type Adapter,
  type AdapterPayload,
  type InteractionResults,
  type KoaContextWithOIDC,
} from 'oidc-provider';

export interface ExternalAccount {
  name: string;
  email?: string;
  preferred_username?: string;
  /** App roles (Entra ID) or groups (Keycloak): the `roles` claim, given at userinfo with scope profile. */
  roles?: string[];
}

export interface ExternalIssuerOptions {
  /** Origin of the portal under test: its /auth/callback and /Login are registered for the client. */
  portalUrl: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by subject. */
  accounts: Record<string, ExternalAccount>;
}

export interface ExternalIssuer {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The resource indicator (and audience) of the portal's API: `api://<client id>`. */
  apiResource: string;
  /**
   * Signs a payload with the issuer's own signing key, as the issuer would: for tokens a real issuer never
   * hands out on request, such as one that has already expired.
   */
  signWithIssuerKey(payload: jose.JWTPayload, typ?: string): Promise<string>;
  close(): Promise<void>;
}

/** Where the issuer lives under its origin, like Keycloak's /realms/<name> or Entra's /<tenant>/v2.0. */
const MOUNT = '/realms/airsight';
/** The scope of the portal's API; resource indicators other than api://... are refused. */
export const API_SCOPE = 'api:access';

const INVALID_TARGET = (errors as unknown as { InvalidTarget: new (description?: string) => Error })
  .InvalidTarget;

export async function startExternalIssuer(options: ExternalIssuerOptions): Promise<ExternalIssuer> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = crypto.randomUUID();
  const signingJwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };

  // The issuer URL names the port, so the server listens first and answers once the provider exists.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}${MOUNT}`;
  const portal = options.portalUrl.replace(/\/$/, '');

  const store = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const provider = new Provider(issuer, {
    adapter: (kind: string) => new MemoryAdapter(store, kind),
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        client_name: 'AirSight portal',
        redirect_uris: [`${portal}/auth/callback`],
        post_logout_redirect_uris: [`${portal}/Login`],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // token_endpoint_auth_method left out on purpose: the registration default, client_secret_basic
        // (oidc-provider then accepts client_secret_post as well, which the portal sends).
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: [crypto.randomBytes(32).toString('base64url')] },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'roles'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', API_SCOPE],
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          name: account.name,
          email: account.email,
          email_verified: true,
          preferred_username: account.preferred_username,
          roles: account.roles,
        }),
      };
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${MOUNT}/interaction/${interaction.uid}`,
    },
    // Refresh tokens for every client that may use them, as Keycloak does (oidc-provider's default
    // wants offline_access with prompt=consent).
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    expiresWithSession: async () => false,
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      resourceIndicators: {
        enabled: true,
        // Sign-in without a resource gets an opaque token for the userinfo endpoint.
        defaultResource: async () => undefined,
        useGrantedResource: async () => false,
        getResourceServerInfo: async (_ctx: unknown, resource: string) => {
          if (!resource.startsWith('api://')) throw new INVALID_TARGET('unknown resource');
          return {
            scope: API_SCOPE,
            audience: resource,
            accessTokenFormat: 'jwt',
            accessTokenTTL: 600,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out',
            `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes">Sign out</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = page('Signed out', '<p>You are signed out.</p>');
        },
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: { error: string; error_description?: string }) => {
      ctx.type = 'html';
      ctx.body = page(
        'Error',
        `<p id="error">${escapeHtml(`${out.error}: ${out.error_description ?? ''}`)}</p>`,
      );
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      RefreshToken: 3600,
    },
  });

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    route(provider, options, req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });

  const signingKey = await jose.importJWK(signingJwk, 'RS256');
  return {
    issuer,
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    apiResource: `api://${options.clientId}`,
    signWithIssuerKey: (payload, typ = 'at+jwt') =>
      new jose.SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ }).sign(signingKey),
    // Idempotent: a test may stop the issuer on purpose (an outage) before the file's clean-up runs.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function route(
  provider: Provider,
  options: ExternalIssuerOptions,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://issuer');
  const interaction = new RegExp(`^${MOUNT}/interaction/([\\w-]+)$`).exec(url.pathname);
  if (interaction) return interact(provider, options, interaction[1]!, req, res);
  if (url.pathname !== MOUNT && !url.pathname.startsWith(`${MOUNT}/`)) {
    res.writeHead(404).end();
    return;
  }
  // Mounted under MOUNT like an Express sub-app: the provider sees the rest, and builds its URLs from
  // originalUrl.
  const mounted = req as http.IncomingMessage & { originalUrl?: string };
  mounted.originalUrl = req.url;
  req.url = req.url!.slice(MOUNT.length) || '/';
  provider.callback()(req, res);
}

/** The sign-in form (GET), its submission (POST), and consent granted without a page. */
async function interact(
  provider: Provider,
  options: ExternalIssuerOptions,
  uid: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) {
    res.writeHead(400).end();
    return;
  }
  const finish = async (result: InteractionResults) => {
    const returnTo = await provider.interactionResult(req, res, result, { mergeWithLastSubmission: true });
    res.writeHead(303, { location: returnTo }).end();
  };

  if (details.prompt.name === 'login') {
    if (req.method === 'POST') {
      const login = new URLSearchParams(await readBody(req)).get('login') ?? '';
      if (Object.hasOwn(options.accounts, login)) return finish({ login: { accountId: login } });
      return signInForm(res, uid, 401, 'Unknown account');
    }
    return signInForm(res, uid, 200);
  }

  if (details.prompt.name === 'consent' && details.session) {
    const missing = details.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    const grant =
      (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
      new provider.Grant({
        accountId: details.session.accountId,
        clientId: String(details.params.client_id),
      });
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    return finish({ consent: { grantId: await grant.save() } });
  }
  res.writeHead(400, { 'content-type': 'text/plain' }).end(`unexpected prompt ${details.prompt.name}`);
}

function signInForm(res: http.ServerResponse, uid: string, status: number, message?: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    page(
      'Sign in',
      `${message ? `<p id="error">${escapeHtml(message)}</p>` : ''}
      <form method="post" action="${MOUNT}/interaction/${uid}">
        <label>Account <input name="login" autofocus></label>
        <button type="submit">Sign in</button>
      </form>`,
    ),
  );
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} - Test issuer</title></head><body><h1>${title}</h1>${body}</body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > 10_000) throw new Error('form too large');
  }
  return body;
}

/**
 * The issuer's state in memory, for as long as the test runs (oidc-provider's own memory adapter works the
 * same, but warns on every start that it is not for production).
 */
class MemoryAdapter implements Adapter {
  readonly #store: Map<string, { payload: AdapterPayload; expiresAt: number }>;
  readonly #kind: string;

  constructor(store: Map<string, { payload: AdapterPayload; expiresAt: number }>, kind: string) {
    this.#store = store;
    this.#kind = kind;
  }

  #key(id: string) {
    return `${this.#kind}:${id}`;
  }

  #live(key: string) {
    const entry = this.#store.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.#store.delete(key);
    return entry && entry.expiresAt > Date.now() ? entry.payload : undefined;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
    const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY;
    this.#store.set(this.#key(id), { payload, expiresAt });
  }

  async find(id: string) {
    return this.#live(this.#key(id));
  }

  async findByUid(uid: string) {
    for (const [key, { payload }] of this.#store) {
      if (key.startsWith(`${this.#kind}:`) && payload.uid === uid) return this.#live(key);
    }
    return undefined;
  }

  async findByUserCode(userCode: string) {
    for (const [key, { payload }] of this.#store) {
      if (key.startsWith(`${this.#kind}:`) && payload.userCode === userCode) return this.#live(key);
    }
    return undefined;
  }

  async consume(id: string) {
    const entry = this.#store.get(this.#key(id));
    if (entry) entry.payload.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    this.#store.delete(this.#key(id));
  }

  async revokeByGrantId(grantId: string) {
    for (const [key, { payload }] of this.#store) {
      if (payload.grantId === grantId) this.#store.delete(key);
    }
  }
}
