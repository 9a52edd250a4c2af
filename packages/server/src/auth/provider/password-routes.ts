/**
 * The embedded provider's change-password page for the signed-in user (GET and POST /auth/password).
 * Signed-in only, like every API route; the special administrator may use it too. CSRF: the form posts
 * the session's CSRF token in a hidden field, checked here (the auth hook still checks the Origin), and
 * the session cookie is SameSite=Lax. Wrong current passwords count towards a brake per user, as at
 * sign-in, so a stolen session cannot be used to guess the password.
 */
import formbody from '@fastify/formbody';
import { HtmlPage } from '@airsight/contracts/http/files';
import { ChangePasswordForm, PageLocaleQuery } from '@airsight/contracts/http/sign-in';
import { htmlReply } from './page-replies.ts';
import type { AppInstance } from '../../app.ts';
import { CHANGE_PASSWORD_PATH } from '../account-links.ts';
import { deleteOtherSessionsOfUser } from '../../repositories/sessions.ts';
import { principalOf } from '../principal.ts';
import { sameSecret } from '../same-secret.ts';
import { SignInBrake } from './sign-in-brake.ts';
import { pickLocale } from './pages.ts';
import { changeLocalPassword } from './password-change.ts';
import { changePasswordPage, passwordChangedPage, passwordMessagePage } from './password-pages.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is an HTML form post that checks the CSRF token of its body itself (auth/plugin.ts). */
    formCsrf?: boolean;
  }
}

export async function passwordRoutes(app: AppInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);
  const brake = new SignInBrake(app.db);

  app.get(
    CHANGE_PASSWORD_PATH,
    {
      config: { specialAdmin: true },
      schema: {
        tags: ['sign-in'],
        summary: "Change-password page of the embedded identity provider (the account menu's link)",
        querystring: PageLocaleQuery,
        response: { 200: HtmlPage, 400: HtmlPage },
      },
    },
    async (request, reply) => {
      const locale = pickLocale(undefined, request.query.locale);
      const principal = principalOf(request);
      if (principal.via !== 'session' || !principal.csrfToken) {
        return htmlReply(reply, 400, passwordMessagePage(locale, 'expired'));
      }
      return htmlReply(
        reply,
        200,
        changePasswordPage({ locale, userId: principal.userId, csrfToken: principal.csrfToken }),
      );
    },
  );

  app.post(
    CHANGE_PASSWORD_PATH,
    {
      config: { specialAdmin: true, formCsrf: true },
      schema: {
        tags: ['sign-in'],
        summary: 'Changes the password of the signed-in local account (current password, new one twice)',
        querystring: PageLocaleQuery,
        body: ChangePasswordForm,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: HtmlPage, 400: HtmlPage, 403: HtmlPage, 429: HtmlPage },
      },
    },
    async (request, reply) => {
      const locale = pickLocale(undefined, request.query.locale);
      const principal = principalOf(request);
      const { csrfToken, currentPassword, newPassword, confirmPassword } = request.body;
      if (
        principal.via !== 'session' ||
        !principal.csrfToken ||
        !sameSecret(csrfToken, principal.csrfToken)
      ) {
        return htmlReply(reply, 403, passwordMessagePage(locale, 'expired'));
      }
      const again = (status: number, problem: Parameters<typeof changePasswordPage>[0]['problem']) =>
        htmlReply(
          reply,
          status,
          changePasswordPage({ locale, userId: principal.userId, csrfToken: principal.csrfToken!, problem }),
        );
      const wait = await brake.retryAfterSeconds(principal.userId, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        return again(429, 'tooManyAttempts');
      }

      const problem = await changeLocalPassword(app.db, principal.userId, {
        currentPassword,
        newPassword,
        confirmPassword,
      });
      if (problem === 'wrongCurrent') await brake.failed(principal.userId, request.ip);
      if (problem) return again(400, problem);
      await brake.succeeded(principal.userId, request.ip);
      // Whoever else holds a session of this account (perhaps the reason for the change) is signed out;
      // this browser stays signed in.
      const ended = principal.sessionIdHash
        ? await deleteOtherSessionsOfUser(app.db, principal.userId, principal.sessionIdHash)
        : 0;
      request.log.info({ userId: principal.userId, endedSessions: ended }, 'password changed');
      return htmlReply(reply, 200, passwordChangedPage(locale));
    },
  );
}
