import {
  BaseDevicesQuery,
  BaseDevicesResponse,
  UserDeviceAuthoritiesQuery,
  UserDeviceAuthoritiesResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { scopeOf } from '../scope.ts';
import { baseDevices, userDeviceAuthorities } from '../../services/master-info.ts';
import { readSchema } from './common.ts';

/** GET /baseDevices (models of the caller's machines) and /userDeviceAuthorities (the machines). */
export async function deviceAuthorityRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/baseDevices',
    {
      schema: readSchema(BaseDevicesResponse, {
        summary: 'Distinct model ids of the caller’s machines',
        querystring: BaseDevicesQuery,
      }),
    },
    async (request) => baseDevices(app.db, await scopeOf(app, request)),
  );

  app.get(
    '/userDeviceAuthorities',
    {
      schema: readSchema(UserDeviceAuthoritiesResponse, {
        summary:
          'The caller’s machines: all, of one model, under one group, or one machine (model_id + serial_no)',
        querystring: UserDeviceAuthoritiesQuery,
      }),
    },
    async (request) => userDeviceAuthorities(app.db, await scopeOf(app, request), request.query),
  );
}
