import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { ErrorResponse, PRODUCT_NAME } from '@airsight/contracts';
import { markRoutesPublic } from '../auth/route-access.ts';

/** OpenAPI description of every route, generated from the route schemas, served at /docs. */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  app.addSchema(ErrorResponse);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1',
        description:
          'Main API (/v1, /scadaapi/v1), second backend (/api), sign-in (/auth) and ingest. ' +
          'Browser calls use the session cookie and send the CSRF token in the x-csrf-token header on writes; ' +
          'integrations send a bearer access token of the configured issuer.',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'airsight_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ session: [] }, { bearer: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  // The description of the API is no secret, and integrators read it before they have a token.
  await app.register(async (scope) => {
    markRoutesPublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
