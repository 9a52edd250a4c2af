import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, WRITE_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { addGroups, deleteGroups, getGroups, putGroupDevice, putGroups } from '../../services/groups.ts';
import {
  AddGroupsBody,
  DeleteGroupsQuery,
  DeleteGroupsResponse,
  GetGroupsQuery,
  GetGroupsResponse,
  PutGroupDeviceBody,
  PutGroupDeviceResponse,
  PutGroupsBody,
  UserGroup,
} from '@airsight/contracts';

const schema = schemasOf('groups', READ_ERRORS);
const writeSchema = schemasOf('groups', WRITE_ERRORS);

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

  const writes =
    'The device group and every machine must be ones the caller may see (404 otherwise, and nothing is ' +
    'written); the signed-in user is recorded as creator and updater, creatorId and updaterId of the ' +
    'body are ignored.';
  app.post(
    '/addGroups',
    {
      schema: writeSchema(UserGroup, {
        summary: 'Adds a group of machines to a device group; answers the new group',
        description: writes,
        body: AddGroupsBody,
      }),
    },
    async (request) => addGroups(app.db, await scopeOf(app, request), request.body),
  );

  app.put(
    '/putGroups',
    {
      schema: writeSchema(UserGroup, {
        summary: 'Replaces the name, device group and machines of a group; answers the group',
        description: `A group the caller cannot see answers 404. ${writes}`,
        body: PutGroupsBody,
      }),
    },
    async (request) => putGroups(app.db, await scopeOf(app, request), request.body),
  );

  app.delete(
    '/deleteGroups',
    {
      schema: writeSchema(DeleteGroupsResponse, {
        summary: 'Deletes one group',
        description: 'A group the caller cannot see answers 404, and nothing is deleted.',
        querystring: DeleteGroupsQuery,
      }),
    },
    async (request) => deleteGroups(app.db, await scopeOf(app, request), request.query),
  );

  app.put(
    '/putGroupDevice',
    {
      schema: writeSchema(PutGroupDeviceResponse, {
        summary: 'Ours: moves one machine into one group of a device group, or out of its groups',
        description:
          'Takes the machine out of every group of deviceGroupId that lists it and adds it to groupId ' +
          '(none when null), in one transaction; the signed-in user is the updater of each group changed. ' +
          'A device group, machine or group the caller cannot see answers 404 and changes nothing.',
        body: PutGroupDeviceBody,
      }),
    },
    async (request) => putGroupDevice(app.db, await scopeOf(app, request), request.body),
  );
}
