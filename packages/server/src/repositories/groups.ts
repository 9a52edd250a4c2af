/**
 * SQL of the user-defined groups (table user_groups, migration 0014). Reads take the caller's visible
 * group ids: a group of a foreign device group is never found, and a group's machine list keeps only
 * machines in those groups, in the stored order.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { UserGroupDevice } from '../db/schema.ts';

export interface UserGroupRow {
  id: string;
  group_name: string;
  device_group_id: string;
  devices: UserGroupDevice[];
  mail_id: string | null;
  creator_id: string;
  updater_id: string;
  created: Date;
  updated: Date;
}

/** Groups of one device group, or the one group `id`, if their device group is visible; oldest first. */
export async function findUserGroups(
  db: Db,
  filter: { groupIds: readonly string[]; deviceGroupId?: string | undefined; id?: string | undefined },
): Promise<UserGroupRow[]> {
  const result = await sql<UserGroupRow>`
    SELECT ug.id::text AS id, ug.group_name, ug.device_group_id, ug.mail_id, ug.creator_id, ug.updater_id,
           ug.created, ug.updated,
           COALESCE((
             SELECT jsonb_agg(jsonb_build_object('modelId', d.model_id, 'serialNo', d.serial_no) ORDER BY e.ord)
             FROM jsonb_array_elements(ug.devices) WITH ORDINALITY AS e(item, ord)
             JOIN devices d ON d.model_id = e.item ->> 'modelId' AND d.serial_no = e.item ->> 'serialNo'
             WHERE d.device_group_id = ANY(${filter.groupIds}::text[])
           ), '[]'::jsonb) AS devices
    FROM user_groups ug
    WHERE ug.device_group_id = ANY(${filter.groupIds}::text[])
      ${filter.deviceGroupId !== undefined ? sql`AND ug.device_group_id = ${filter.deviceGroupId}` : sql``}
      ${filter.id !== undefined ? sql`AND ug.id = ${filter.id}::uuid` : sql``}
    ORDER BY ug.created, ug.id
  `.execute(db);
  return result.rows;
}

/** What a write stores of a group; the user is the creator of a new group and the updater of any. */
export interface UserGroupWrite {
  groupName: string;
  deviceGroupId: string;
  devices: readonly UserGroupDevice[];
  mailId: string | null;
  userId: string;
}

/** A new group; its id. */
export async function insertUserGroup(db: Db, group: UserGroupWrite): Promise<string> {
  const row = await db
    .insertInto('user_groups')
    .values({
      group_name: group.groupName,
      device_group_id: group.deviceGroupId,
      devices: JSON.stringify(group.devices),
      mail_id: group.mailId,
      creator_id: group.userId,
      updater_id: group.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** The machine list of group `id` as stored, machines the caller cannot see included (undefined: none). */
export async function findStoredGroupDevices(
  db: Db,
  groupIds: readonly string[],
  id: string,
): Promise<UserGroupDevice[] | undefined> {
  const result = await sql<{ devices: UserGroupDevice[] }>`
    SELECT devices FROM user_groups WHERE id = ${id}::uuid AND device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  const row = result.rows[0];
  return row?.devices;
}

/** Replaces group `id` if its device group is one of `groupIds`; false when no such group. */
export async function updateUserGroup(
  db: Db,
  groupIds: readonly string[],
  id: string,
  group: UserGroupWrite,
): Promise<boolean> {
  const result = await sql`
    UPDATE user_groups
    SET group_name = ${group.groupName}, device_group_id = ${group.deviceGroupId},
        devices = ${JSON.stringify(group.devices)}::jsonb, mail_id = ${group.mailId},
        updater_id = ${group.userId}, updated = now()
    WHERE id = ${id}::uuid AND device_group_id = ANY(${groupIds}::text[])
  `.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

/** Deletes group `id` if its device group is one of `groupIds`; what it was, undefined when no such group. */
export async function deleteUserGroup(
  db: Db,
  groupIds: readonly string[],
  id: string,
): Promise<{ device_group_id: string; group_name: string } | undefined> {
  const result = await sql<{ device_group_id: string; group_name: string }>`
    DELETE FROM user_groups WHERE id = ${id}::uuid AND device_group_id = ANY(${groupIds}::text[])
    RETURNING device_group_id, group_name
  `.execute(db);
  return result.rows[0];
}

/**
 * In one transaction: takes machine `device` out of every group of device group `deviceGroupId` that
 * lists it, and appends it to group `groupId` of that device group (none when null); `userId` becomes the
 * updater of each group changed. Undefined, and nothing changed, when `groupId` is no group of
 * `deviceGroupId`; otherwise the ids of the groups changed.
 */
export async function moveGroupDevice(
  db: Db,
  move: { deviceGroupId: string; device: UserGroupDevice; groupId: string | null; userId: string },
): Promise<string[] | undefined> {
  const item = JSON.stringify([{ modelId: move.device.modelId, serialNo: move.device.serialNo }]);
  return db
    .transaction()
    .execute(async (tx) => {
      const removed = await sql<{ id: string }>`
      UPDATE user_groups ug
      SET devices = COALESCE((
            SELECT jsonb_agg(e.item ORDER BY e.ord)
            FROM jsonb_array_elements(ug.devices) WITH ORDINALITY AS e(item, ord)
            WHERE NOT (e.item ->> 'modelId' = ${move.device.modelId} AND e.item ->> 'serialNo' = ${move.device.serialNo})
          ), '[]'::jsonb),
          updater_id = ${move.userId}, updated = now()
      WHERE ug.device_group_id = ${move.deviceGroupId} AND ug.devices @> ${item}::jsonb
        AND (${move.groupId}::uuid IS NULL OR ug.id <> ${move.groupId}::uuid)
      RETURNING ug.id::text AS id
    `.execute(tx);
      const changed = removed.rows.map((r) => r.id);
      if (move.groupId === null) return changed;
      const added = await sql<{ id: string }>`
      UPDATE user_groups
      SET devices = CASE WHEN devices @> ${item}::jsonb THEN devices ELSE devices || ${item}::jsonb END,
          updater_id = ${move.userId}, updated = now()
      WHERE id = ${move.groupId}::uuid AND device_group_id = ${move.deviceGroupId}
      RETURNING id::text AS id
    `.execute(tx);
      // Rolls the removals back: the group is not one of this device group's.
      if (added.rows.length === 0) throw new GroupNotInDeviceGroup();
      return [...changed, move.groupId];
    })
    .catch((error: unknown) => {
      if (error instanceof GroupNotInDeviceGroup) return undefined;
      throw error;
    });
}

class GroupNotInDeviceGroup extends Error {}
