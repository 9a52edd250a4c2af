/**
 * Serves the built web client (WEB_DIST, by default packages/web/dist). Every path that is not a server route answers with
 * index.html so that the client's router can show the screen, or its NotFound page.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app.ts';
import { LOCALE_COOKIE } from '@airsight/contracts/locales';
import { markRoutesPublic } from '../auth/route-access.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import type { FirstLoadManifest } from '@airsight/contracts/first-load';
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

  app.setNotFoundHandler({}, (request, reply) => {
    const url = request.url;
    const isServerPath = SERVER_PREFIXES.some((p) => url === p.replace(/\/$/, '') || url.startsWith(p));
    if (request.method !== 'GET' || isServerPath || !built) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${url.split('?')[0]}`,
      });
    }
    const [pathname = '/', search = ''] = url.split('?');
    const page = composePage(template, manifest, {
      pathname,
      search,
      localeCookie: request.cookies[LOCALE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      signedIn: Boolean(request.cookies[SESSION_COOKIE]),
    });
    // The page differs by these request headers (the cookies carry the session and the language).
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Accept-Language, Cookie')
      .type('text/html; charset=utf-8');
    // The not-found handler is no route, so the compression plugin does not see it: the page (about
    // 8 KB, the first thing a phone waits for) is compressed here.
    const encoding = pageEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(compressPage(page, encoding));
  });
}

type PageEncoding = 'br' | 'gzip';

/** Brotli when the browser takes it, else gzip, else none (q=0 refuses an encoding). */
function pageEncoding(header: string | undefined): PageEncoding | undefined {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

function compressPage(page: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.gzipSync(page);
}
