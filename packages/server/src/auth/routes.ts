/**
 * Sign-in routes of the portal as OpenID Connect client (DESIGN §8): /auth/login starts an authorization
 * code flow with PKCE, /auth/callback finishes it and opens a portal session, /auth/session tells the web
 * client who is signed in, /auth/logout ends the portal session and hands back the issuer's sign-out URL.
 * Sign-in problems end on /Login?error=<code>, never on a server error page.
 */
import * as client from 'openid-client';
import { LogoutAnswer, matchLocale, SessionInfo } from '@airsight/contracts';
import { FileAnswer } from '@airsight/contracts/http/files';
import { CallbackQuery, LoginQuery } from '@airsight/contracts/http/sign-in';
import type { AppInstance } from '../app.ts';
import { badRequest } from '../errors.ts';
import { ErrorRef } from '../routes/schema.ts';
import { deleteSession, findSignOutDetails } from '../repositories/sessions.ts';
import { recordOperation } from '../services/operation-log.ts';
import { loadUserInfo } from '../services/user-info.ts';
import {
  clearSessionCookie,
  clearSignInStateCookie,
  setSessionCookie,
  setSignInStateCookie,
  SIGN_IN_STATE_COOKIE,
} from './cookies.ts';
import { accountLinks } from './account-links.ts';
import { principalOf } from './principal.ts';
import { LOGOUT_SCRIPT, LOGOUT_SCRIPT_PATH } from './provider/pages.ts';
import {
  callbackUrl,
  issuerReachability,
  oauthErrorCode,
  postLogoutUrl,
  SIGN_IN_SCOPE,
  type RelyingPartyResolver,
} from './relying-party.ts';
import { safeReturnTo } from './return-to.ts';
import { createSession } from './sessions.ts';
import { signInUser } from './sign-in-user.ts';
import { saveAuthTransaction, takeAuthTransaction } from './transactions.ts';

const Redirect = (description: string) => ({ description });

/** Error codes passed to /Login are OAuth-style words; anything else becomes a generic one. */
function errorCode(code: string | undefined): string {
  return code && /^[a-z0-9_]{1,64}$/.test(code) ? code : 'sign_in_failed';
}

