/**
 * The portal's help page (GET /help?locale=ja): what each screen does, in English, Japanese and Chinese,
 * in the look of the sign-in page. The account menu links here unless HELP_URL names another page
 * (auth/account-links.ts). Public: it describes the screens and holds no data, so a bookmarked or shared
 * link opens for someone signed out too.
 */
import type { Locale } from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { HELP_PATH } from '../account-links.ts';
import { HtmlPage } from '@airsight/contracts/http/files';
import { PageLocaleQuery } from '@airsight/contracts/http/sign-in';
import { htmlReply } from '../provider/page-replies.ts';
import { escapeHtml, languageSwitch, page, pickLocale } from '../provider/pages.ts';
import { HELP_TEXT } from './help-text.ts';

export function helpPage(locale: Locale): string {
  const t = HELP_TEXT[locale];
  const contents = t.sections
    .map((s) => `<li><a href="#${escapeHtml(s.id)}">${escapeHtml(s.title)}</a></li>`)
    .join('\n');
  const sections = t.sections
    .map(
      (s) => `<section id="${escapeHtml(s.id)}" aria-labelledby="${escapeHtml(s.id)}-title">
<h2 id="${escapeHtml(s.id)}-title">${escapeHtml(s.title)}</h2>
<p>${escapeHtml(s.text)}</p>
</section>`,
    )
    .join('\n');
  return page(
    locale,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro)}</p>
<nav aria-labelledby="help-contents"><h2 id="help-contents">${escapeHtml(t.contents)}</h2>
<ul>
${contents}
</ul></nav>
${sections}
<p><a href="/">${escapeHtml(t.back)}</a></p>
${languageSwitch(locale, (l) => `${HELP_PATH}?locale=${l}`)}`,
    [],
    { wide: true },
  );
}

export async function helpRoutes(app: AppInstance): Promise<void> {
  app.get(
    HELP_PATH,
    {
      config: { public: true },
      schema: {
        tags: ['sign-in'],
        summary: 'Help page: what each screen of the portal does (the account menu links here)',
        querystring: PageLocaleQuery,
        response: { 200: HtmlPage },
      },
    },
    async (request, reply) => htmlReply(reply, 200, helpPage(pickLocale(undefined, request.query.locale))),
  );
}
