/**
 * The user-defined groups (spec part 1 §7, part 2 §7) HomeConsumer shows between 'all' and 'unset', and
 * GroupingSetting edits: read, add, replace and delete, each within the caller's authorities (access.ts).
 */
import type * as G from '@airsight/contracts/http/groups';
import { GROUP_NAME_RULE, textProblem } from '@airsight/contracts/domain/text-rules';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import {
  deleteUserGroup,
  findStoredGroupDevices,
  findUserGroups,
  insertUserGroup,
  moveGroupDevice,
  updateUserGroup,
  type UserGroupRow,
} from '../repositories/groups.ts';
import {
  NOT_FOUND,
  requireGroup,
  requireMachines,
  scopeUnder,
  visibleMachines,
  type Scope,
} from './access.ts';
import { recordOperation } from './operation-log.ts';

function toUserGroup(row: UserGroupRow): G.UserGroup {
  return {
    id: row.id,
    groupName: row.group_name,
    deviceGroupId: row.device_group_id,
    devices: row.devices,
    mailId: row.mail_id,
    creatorId: row.creator_id,
    updaterId: row.updater_id,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

export async function getGroups(db: Db, scope: Scope, query: G.GetGroupsQuery): Promise<G.GetGroupsResponse> {
  const byGroup = query.deviceGroupId !== undefined;
  const byId = query.id !== undefined;
  if (byGroup === byId) {
    throw badRequest(
      'querystring: give either deviceGroupId (the groups of a device group) or id (one group)',
    );
  }
  if (byGroup) requireGroup(scope, query.deviceGroupId!);
  const rows = await findUserGroups(db, {
    groupIds: scope.groupIds,
    deviceGroupId: query.deviceGroupId,
    id: query.id,
  });
  if (byId && rows.length === 0) throw NOT_FOUND.userGroup(query.id!);
  return rows.map(toUserGroup);
}

/** The named machines, each once in the order first named; each must be one the caller may see (404). */
async function requireGroupDevices(
  db: Db,
  scope: Scope,
  devices: readonly G.UserGroupDevice[],
): Promise<G.UserGroupDevice[]> {
  const seen = new Set<string>();
  const named = devices.flatMap((key, index) => {
    const exact = machineKeyOf(key.modelId, key.serialNo);
    if (seen.has(exact)) return [];
    seen.add(exact);
    return [{ key: { modelId: key.modelId, serialNo: key.serialNo }, field: `body.devices.${index}` }];
  });
  await requireMachines(db, scope, named);
  return named.map((n) => n.key);
}

/** The group name keeps its rule beyond what the schema checks: not spaces alone (400, nothing written). */
function requireGroupName(name: string): void {
  if (textProblem(GROUP_NAME_RULE, name)) {
    throw badRequest('body.groupName: must contain a character other than spaces');
  }
}

/** The group `id` as the caller sees it (404 when there is none). */
async function readGroup(db: Db, scope: Scope, id: string): Promise<G.UserGroup> {
  const rows = await findUserGroups(db, { groupIds: scope.groupIds, id });
  if (rows.length === 0) throw NOT_FOUND.userGroup(id);
  return toUserGroup(rows[0]!);
}

/**
 * POST /api/addGroups: a group of a device group the caller may see, listing machines of that device
 * group they may see; the signed-in user is its creator and updater, whatever the body says.
 */
export async function addGroups(db: Db, scope: Scope, body: G.AddGroupsBody): Promise<G.UserGroup> {
  requireGroupName(body.groupName);
  const within = scopeUnder(scope, body.deviceGroupId);
  const devices = await requireGroupDevices(db, within, body.devices);
  const id = await insertUserGroup(db, {
    groupName: body.groupName,
    deviceGroupId: body.deviceGroupId,
    devices,
    mailId: body.mailId ?? null,
    userId: scope.userId,
  });
  const group = await readGroup(db, scope, id);
  await recordGroupWrite(db, scope, 'groupAdd', group);
  return group;
}

/** The log entry of a group's add or change: the group's name and id, and how many machines it lists. */
function recordGroupWrite(db: Db, scope: Scope, type: 'groupAdd' | 'groupChange', group: G.UserGroup) {
  return recordOperation(db, {
    type,
    userId: scope.userId,
    deviceGroupId: group.deviceGroupId,
    contents: { groupName: group.groupName, target: group.id, value: String(group.devices.length) },
  });
}

/**
 * PUT /api/putGroups: replaces a group the caller may see. Machines of its list that the caller cannot
 * see stay in it (they are not theirs to remove); the signed-in user is the updater.
 */
export async function putGroups(db: Db, scope: Scope, body: G.PutGroupsBody): Promise<G.UserGroup> {
  requireGroupName(body.groupName);
  const stored = await findStoredGroupDevices(db, scope.groupIds, body.id);
  if (stored === undefined) throw NOT_FOUND.userGroup(body.id);
  const devices = await requireGroupDevices(db, scopeUnder(scope, body.deviceGroupId), body.devices);
  const seen = await visibleMachines(db, scope, stored);
  const visible = new Set(seen.map((m) => machineKeyOf(m.modelId, m.serialNo)));
  const hidden = stored.filter((m) => !visible.has(machineKeyOf(m.modelId, m.serialNo)));
  const updated = await updateUserGroup(db, scope.groupIds, body.id, {
    groupName: body.groupName,
    deviceGroupId: body.deviceGroupId,
    devices: [...devices, ...hidden],
    mailId: body.mailId ?? null,
    userId: scope.userId,
  });
  if (!updated) throw NOT_FOUND.userGroup(body.id);
  const group = await readGroup(db, scope, body.id);
  await recordGroupWrite(db, scope, 'groupChange', group);
  return group;
}

/** DELETE /api/deleteGroups?id=: a group the caller may see (404 otherwise, and nothing is deleted). */
export async function deleteGroups(
  db: Db,
  scope: Scope,
  query: G.DeleteGroupsQuery,
): Promise<G.DeleteGroupsResponse> {
  const deleted = await deleteUserGroup(db, scope.groupIds, query.id);
  if (!deleted) throw NOT_FOUND.userGroup(query.id);
  await recordOperation(db, {
    type: 'groupDelete',
    userId: scope.userId,
    deviceGroupId: deleted.device_group_id,
    contents: { groupName: deleted.group_name, target: query.id },
  });
  return { id: query.id };
}

/**
 * PUT /api/putGroupDevice (ours): moves a machine the caller may see, of device group `deviceGroupId`'s
 * subtree, into one group of that device group or out of all of them, both groups' lists in one
 * transaction. A device group, machine or group the caller cannot see answers 404 and changes nothing.
 */
export async function putGroupDevice(
  db: Db,
  scope: Scope,
  body: G.PutGroupDeviceBody,
): Promise<G.PutGroupDeviceResponse> {
  const device = { modelId: body.modelId, serialNo: body.serialNo };
  await requireMachines(db, scopeUnder(scope, body.deviceGroupId), [{ key: device, field: 'body' }]);
  const changed = await moveGroupDevice(db, {
    deviceGroupId: body.deviceGroupId,
    device,
    groupId: body.groupId,
    userId: scope.userId,
  });
  if (changed === undefined) throw NOT_FOUND.userGroup(body.groupId!);
  await recordOperation(db, {
    type: 'groupDeviceChange',
    userId: scope.userId,
    deviceGroupId: body.deviceGroupId,
    machine: device,
    contents: { target: body.groupId ?? '' },
  });
  return { groupId: body.groupId, changed };
}
