/**
 * Second-backend user-defined groups (spec part 1 §3 'User-defined group', part 2 §3 'Group (own
 * store)', §7): GET /api/getGroups, POST /api/addGroups, PUT /api/putGroups and DELETE
 * /api/deleteGroups. Field names are the specification's (camelCase, as the second backend spells them).
 */
import { Type, type Static } from 'typebox';
import { GROUP_NAME_RULE } from '../domain/text-rules.ts';
import { NullableText, Text, TextOfRule, Uuid } from './fields.ts';

const GroupId = Uuid('a group id (uuid)');

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
    groupName: Type.String({ description: `at most ${GROUP_NAME_RULE.maxLength} characters` }),
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

/** The most machines one group lists. */
const GROUP_MAX_DEVICES = 1_000;

/** A machine named in a group's list: one the caller may see, in the group's device group. */
const GroupDeviceInput = Type.Object(
  {
    modelId: Text({ minLength: 1, maxLength: 100 }),
    serialNo: Text({ minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

/** What the user edits in the group dialog (part 2 §7); creator and updater come from the session. */
const groupFields = {
  groupName: TextOfRule(GROUP_NAME_RULE, { description: 'required' }),
  deviceGroupId: Text({ minLength: 1, maxLength: 100, description: 'a device group the caller may see' }),
  devices: Type.Array(GroupDeviceInput, {
    maxItems: GROUP_MAX_DEVICES,
    description: 'machines of that device group the caller may see; a repeated one is kept once',
  }),
  mailId: Type.Optional(NullableText({ maxLength: 100 })),
  updaterId: Type.Optional(
    Text({ maxLength: 100, description: 'ignored: the signed-in user is recorded as the updater' }),
  ),
};

export const AddGroupsBody = Type.Object(
  {
    ...groupFields,
    creatorId: Type.Optional(
      Text({ maxLength: 100, description: 'ignored: the signed-in user is recorded as the creator' }),
    ),
  },
  { additionalProperties: false },
);
export type AddGroupsBody = Static<typeof AddGroupsBody>;

export const PutGroupsBody = Type.Object({ id: GroupId, ...groupFields }, { additionalProperties: false });
export type PutGroupsBody = Static<typeof PutGroupsBody>;

export const DeleteGroupsQuery = Type.Object({ id: GroupId }, { additionalProperties: false });
export type DeleteGroupsQuery = Static<typeof DeleteGroupsQuery>;

export const DeleteGroupsResponse = Type.Object(
  { id: Type.String({ description: 'the deleted group' }) },
  { additionalProperties: false },
);
export type DeleteGroupsResponse = Static<typeof DeleteGroupsResponse>;

/**
 * PUT /api/putGroupDevice (ours; MachineNumberSetting, part 2 §2): puts one machine in one group of a
 * device group, or in none (groupId null), taking it out of that device group's groups that listed it, in
 * one transaction.
 */
export const PutGroupDeviceBody = Type.Object(
  {
    deviceGroupId: Text({ minLength: 1, maxLength: 100, description: 'the device group whose groups' }),
    modelId: Text({ minLength: 1, maxLength: 100 }),
    serialNo: Text({ minLength: 1, maxLength: 100 }),
    groupId: Type.Union([GroupId, Type.Null()], { description: 'the new group; null: no group' }),
  },
  { additionalProperties: false },
);
export type PutGroupDeviceBody = Static<typeof PutGroupDeviceBody>;

export const PutGroupDeviceResponse = Type.Object(
  {
    groupId: Type.Union([Type.String(), Type.Null()]),
    /** The groups whose machine list changed: the old ones and the new one. */
    changed: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);
export type PutGroupDeviceResponse = Static<typeof PutGroupDeviceResponse>;
