/**
 * GET /api/getGroups (spec part 1 §7, part 2 §7): the user-defined groups HomeConsumer shows between
 * 'all' and 'unset'. Only reading for now; adding, editing and deleting come with the grouping screen.
 */
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { findUserGroups, type UserGroupRow } from '../repositories/groups.ts';
import type { GetGroupsQuery, GetGroupsResponse, UserGroup } from '../routes/groups/schemas.ts';
import { loadAuthority } from './authority.ts';

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

export async function getGroups(db: Db, userId: string, query: GetGroupsQuery): Promise<GetGroupsResponse> {
  const byGroup = query.deviceGroupId !== undefined;
  const byId = query.id !== undefined;
  if (byGroup === byId) {
    throw badRequest(
      'querystring: give either deviceGroupId (the groups of a device group) or id (one group)',
    );
  }
  const authority = await loadAuthority(db, userId);
  if (byGroup && !authority.canSeeGroup(query.deviceGroupId!)) {
    throw notFound(`Device group "${query.deviceGroupId}" was not found`);
  }
  const rows = await findUserGroups(db, {
    groupIds: authority.groupIds,
    deviceGroupId: query.deviceGroupId,
    id: query.id,
  });
  if (byId && rows.length === 0) throw notFound(`Group "${query.id}" was not found`);
  return rows.map(toUserGroup);
}
