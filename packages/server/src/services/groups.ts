/**
 * GET /api/getGroups (spec part 1 §7, part 2 §7): the user-defined groups HomeConsumer shows between
 * 'all' and 'unset'. Only reading for now; adding, editing and deleting come with the grouping screen.
 */
import type { GetGroupsQuery, GetGroupsResponse, UserGroup } from '@airsight/contracts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { findUserGroups, type UserGroupRow } from '../repositories/groups.ts';
import { NOT_FOUND, requireGroup, type Scope } from './access.ts';

function toUserGroup(row: UserGroupRow): UserGroup {
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

export async function getGroups(db: Db, scope: Scope, query: GetGroupsQuery): Promise<GetGroupsResponse> {
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
