/**
 * Serves the built web client (WEB_DIST, by default packages/web/dist). Every path that is not a server route answers with
 * index.html so that the client's router can show the screen, or its NotFound page.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../app.ts';
import { markRoutesPublic } from '../auth/route-access.ts';

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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
