import {
  DeviceGroupsQuery,
  DeviceGroupsResponse,
  UserDeviceGroupAuthoritiesQuery,
  UserDeviceGroupAuthoritiesResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { scopeOf } from '../scope.ts';
import { deviceGroups, userDeviceGroupAuthorities } from '../../services/master-info.ts';
import { readSchema } from './common.ts';

/** GET /deviceGroups (one group by type or id) and /userDeviceGroupAuthorities (the visible tree). */
export async function deviceGroupRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/deviceGroups',
    {
      schema: readSchema(DeviceGroupsResponse, {
        summary: 'One visible group, by device_group_type or device_group_id',
        querystring: DeviceGroupsQuery,
      }),
    },
    async (request) => deviceGroups(await scopeOf(app, request), request.query),
  );

  app.get(
    '/userDeviceGroupAuthorities',
    {
      schema: readSchema(UserDeviceGroupAuthoritiesResponse, {
        summary: 'Every group the caller may see, or the subtree under device_group_id',
        querystring: UserDeviceGroupAuthoritiesQuery,
      }),
    },
    async (request) => userDeviceGroupAuthorities(await scopeOf(app, request), request.query),
  );
}
