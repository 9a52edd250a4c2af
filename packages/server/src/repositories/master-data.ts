/**
 * All SQL of the master data (device groups, devices, users, roles). Callers pass the caller's visible
 * group ids; every device query filters on them, so no query can answer outside the authorities.
 * Text ordering uses COLLATE "C" so that embedded and system PostgreSQL (different default collations)
 * answer in the same order.
 */
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { DeviceGroupTable, DeviceTable } from '../db/schema.ts';

/** The authority filter of the device queries: the device is in one of the visible groups. */
const inGroups = (groupIds: readonly string[]) => sql<boolean>`device_group_id = ANY(${groupIds}::text[])`;

/** A device group as the master-data calls answer it: its own columns and where it stands for the caller. */
export interface GroupRow extends Pick<
  Selectable<DeviceGroupTable>,
  | 'device_group_id'
  | 'parent_device_group_id'
  | 'root_group_id'
  | 'device_group_type'
  | 'name_locale1'
  | 'name_locale2'
  | 'name_locale3'
  | 'sort_order'
> {
  has_children: boolean;
  /** True for the root group of one of the user's Login roles. */
  is_root: boolean;
  /**
   * The visible groups from the top of the caller's tree down to this group, itself last: the group lies
   * under every group of its path, so "the subtree of X" is "the groups whose path holds X".
   */
  tree_path: string[];
}

export type DeviceRow = Selectable<DeviceTable>;

export interface DeviceAuthorityRow {
  model_id: string;
  serial_no: string;
  device_group_id: string;
  device_group_name_locale1: string;
  device_group_name_locale2: string;
  device_group_name_locale3: string;
  device_name_locale1: string;
  device_name_locale2: string;
  device_name_locale3: string;
  optional_info_1: string | null;
  optional_info_2: string | null;
}

export type DeviceAuthorityColumn = keyof DeviceAuthorityRow;

/** SQL column behind each answer field of a device authority. */
const AUTHORITY_COLUMNS: Record<DeviceAuthorityColumn, string> = {
  model_id: 'd.model_id',
  serial_no: 'd.serial_no',
  device_group_id: 'd.device_group_id',
  device_group_name_locale1: 'g.name_locale1',
  device_group_name_locale2: 'g.name_locale2',
  device_group_name_locale3: 'g.name_locale3',
  device_name_locale1: 'd.name_locale1',
  device_name_locale2: 'd.name_locale2',
  device_name_locale3: 'd.name_locale3',
  optional_info_1: 'd.optional_info_1',
  optional_info_2: 'd.optional_info_2',
};

/** Part 1 §6: a role whose id contains this is a Login role (its root group is the user's). */
export const LOGIN_MARKER = 'Login';
/** Part 1 §6: a role whose id contains this gives the map flag. */
export const MAP_MARKER = 'gwC2dSendUpd';

