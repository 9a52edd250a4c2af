/**
 * The embedded provider's sign-in page (its interaction URL): user id and password of a local account.
 * A wrong user id and a wrong password get the same answer in about the same time, so the page never
 * tells whether an account exists. Repeated failures for one user id or from one address are refused
 * for a while.
 */
import formbody from '@fastify/formbody';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails, InteractionResults, Provider } from 'oidc-provider';
import { HtmlPage } from '@airsight/contracts/http/files';
import { InteractionParams, InteractionQuery, SignInForm } from '@airsight/contracts/http/sign-in';
import { htmlReply } from './page-replies.ts';
import type { AppInstance } from '../../app.ts';
import { checkPassword } from './accounts.ts';
import { SignInBrake } from './sign-in-brake.ts';
import { expiredPage, pickLocale, signInPage } from './pages.ts';
import { INTERACTION_PATH } from './provider.ts';

/** The interaction this browser is in, when it is the one the URL names; undefined when expired or foreign. */
async function currentInteraction(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<InteractionDetails | undefined> {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    return interaction.uid === uid ? interaction : undefined;
  } catch {
    return undefined; // no or expired interaction cookie, or the interaction is gone
  }
}

/** Completes a consent prompt (only when a caller explicitly asks for prompt=consent): the portal is first-party. */
async function autoConsent(provider: Provider, interaction: InteractionDetails): Promise<InteractionResults> {
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id ?? '');
  if (!accountId) return { error: 'login_required' };
  const grant =
    (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
    new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = interaction.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return { consent: { grantId: await grant.save() } };
}

export function interactionRoutes(provider: Provider) {
  return async function routes(app: AppInstance): Promise<void> {
    // Only this context parses HTML form posts; the JSON API elsewhere does not accept them.
    if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
    // Per user id and address, and per address (sign-in-brake.ts): slows guessing, locks no one out.
    const brake = new SignInBrake(app.db);

    app.get(
      `${INTERACTION_PATH}/:uid`,
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: 'Sign-in page of the embedded identity provider (opened by the provider, not by clients)',
          params: InteractionParams,
          querystring: InteractionQuery,
          response: { 200: HtmlPage, 400: HtmlPage },
        },
      },
      async (request, reply) => {
        const interaction = await currentInteraction(provider, request, reply, request.params.uid);
        const locale = pickLocale(interaction?.params.ui_locales, request.query.lang);
        if (!interaction) return htmlReply(reply, 400, expiredPage(locale));
        if (interaction.prompt.name === 'login') {
          return htmlReply(reply, 200, signInPage({ locale, uid: interaction.uid }));
        }
        const result: InteractionResults =
          interaction.prompt.name === 'consent'
            ? await autoConsent(provider, interaction)
            : { error: 'access_denied' };
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.redirect(returnTo, 303);
      },
    );

    app.post(
      `${INTERACTION_PATH}/:uid/login`,
      {
        config: { public: true },
        schema: {
          tags: ['sign-in'],
          summary: 'Checks user id and password of a local account and continues the sign-in',
          params: InteractionParams,
          querystring: InteractionQuery,
          body: SignInForm,
          consumes: ['application/x-www-form-urlencoded'],
          response: {
            303: { description: 'Back to the identity provider' },
            400: HtmlPage,
            401: HtmlPage,
            429: HtmlPage,
          },
        },
      },
      async (request, reply) => {
        const interaction = await currentInteraction(provider, request, reply, request.params.uid);
        const locale = pickLocale(interaction?.params.ui_locales, request.query.lang);
        if (!interaction || interaction.prompt.name !== 'login')
          return htmlReply(reply, 400, expiredPage(locale));

        const { userId, password } = request.body;
        const wait = await brake.retryAfterSeconds(userId, request.ip);
        if (wait > 0) {
          reply.header('retry-after', String(wait));
          return htmlReply(
            reply,
            429,
            signInPage({ locale, uid: interaction.uid, error: 'tooManyAttempts', userId }),
          );
        }

        const subject = await checkPassword(app.db, userId.trim(), password);
        if (!subject) {
          await brake.failed(userId, request.ip);
          return htmlReply(
            reply,
            401,
            signInPage({ locale, uid: interaction.uid, error: 'wrongCredentials', userId }),
          );
        }
        await brake.succeeded(userId, request.ip);
        // remember: false keeps the provider's cookie for this browser session only (part 1 §4).
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: subject, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  };
}
