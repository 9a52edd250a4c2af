/**
 * Serves the built web client (WEB_DIST, by default packages/web/dist). Every other GET path outside the
 * server's prefixes answers with the client's page (index.html with its first paint, web-page.ts), so
 * that the client's router can show the screen, or its NotFound page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app.ts';
import { LOCALE_COOKIE } from '@airsight/contracts/locales';
import { markRoutesPublic } from '../auth/route-access.ts';
import type { FirstLoadManifest } from '@airsight/contracts/first-load';
import { NOT_FOUND } from '../services/access.ts';
import { composePage } from './web-page.ts';

const SERVER_PREFIXES = ['/v1/', '/api/', '/scadaapi/', '/auth/', '/oidc', '/ingest/', '/docs', '/metrics'];

export async function webRoutes(app: AppInstance): Promise<void> {
  // The client's files hold no data: the sign-in screen itself is one of them.
  markRoutesPublic(app);
  const WEB_DIST = app.config.webDist;
  const built = fs.existsSync(path.join(WEB_DIST, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: WEB_DIST,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file at the highest quality (web/scripts/precompress.mjs).
      preCompressed: true,
      // Hashed assets never change; index.html must always be fetched again.
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ WEB_DIST }, 'the web client is not built: run "npm run build"');
  }
  const template = built ? fs.readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8') : '';
  const manifestFile = path.join(WEB_DIST, 'first-load.json');
  // A build without the manifest (an older one) still works: its pages have no extra preloads.
  const manifest: FirstLoadManifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FirstLoadManifest)
    : { screens: {}, shell: [], dictionaries: {} };

  const isServerPath = (url: string) =>
    SERVER_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));

  // The client's page for every other GET path: a route (not the not-found handler), so that the
  // compression plugin sees it like any answer; paths of the server's own prefixes stay 404.
  // Not an API call: left out of the API description.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const url = request.url;
    if (!built || isServerPath(url)) return reply.callNotFound();
    const [pathname = '/', search = ''] = url.split('?');
    const page = composePage(template, manifest, {
      pathname,
      search,
      localeCookie: request.cookies[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      // The auth hook has looked the cookie's session up (auth/plugin.ts): an ended one gets the sign-in
      // page at once, and the page asks for no data that would only answer 401.
      signedIn: request.principal?.via === 'session',
    });
    // The page differs by these request headers (the cookies carry the session and the language).
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language, Cookie')
      .type('text/html; charset=utf-8')
      .send(page);
  });

  app.setNotFoundHandler({}, async (request) => {
    throw NOT_FOUND.route(request.method, request.url.split('?')[0]!);
  });
}