export async function findUser(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['user_id', 'user_name', 'manages_users'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The user's roles in their order (ordinal, then id), each with its root group ids. */
export async function listUserRoles(db: Db, userId: string) {
  const rows = await db
    .selectFrom('user_roles as ur')
    .leftJoin('role_root_groups as r', 'r.role_id', 'ur.role_id')
    .select(['ur.user_id', 'ur.role_id', 'ur.ordinal', 'r.root_group_id'])
    .where('ur.user_id', '=', userId)
    .orderBy('ur.ordinal')
    .orderBy(sql`ur.role_id COLLATE "C"`)
    .orderBy(sql`r.root_group_id COLLATE "C"`)
    .execute();
  const roles: { roleId: string; rootGroupIds: string[] }[] = [];
  for (const row of rows) {
    let role = roles.at(-1);
    if (role?.roleId !== row.role_id) roles.push((role = { roleId: row.role_id, rootGroupIds: [] }));
    if (row.root_group_id !== null) role.rootGroupIds.push(row.root_group_id);
  }
  return roles;
}

/** A group by its unique code, with whether it has child groups; no authority check (callers do it). */
export async function findGroupByType(db: Db, deviceGroupType: string) {
  return db
    .selectFrom('device_groups as g')
    .select(['g.device_group_id', 'g.device_group_type'])
    .select(
      sql<boolean>`EXISTS (SELECT 1 FROM device_groups k WHERE k.parent_device_group_id = g.device_group_id)`.as(
        'has_children',
      ),
    )
    .where('g.device_group_type', '=', deviceGroupType)
    .executeTakeFirst();
}

/**
 * Every group the user may see: the root groups of the user's Login roles (root_group_id 'ACME$' names
 * the group whose device_group_type is 'ACME') and everything under them, found with a recursive CTE
 * that records each group's path from its root. A group reached through overlapping roots keeps its
 * longest path (the one from the topmost root); a cycle in the data ends the walk instead of looping.
 * This is the one place that walks the group tree for a caller.
 */
export async function listAuthorityGroups(db: Db, userId: string): Promise<GroupRow[]> {
  const result = await sql<GroupRow>`
    WITH RECURSIVE roots AS (
      SELECT g.device_group_id
      FROM user_roles ur
      JOIN role_root_groups rr ON rr.role_id = ur.role_id
      JOIN device_groups g ON g.device_group_type = regexp_replace(rr.root_group_id, '[$]$', '')
      WHERE ur.user_id = ${userId} AND strpos(ur.role_id, 'Login') > 0
    ), tree AS (
      SELECT device_group_id, ARRAY[device_group_id] AS tree_path FROM roots
      UNION ALL
      SELECT c.device_group_id, t.tree_path || c.device_group_id
      FROM device_groups c JOIN tree t ON c.parent_device_group_id = t.device_group_id
      WHERE c.device_group_id <> ALL (t.tree_path)
    ), visible AS (
      SELECT DISTINCT ON (device_group_id) device_group_id, tree_path
      FROM tree
      ORDER BY device_group_id, cardinality(tree_path) DESC
    )
    SELECT g.device_group_id, g.parent_device_group_id, g.root_group_id, g.device_group_type,
           g.name_locale1, g.name_locale2, g.name_locale3, g.sort_order,
           EXISTS (SELECT 1 FROM device_groups k WHERE k.parent_device_group_id = g.device_group_id) AS has_children,
           g.device_group_id IN (SELECT device_group_id FROM roots) AS is_root,
           visible.tree_path
    FROM device_groups g JOIN visible USING (device_group_id)
  `.execute(db);
  return result.rows;
}

/** Devices of the visible groups as authority records, optionally of one model or one machine. */
export async function listDeviceAuthorities(
  db: Db,
  filter: {
    groupIds: readonly string[];
    modelId?: string | undefined;
    serialNo?: string | undefined;
    order: readonly { column: DeviceAuthorityColumn; descending: boolean }[];
  },
): Promise<DeviceAuthorityRow[]> {
  let query = db
    .selectFrom('devices as d')
    .innerJoin('device_groups as g', 'g.device_group_id', 'd.device_group_id')
    .select([
      'd.model_id',
      'd.serial_no',
      'd.device_group_id',
      'g.name_locale1 as device_group_name_locale1',
      'g.name_locale2 as device_group_name_locale2',
      'g.name_locale3 as device_group_name_locale3',
      'd.name_locale1 as device_name_locale1',
      'd.name_locale2 as device_name_locale2',
      'd.name_locale3 as device_name_locale3',
      'd.optional_info_1',
      'd.optional_info_2',
    ])
    .where(sql<boolean>`d.device_group_id = ANY(${filter.groupIds}::text[])`);
  if (filter.modelId !== undefined) query = query.where('d.model_id', '=', filter.modelId);
  if (filter.serialNo !== undefined) query = query.where('d.serial_no', '=', filter.serialNo);
  for (const { column, descending } of filter.order) {
    // Column names come from the allow-list above, never from the request text.
    query = query.orderBy(
      sql`${sql.raw(AUTHORITY_COLUMNS[column])} COLLATE "C" ${sql.raw(descending ? 'DESC' : 'ASC')} NULLS LAST`,
    );
  }
  return query.execute();
}

/** Distinct model ids of the devices in the visible groups. */
export async function listModelIds(db: Db, groupIds: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('devices')
    .select('model_id')
    .where(inGroups(groupIds))
    // GROUP BY rather than DISTINCT: DISTINCT cannot order by an expression (the collation) it does not select.
    .groupBy('model_id')
    .orderBy(sql`model_id COLLATE "C"`)
    .execute();
  return rows.map((r) => r.model_id);
}

/** The devices of the visible groups, whole rows, for a look-up to narrow down to one. */
function visibleDevices(db: Db, groupIds: readonly string[]) {
  return db.selectFrom('devices').selectAll().where(inGroups(groupIds));
}

export async function findDeviceByKey(
  db: Db,
  groupIds: readonly string[],
  modelId: string,
  serialNo: string,
): Promise<DeviceRow | undefined> {
  return visibleDevices(db, groupIds)
    .where('model_id', '=', modelId)
    .where('serial_no', '=', serialNo)
    .executeTakeFirst();
}

export async function findDeviceById(
  db: Db,
  groupIds: readonly string[],
  id: string,
): Promise<DeviceRow | undefined> {
  return visibleDevices(db, groupIds).where('id', '=', id).executeTakeFirst();
}

/**
 * Sets the customer's machine number if the row still has the version the caller read (optimistic lock)
 * and is still visible to the caller. Answers the updated row, or undefined when nothing matched.
 */
export async function updateDeviceMachineNumber(
  db: Db,
  change: {
    groupIds: readonly string[];
    id: string;
    expectedVersion: number;
    optionalInfo2: string | null;
    updatedBy: string;
  },
): Promise<DeviceRow | undefined> {
  return db
    .updateTable('devices')
    .set((eb) => ({
      optional_info_2: change.optionalInfo2,
      version: eb('version', '+', 1),
      update_time: sql<Date>`now()`,
      updated: change.updatedBy,
    }))
    .where('id', '=', change.id)
    .where('version', '=', change.expectedVersion)
    .where(inGroups(change.groupIds))
    .returningAll()
    .executeTakeFirst();
}
