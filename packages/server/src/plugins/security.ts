import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isLocalHttp, type Config } from '../config.ts';

/** Security headers on every answer (DESIGN §11): CSP, HSTS outside localhost, nosniff, Referrer-Policy. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const local = isLocalHttp(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [])],
        workerSrc: ["'self'", 'blob:'],
        // The sign-in form posts to the identity provider, which may live elsewhere.
        formAction: ["'self'", ...(config.oidcIssuer ? [new URL(config.oidcIssuer).origin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        ...(local ? {} : { upgradeInsecureRequests: [] }),
      },
    },
    hsts: local ? false : { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
