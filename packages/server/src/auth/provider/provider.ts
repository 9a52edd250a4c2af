/**
 * The embedded OpenID provider (oidc-provider), used when OIDC_ISSUER is not set. It serves exactly one
 * client, the portal itself: authorization code with PKCE (S256) only, refresh tokens, revocation and
 * RP-initiated logout. Accounts are the local users; its state lives in PostgreSQL (adapter.ts), its keys
 * in app_secrets (secrets.ts). The sign-in page is ours (interaction-routes.ts); consent is granted
 * automatically because the only client is the first-party portal.
 */
import Provider, { type Client, type ErrorOut, type Grant, type KoaContextWithOIDC } from 'oidc-provider';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { callbackUrl, embeddedIssuer, postLogoutUrl } from '../relying-party.ts';
import { findLocalAccount } from './accounts.ts';
import { PgAdapter } from './adapter.ts';
import { logoutPage, messagePage, pickLocale, signedOutPage } from './pages.ts';
import { loadProviderSecrets } from './secrets.ts';

const HOUR = 3600;
export const ACCESS_TOKEN_TTL_S = HOUR;
export const INTERACTION_PATH = '/auth/interaction';

function localeOf(ctx: KoaContextWithOIDC) {
  try {
    return pickLocale(ctx.oidc.params.ui_locales);
  } catch {
    return pickLocale(undefined);
  }
}

/**
 * Grants the portal what it asks for without a consent screen: it is our own first-party client. Scopes and
 * claims requested now are added to the user's grant, so the consent prompt never finds anything missing.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC): Promise<Grant | undefined> {
  const { oidc } = ctx;
  const clientId = oidc.client?.clientId;
  const accountId = oidc.session.accountId;
  if (!clientId || !accountId) return undefined;
  const grantId = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(clientId);
  let grant = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
  if (grant && (grant.accountId !== accountId || grant.clientId !== clientId)) grant = undefined;
  grant ??= new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope([...oidc.requestParamOIDCScopes].join(' ') || 'openid');
  if (oidc.requestParamClaims.size > 0) grant.addOIDCClaims([...oidc.requestParamClaims]);
  await grant.save();
  return grant;
}

export async function createEmbeddedProvider(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
): Promise<Provider> {
  const secrets = await loadProviderSecrets(db);
  // The portal session is the one that counts; provider-side artefacts live at least as long as it can.
  const sessionTtl = config.sessionTtlHours * HOUR;

  const provider = new Provider(embeddedIssuer(config), {
    adapter: (kind: string) => new PgAdapter(db, kind),
    clients: [
      {
        client_id: config.oidcClientId,
        client_secret: config.oidcClientSecret,
        client_name: 'AirSight portal',
        redirect_uris: [callbackUrl(config)],
        post_logout_redirect_uris: [postLogoutUrl(config)],
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // openid-client's default client authentication.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: secrets.jwks,
    cookies: { keys: secrets.cookieKeys },
    claims: {
      acr: null,
      auth_time: null,
      iss: null,
      sid: null,
      openid: ['sub'],
      profile: ['name', 'locale'],
      email: ['email'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    findAccount: (_ctx: unknown, sub: string) => findLocalAccount(db, sub),
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PATH}/${interaction.uid}`,
    },
    loadExistingGrant,
    // The portal keeps the user signed in by refreshing, without asking for consent (which is what
    // oidc-provider otherwise requires before it honours offline_access).
    issueRefreshToken: async (_ctx: unknown, client: Client) => client.grantTypeAllowed('refresh_token'),
    // Tokens outlive the provider's browser session; the portal revokes them itself at sign-out.
    expiresWithSession: async () => false,
    // Only the portal's server talks to the provider's endpoints; no browser-side CORS calls.
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      // The portal revokes its refresh token at sign-out; a client may revoke only its own tokens.
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx: unknown, client: Client, token: { clientId?: string }) =>
          token.clientId === client.clientId,
      },
      // Without resource indicators, access tokens are opaque tokens for the userinfo endpoint (bearer.ts).
      resourceIndicators: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = logoutPage(localeOf(ctx), form);
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = signedOutPage(localeOf(ctx));
        },
      },
    },
    renderError: async (ctx: KoaContextWithOIDC, out: ErrorOut) => {
      ctx.type = 'html';
      ctx.body = messagePage(localeOf(ctx), out.error_description ?? out.error, out.error);
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR / 2,
      Session: sessionTtl,
      Grant: sessionTtl + HOUR,
      RefreshToken: sessionTtl + HOUR,
    },
  });
  // Fastify trusts the reverse proxy (trustProxy), so the provider must too: its URLs and Secure cookies
  // follow X-Forwarded-Proto and -Host.
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) =>
    log.error({ err: error }, 'embedded identity provider failed'),
  );
  for (const event of [
    'authorization.error',
    'grant.error',
    'end_session.error',
    'userinfo.error',
    'revocation.error',
  ]) {
    provider.on(event, (_ctx, error) =>
      log.info({ event, error: (error as Error).message }, 'identity provider refused a request'),
    );
  }
  return provider;
}
