import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { getGroups } from '../../services/groups.ts';
import { GetGroupsQuery, GetGroupsResponse } from '@airsight/contracts';

const schema = schemasOf('groups', READ_ERRORS);

/**
 * Second-backend group calls (/api, spec part 2 §7). The original sent a function key; here the session
 * cookie or a bearer token identifies the caller, and every answer stays within their authorities.
 */
export async function groupRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/getGroups',
    {
      schema: schema(GetGroupsResponse, {
        summary: 'User-defined groups of a device group (deviceGroupId), or one group (id)',
        description:
          'Exactly one of deviceGroupId and id. A device group or group the caller cannot see answers ' +
          '404; a visible device group without groups answers []. Each group lists only the machines ' +
          'the caller may see.',
        querystring: GetGroupsQuery,
      }),
    },
    async (request) => getGroups(app.db, await scopeOf(app, request), request.query),
  );
}
