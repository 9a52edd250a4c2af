import {
  RoleRootGroupsQuery,
  RoleRootGroupsResponse,
  UserRolesQuery,
  UserRolesResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { principalOf } from '../../auth/principal.ts';
import { roleRootGroups, userRoles } from '../../services/master-info.ts';
import { readSchema } from './common.ts';

/** GET /userRoles and /roleRootGroups: the caller's own roles and their root groups only. */
export async function roleRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/userRoles',
    {
      schema: readSchema(UserRolesResponse, {
        summary: 'Roles of the signed-in user (user_id must be the caller’s own)',
        querystring: UserRolesQuery,
      }),
    },
    async (request) => userRoles(app.db, principalOf(request).userId, request.query),
  );

  app.get(
    '/roleRootGroups',
    {
      schema: readSchema(RoleRootGroupsResponse, {
        summary: 'Root groups of one of the caller’s roles',
        querystring: RoleRootGroupsQuery,
      }),
    },
    async (request) => roleRootGroups(app.db, principalOf(request).userId, request.query),
  );
}