export function authRoutes(relyingParty: RelyingPartyResolver) {
  return async function routes(app: AppInstance): Promise<void> {
    const { config, db } = app;
    const issuerReachable = issuerReachability();

    app.get(
      '/auth/login',
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: 'Starts sign-in at the identity provider (or goes to returnTo when already signed in)',
          querystring: LoginQuery,
          response: { 302: Redirect('To the identity provider, to returnTo, or to /Login?error=<code>') },
        },
      },
      async (request, reply) => {
        const returnTo = safeReturnTo(request.query.returnTo, config.publicUrl);
        if (request.principal?.via === 'session') return reply.redirect(returnTo);
        let rp;
        try {
          rp = await relyingParty();
        } catch (error) {
          request.log.error({ err: error }, 'identity provider discovery failed');
          return reply.redirect('/Login?error=idp_unavailable');
        }
        // Never send the browser to an issuer that does not answer: it would show "site can't be reached".
        if (!(await issuerReachable(rp))) {
          request.log.warn(
            { issuer: rp.config.serverMetadata().issuer },
            'the identity provider does not answer; sign-in is unavailable',
          );
          return reply.redirect('/Login?error=idp_unavailable');
        }
        const state = client.randomState();
        const codeVerifier = client.randomPKCECodeVerifier();
        const nonce = client.randomNonce();
        await saveAuthTransaction(db, { state, codeVerifier, nonce, returnTo });
        setSignInStateCookie(reply, config, state);
        const locale = matchLocale(request.query.locale);
        const url = client.buildAuthorizationUrl(rp.config, {
          redirect_uri: callbackUrl(config),
          scope: SIGN_IN_SCOPE,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
          state,
          nonce,
          ...(locale ? { ui_locales: locale } : {}),
        });
        return reply.header('cache-control', 'no-store').redirect(url.href);
      },
    );

    app.get(
      '/auth/callback',
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: 'Where the identity provider returns after sign-in; opens the portal session',
          querystring: CallbackQuery,
          response: { 302: Redirect('To the page that started the sign-in, or to /Login?error=<code>') },
        },
      },
      async (request, reply) => {
        const fail = (code: string) => reply.redirect(`/Login?error=${encodeURIComponent(errorCode(code))}`);
        const { state, error } = request.query;
        const browserState = request.cookies[SIGN_IN_STATE_COOKIE];
        clearSignInStateCookie(reply, config);
        try {
          if (!state) return fail('invalid_request');
          const transaction = await takeAuthTransaction(db, state);
          // The state must be one we issued, still fresh, and to this very browser (no login CSRF).
          if (!transaction || browserState !== state) return fail('sign_in_expired');
          if (error) return fail(error);

          const rp = await relyingParty();
          const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
          let tokens;
          try {
            tokens = await client.authorizationCodeGrant(rp.config, new URL(callbackUrl(config) + query), {
              pkceCodeVerifier: transaction.codeVerifier,
              expectedState: transaction.state,
              expectedNonce: transaction.nonce,
              idTokenExpected: true,
            });
          } catch (grantError) {
            request.log.warn({ err: grantError }, 'authorization code exchange failed');
            return fail(oauthErrorCode(grantError) ?? 'sign_in_failed');
          }
          const claims: Record<string, unknown> = { ...tokens.claims() };
          const roleClaim = config.oidcRoleMapping?.claim;
          if (roleClaim && !(roleClaim in claims) && typeof claims.sub === 'string') {
            // Issuers that keep profile claims out of the ID token (code flow) give them at userinfo.
            Object.assign(
              claims,
              await client.fetchUserInfo(rp.config, tokens.access_token, claims.sub).catch((infoError) => {
                request.log.warn({ err: infoError }, 'userinfo request for the role claim failed');
                return {};
              }),
            );
          }
          const outcome = await signInUser(db, config, rp.issuerKey, claims, request.log);
          if ('problem' in outcome) return fail(outcome.problem);
          const { userId } = outcome;
          // A new sign-in replaces whatever session this browser had.
          const previous = request.principal;
          if (previous?.via === 'session' && previous.sessionIdHash)
            await deleteSession(db, previous.sessionIdHash);
          const expiresIn = tokens.expiresIn();
          const session = await createSession(
            db,
            userId,
            {
              idToken: tokens.id_token ?? null,
              accessToken: tokens.access_token,
              refreshToken: tokens.refresh_token ?? null,
              accessExpiresAt: expiresIn === undefined ? null : new Date(Date.now() + expiresIn * 1000),
            },
            config.sessionTtlHours,
          );
          setSessionCookie(reply, config, session.id);
          await recordOperation(db, { type: 'signIn', userId });
          request.log.info({ userId }, 'signed in');
          return reply.header('cache-control', 'no-store').redirect(transaction.returnTo);
        } catch (unexpected) {
          request.log.error({ err: unexpected }, 'sign-in callback failed');
          return fail('sign_in_failed');
        }
      },
    );

    app.get(
      '/auth/session',
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: 'Who is signed in, with the CSRF token for state-changing calls',
          response: { 200: SessionInfo, '4xx': ErrorRef, '5xx': ErrorRef },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const base = {
          environment: config.environment,
          environmentTitle: config.environmentTitle,
          ...accountLinks(config),
        };
        const principal = request.principal;
        if (!principal)
          return { authenticated: false, user: null, csrfToken: null, signedInAt: null, ...base };
        const user = await loadUserInfo(db, principal.userId, config);
        const session = principal.via === 'session';
        const csrfToken = session ? (principal.csrfToken ?? null) : null;
        const signedInAt = session ? (principal.signedInAt?.toISOString() ?? null) : null;
        return { authenticated: true, user, csrfToken, signedInAt, ...base };
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { specialAdmin: true },
        schema: {
          tags: ['sign-in'],
          summary: "Ends the portal session; answers the URL that ends the identity provider's session",
          response: { 200: LogoutAnswer, '4xx': ErrorRef },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        if (principal.via !== 'session' || !principal.sessionIdHash) {
          throw badRequest(
            'Only a browser session signs out here; revoke bearer tokens at the identity provider',
            'NOT_A_SESSION',
          );
        }
        const session = await findSignOutDetails(db, principal.sessionIdHash);
        await deleteSession(db, principal.sessionIdHash);
        clearSessionCookie(reply, config);
        await recordOperation(db, { type: 'signOut', userId: principal.userId });

        let redirectTo = '/Login';
        try {
          const rp = await relyingParty();
          if (session?.refresh_token) {
            // Revoking the refresh token ends the grant at the issuer, and with it the tokens issued under it.
            await client
              .tokenRevocation(rp.config, session.refresh_token, { token_type_hint: 'refresh_token' })
              .catch((error: unknown) => request.log.warn({ err: error }, 'refresh token revocation failed'));
          }
          // An issuer that does not answer cannot end its session: the browser goes to /Login instead.
          if (rp.config.serverMetadata().end_session_endpoint && (await issuerReachable(rp))) {
            const locale = matchLocale(session?.locale);
            redirectTo = client.buildEndSessionUrl(rp.config, {
              post_logout_redirect_uri: postLogoutUrl(config),
              ...(session?.id_token ? { id_token_hint: session.id_token } : {}),
              ...(locale ? { ui_locales: locale } : {}),
            }).href;
          }
        } catch (error) {
          request.log.warn({ err: error }, 'cannot reach the identity provider to end its session');
        }
        request.log.info({ userId: principal.userId }, 'signed out');
        return { redirectTo };
      },
    );

    app.get(
      LOGOUT_SCRIPT_PATH,
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: "Script of the embedded identity provider's sign-out page (submits its form)",
          response: {
            200: FileAnswer('JavaScript', 'text/javascript'),
          },
        },
      },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=3600')
          .send(LOGOUT_SCRIPT),
    );
  };
}
