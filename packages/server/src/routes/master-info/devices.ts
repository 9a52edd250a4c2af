import { Device, DeviceIdParams, DevicesQuery, DevicesResponse, DeviceUpdateBody } from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { scopeOf } from '../scope.ts';
import { getDevices, updateDevice } from '../../services/devices.ts';
import { readSchema, writeSchema } from './common.ts';

/** GET /devices (one machine's full record) and PUT /devices/{id} (change the customer's machine number). */
export async function deviceRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/devices',
    {
      schema: readSchema(DevicesResponse, {
        summary: 'The full record of one of the caller’s machines',
        querystring: DevicesQuery,
      }),
    },
    async (request) => getDevices(app.db, await scopeOf(app, request), request.query),
  );

  app.put(
    '/devices/:id',
    {
      schema: writeSchema(Device, {
        summary: 'Save the customer’s machine number (optional_info_2, at most 40 characters)',
        description:
          'Send the record as read with only optional_info_2 changed and the version read; ' +
          'any other changed field answers 400, a stale version 409.',
        params: DeviceIdParams,
        body: DeviceUpdateBody,
      }),
    },
    async (request) => updateDevice(app.db, await scopeOf(app, request), request.params.id, request.body),
  );
}
