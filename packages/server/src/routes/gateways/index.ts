import { Type } from 'typebox';
import {
  AddGatewayBody,
  Gateway,
  GatewayParams,
  GatewayWithPassword,
  ListGatewaysResponse,
  PutGatewayBody,
} from '@airsight/contracts/http/gateways';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app.ts';
import { WRITE_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import {
  addGateway,
  gatewayAdminScope,
  listGatewaysOf,
  putGateway,
  removeGateway,
  rotateGatewayPassword,
} from '../../services/gateway-admin.ts';

const schema = schemasOf('gateways', WRITE_ERRORS);
const REACH =
  'For supplier staff with the admin flag (403 NOT_GATEWAY_ADMIN otherwise); a gateway outside the ' +
  "caller's groups answers 404, like one that does not exist.";

/**
 * Gateway administration (ours; contracts http/gateways.ts, services/gateway-admin.ts). After every
 * change the generated Mosquitto files are written again when the portal keeps them (mqtt/mosquitto-files.ts).
 */
export async function gatewayRoutes(app: AppInstance): Promise<void> {
  const scope = async (request: FastifyRequest) =>
    gatewayAdminScope(app.db, app.config, await scopeOf(app, request));
  const afterChange = async () => {
    // This process's ingest sees the new machine assignments at once; another process's within its
    // device cache's minute (ingest/access.ts).
    app.ingest.devices.clear();
    await app.mosquittoFiles?.sync();
  };

  app.get(
    '',
    {
      schema: schema(ListGatewaysResponse, {
        summary: "The gateways of the caller's groups",
        description: REACH,
      }),
    },
    async (request) => listGatewaysOf(app.db, await scope(request)),
  );

  app.post(
    '',
    {
      schema: schema(GatewayWithPassword, {
        summary: 'Adds a gateway (model FE_LTE_00) with a new password, shown this once',
        description:
          `${REACH} Its compressors must be under its device group (404 otherwise); 409 GATEWAY_EXISTS ` +
          'when the username or serial number is taken.',
        body: AddGatewayBody,
      }),
    },
    async (request) => addGateway(app.db, await scope(request), request.body, afterChange),
  );

  app.put(
    '/:username',
    {
      schema: schema(Gateway, {
        summary: 'Sets the device group, note, compressors and group grants of a gateway',
        description: REACH,
        params: GatewayParams,
        body: PutGatewayBody,
      }),
    },
    async (request) =>
      putGateway(app.db, await scope(request), request.params.username, request.body, afterChange),
  );

  app.post(
    '/:username/password',
    {
      schema: schema(GatewayWithPassword, {
        summary: 'A new password for the gateway, shown this once: the old one stops working',
        description: REACH,
        params: GatewayParams,
      }),
    },
    async (request) =>
      rotateGatewayPassword(app.db, await scope(request), request.params.username, afterChange),
  );

  app.delete(
    '/:username',
    {
      schema: schema(Type.Object({}, { additionalProperties: false }), {
        summary: 'Removes a gateway: its compressors keep their data and get no gateway',
        description: REACH,
        params: GatewayParams,
      }),
    },
    async (request) => {
      await removeGateway(app.db, await scope(request), request.params.username, afterChange);
      return {};
    },
  );
}
