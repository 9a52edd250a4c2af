/**
 * Sign-in for the portal. Resolves the caller of every request (bearer token or session cookie) and denies
 * by default: every route needs a signed-in user or a valid bearer token unless it is marked
 * `config: { public: true }` (health, metrics, sign-in, the help page, the gateways' ingest with its own
 * credentials, the web client's files and the API docs). A new route plugin is therefore closed until it
 * opts out.
 * The special administrator likewise reaches only routes marked `config: { specialAdmin: true }`, and a
 * route marked `config: { specialAdminOnly: true }` (announcement admin, logs) answers 403 to anyone else.
 * State-changing calls of session callers must carry the session's CSRF token in the x-csrf-token header
 * and, when the browser names an Origin, come from our own origin. Bearer callers need neither: no
 * browser sends their token on its own. An HTML form cannot send a header, so a route marked
 * `config: { formCsrf: true }` (the change-password form) checks the token of its body itself.
 *
 * The account menu's pages are here too: the help page (/help) and, with the embedded provider, its
 * change-password page (/auth/password).
 *
 * Without OIDC_ISSUER the embedded OpenID provider is mounted at /oidc, with its sign-in page under
 * /auth/interaction; with it, the portal is a client of that external issuer only.
 */
import cookie from '@fastify/cookie';
import middie from '@fastify/middie';
import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER } from '@airsight/contracts';
import type { AppInstance } from '../app.ts';
import { forbidden, HttpError, unauthorized } from '../errors.ts';
import { BearerVerifier } from './bearer.ts';
import { startAuthCleanup } from './cleanup.ts';
import type { Principal } from './principal.ts';
import { interactionRoutes } from './provider/interaction-routes.ts';
import { createEmbeddedProvider } from './provider/provider.ts';
import { refuseNulInProviderRequests } from './provider/nul-guard.ts';
import { passwordRoutes } from './provider/password-routes.ts';
import { invitationRoutes } from './provider/invitation-routes.ts';
import { helpRoutes } from './help/help-routes.ts';
import { relyingPartyResolver } from './relying-party.ts';
import { sameSecret } from './same-secret.ts';
import { authRoutes } from './routes.ts';
import { sessionPrincipal } from './session-principal.ts';
import { SESSION_COOKIE } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const BEARER = /^Bearer +([^\s]+) *$/i;

export async function registerAuth(app: AppInstance): Promise<void> {
  const { config, db } = app;
  const relyingParty = relyingPartyResolver(config);
  const bearer = new BearerVerifier({ db, relyingParty, clientId: config.oidcClientId, log: app.log });
  const publicOrigin = new URL(config.publicUrl).origin;
  // Why a request has no principal, when it sent a credential that failed: requireUser answers with it.
  const credentialErrors = new WeakMap<FastifyRequest, HttpError>();

  await app.register(cookie);

  const provider = config.oidcIssuer ? undefined : await createEmbeddedProvider(db, config, app.log);
  if (provider) {
    // Mounted before the principal hook below: provider requests are answered by the provider alone.
    await app.register(middie);
    app.use('/oidc', refuseNulInProviderRequests);
    app.use('/oidc', provider.callback());
  }

  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    request.principal = await resolvePrincipal(request);
  });

  async function resolvePrincipal(request: FastifyRequest): Promise<Principal | null> {
    const authorization = request.headers.authorization;
    const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    if (token) {
      try {
        return await bearer.verify(token);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        credentialErrors.set(request, error);
        return null;
      }
    }
    const sessionId = request.cookies[SESSION_COOKIE];
    return sessionId ? sessionPrincipal({ db, relyingParty, log: request.log }, sessionId) : null;
  }

  // Every route, whoever registers it and wherever: the hook sits on the root instance, so no plugin can
  // forget it. Unknown paths pass on to the not-found handler (a 404); the web client's page is a public
  // GET route of routes/web.ts.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.config;
    if (route.public === true || request.is404) return;
    await requireUser(request);
    // Least privilege: the special administrator manages announcements and logs only (part 1 §6), so it
    // reaches no customer's machines, whatever roles its account holds.
    const isSpecialAdmin = request.principal?.userId === config.infoAdminUserId;
    if (isSpecialAdmin && route.specialAdmin !== true && route.specialAdminOnly !== true) {
      throw forbidden('This account manages announcements and operation logs only', 'SPECIAL_ADMIN_ONLY');
    }
    if (!isSpecialAdmin && route.specialAdminOnly === true) {
      throw forbidden('Only the announcement and log administrator may do this', 'NOT_SPECIAL_ADMIN');
    }
  });

  async function requireUser(request: FastifyRequest): Promise<void> {
    const principal = request.principal;
    if (!principal) throw credentialErrors.get(request) ?? unauthorized();
    if (principal.via === 'session' && !SAFE_METHODS.has(request.method)) {
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== publicOrigin) {
        throw forbidden('Cross-site request refused: the Origin header names another site', 'CSRF');
      }
      // An HTML form cannot send a header: such a route checks the token of its form field itself.
      if (request.routeOptions.config.formCsrf === true) return;
      const csrfToken = request.headers[CSRF_HEADER];
      if (
        typeof csrfToken !== 'string' ||
        !principal.csrfToken ||
        !sameSecret(csrfToken, principal.csrfToken)
      ) {
        throw forbidden('Missing or wrong CSRF token: reload the page and try again', 'CSRF');
      }
    }
  }

  await app.register(authRoutes(relyingParty));
  await app.register(helpRoutes);
  if (provider) {
    await app.register(interactionRoutes(provider));
    await app.register(passwordRoutes);
    await app.register(invitationRoutes);
  }
  startAuthCleanup(app);
}
