/**
 * Second-backend user-defined groups (spec part 1 §3 'User-defined group', part 2 §3 'Group (own
 * store)', §7): the query and answer of GET /api/getGroups. Field names are the specification's
 * (camelCase, as the second backend spells them).
 */
import { Type, type Static } from 'typebox';
import { Text } from './fields.ts';

/** The group's uuid, as the database makes it (a pattern of its own, so no NUL can pass). */
const GroupId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  description: 'a group id (uuid)',
});

export const GetGroupsQuery = Type.Object(
  {
    deviceGroupId: Type.Optional(
      Text({ minLength: 1, maxLength: 100, description: 'every group of this device group' }),
    ),
    id: Type.Optional(GroupId),
  },
  { additionalProperties: false, description: 'exactly one of deviceGroupId and id' },
);
export type GetGroupsQuery = Static<typeof GetGroupsQuery>;

export const UserGroupDevice = Type.Object(
  { modelId: Type.String(), serialNo: Type.String() },
  { additionalProperties: false },
);
export type UserGroupDevice = Static<typeof UserGroupDevice>;

export const UserGroup = Type.Object(
  {
    id: Type.String({ description: 'uuid' }),
    groupName: Type.String({ description: 'at most 20 characters' }),
    deviceGroupId: Type.String(),
    devices: Type.Array(UserGroupDevice, { description: 'only the machines the caller may see' }),
    mailId: Type.Union([Type.String(), Type.Null()]),
    creatorId: Type.String(),
    updaterId: Type.String(),
    created: Type.String({ description: 'ISO 8601, UTC' }),
    updated: Type.String({ description: 'ISO 8601, UTC' }),
  },
  { additionalProperties: false },
);
export type UserGroup = Static<typeof UserGroup>;

export const GetGroupsResponse = Type.Array(UserGroup);
export type GetGroupsResponse = Static<typeof GetGroupsResponse>;
