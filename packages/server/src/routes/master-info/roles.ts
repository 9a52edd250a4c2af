import {
  RoleRootGroupsQuery,
  RoleRootGroupsResponse,
  UserRolesQuery,
  UserRolesResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { principalOf } from '../../auth/principal.ts';
import { roleRootGroups, userRoles } from '../../services/master-info.ts';
import { READ_ERRORS, TAGS } from './common.ts';

/** GET /userRoles and /roleRootGroups: the caller's own roles and their root groups only. */
export async function roleRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/userRoles',
    {
      schema: {
        tags: TAGS,
        summary: 'Roles of the signed-in user (user_id must be the caller’s own)',
        querystring: UserRolesQuery,
        response: { 200: UserRolesResponse, ...READ_ERRORS },
      },
    },
    async (request) => userRoles(app.db, principalOf(request).userId, request.query),
  );

  app.get(
    '/roleRootGroups',
    {
      schema: {
        tags: TAGS,
        summary: 'Root groups of one of the caller’s roles',
        querystring: RoleRootGroupsQuery,
        response: { 200: RoleRootGroupsResponse, ...READ_ERRORS },
      },
    },
    async (request) => roleRootGroups(app.db, principalOf(request).userId, request.query),
  );
}
