/**
 * GET and POST /auth/invitation/:token: the page where a new local user chooses its password
 * (invitation-pages.ts, services/user-admin.ts). Public: the link's random token is the credential, valid
 * once and for INVITATION_TTL_HOURS; only its hash is stored. No session is made: the user signs in
 * afterwards like everyone, through the embedded provider.
 */
import formbody from '@fastify/formbody';
import { HtmlPage } from '@airsight/contracts/http/files';
import { InvitationForm, InvitationParams, PageLocaleQuery } from '@airsight/contracts/http/sign-in';
import type { AppInstance } from '../../app.ts';
import { acceptInvitation, invitedUser } from '../../services/user-admin.ts';
import { htmlReply } from './page-replies.ts';
import { pickLocale } from './pages.ts';
import { invitationMessagePage, invitationPage } from './invitation-pages.ts';

const schemaParts = {
  tags: ['sign-in'],
  params: InvitationParams,
  querystring: PageLocaleQuery,
};

export async function invitationRoutes(app: AppInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  app.get(
    '/auth/invitation/:token',
    {
      config: { public: true },
      schema: {
        ...schemaParts,
        summary: 'The page where an invited user chooses its password',
        response: { 200: HtmlPage, 404: HtmlPage },
      },
    },
    async (request, reply) => {
      const user = await invitedUser(app.db, request.params.token);
      const locale = pickLocale(undefined, request.query.locale ?? user?.locale);
      if (!user) return htmlReply(reply, 404, invitationMessagePage(locale, 'expired'));
      return htmlReply(
        reply,
        200,
        invitationPage({ locale, token: request.params.token, userId: user.userId }),
      );
    },
  );

  app.post(
    '/auth/invitation/:token',
    {
      config: { public: true },
      schema: {
        ...schemaParts,
        summary: 'Sets the password of an invited user (the new password twice)',
        body: InvitationForm,
        consumes: ['application/x-www-form-urlencoded'],
        response: { 200: HtmlPage, 400: HtmlPage, 404: HtmlPage },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const invited = await invitedUser(app.db, token);
      const locale = pickLocale(undefined, request.query.locale ?? invited?.locale);
      const outcome = await acceptInvitation(app.db, token, request.body);
      if (outcome.ok) {
        request.log.info({ userId: outcome.userId }, 'invited user set its password');
        return htmlReply(reply, 200, invitationMessagePage(locale, 'done'));
      }
      if (outcome.problem === 'expired')
        return htmlReply(reply, 404, invitationMessagePage(locale, 'expired'));
      return htmlReply(
        reply,
        400,
        invitationPage({ locale, token, userId: invited?.userId ?? '', problem: outcome.problem }),
      );
    },
  );
}
