/**
 * HTTP ingest (DESIGN §7): POST /ingest/v1/registers with HTTP basic auth of a gateway account. The same
 * checks as MQTT; the answer comes after the commit and says how many samples were new and how many were
 * already stored (a replay changes nothing). A refused request writes nothing.
 */
import type { FastifyRequest } from 'fastify';
import { HttpIngestRequest, HttpIngestResponse } from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { HttpError, badRequest, unauthorized } from '../../errors.ts';
import type { GatewayIdentity } from '../../ingest/access.ts';
import { Rejection } from '../../ingest/payload.ts';
import { NOT_FOUND } from '../../services/access.ts';
import { ErrorRef } from '../schema.ts';

const BASIC = /^Basic +([A-Za-z0-9+/=]+) *$/i;
const gateways = new WeakMap<FastifyRequest, GatewayIdentity>();

function credentials(header: string | undefined): { username: string; password: string } | undefined {
  const encoded = header ? BASIC.exec(header)?.[1] : undefined;
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function ingestRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const given = credentials(request.headers.authorization);
    const gateway = given && (await app.ingest.gateways.authenticate(given.username, given.password));
    if (!gateway) {
      app.ingest.reject('http', new Rejection('unauthenticated', 'missing or wrong gateway credentials'), {
        gateway: given?.username,
      });
      reply.header('www-authenticate', 'Basic realm="AirSight ingest"');
      throw unauthorized('Gateway credentials required (HTTP basic: MQTT username and password)');
    }
    gateways.set(request, gateway);
  });

  // Unreadable JSON never reaches the handler; count it here so that every refusal shows in /metrics.
  app.addHook('onError', async (request, _reply, error) => {
    const code = (error as { code?: string }).code;
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      app.ingest.reject('http', new Rejection('bad_json', error.message), {
        gateway: gateways.get(request)?.username,
      });
    }
  });

  app.post(
    '/registers',
    {
      config: { public: true },
      attachValidation: true,
      schema: {
        tags: ['ingest'],
        summary: 'Store register samples of one compressor (gateways)',
        description:
          'HTTP basic auth with the gateway’s MQTT username and password. All samples are stored or none: ' +
          'a bad sample (schema, unparsable time, more than a day ahead) refuses the whole request. ' +
          'Answers after the commit; samples already stored are counted as already_present.',
        // Not the portal's session or bearer token: HTTP basic with gateway credentials (see description).
        security: [],
        body: HttpIngestRequest,
        response: {
          200: HttpIngestResponse,
          400: ErrorRef,
          401: ErrorRef,
          404: ErrorRef,
          413: ErrorRef,
          503: ErrorRef,
        },
      },
    },
    async (request) => {
      const gateway = gateways.get(request)!;
      if (request.validationError) {
        // Same reasons as MQTT: a time that is not an ISO 8601 date-time is a bad_time, the rest schema.
        const badTime = request.validationError.validation?.some(
          (v: { keyword: string; instancePath?: string }) =>
            v.keyword === 'format' && String(v.instancePath).endsWith('/time'),
        );
        const rejection = new Rejection(badTime ? 'bad_time' : 'schema', request.validationError.message);
        app.ingest.reject('http', rejection, { gateway: gateway.username });
        throw request.validationError;
      }
      const { model_id: modelId, serial_no: serialNo, samples } = request.body;
      try {
        const result = await app.ingest.ingest({
          source: 'http',
          gateway,
          modelId,
          serialNo,
          payload: { samples },
        });
        return { written: result.written, already_present: result.duplicates };
      } catch (error) {
        if (!(error instanceof Rejection)) throw error;
        // A foreign machine answers exactly like an unknown one: the gateway learns nothing about it.
        if (error.reason === 'unknown_machine' || error.reason === 'forbidden') {
          throw NOT_FOUND.gatewayMachine(modelId, serialNo);
        }
        if (error.reason === 'storage')
          throw new HttpError(503, 'UNAVAILABLE', `${error.message}; send again later`);
        throw badRequest(error.message, 'VALIDATION');
      }
    },
  );
}
