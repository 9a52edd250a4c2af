/**
 * The caller's scope, the one answer to "what may this caller see" (DESIGN §6, docs/server.md §2,
 * §3): the root groups of the user's Login roles, every group under them, and so every device in those
 * groups. Computed on the server from the user id alone, once per request; nothing the client sends
 * (group id, user id, role) widens it.
 *
 * Every service asks it, and only through the helpers below: an explicit id that is not in the scope
 * answers the one 404, worded here, exactly like an id that does not exist, so a caller cannot learn what
 * exists elsewhere.
 */
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { Db } from '../db/database.ts';
import { notFound, type HttpError } from '../errors.ts';
import {
  findDeviceById,
  findDeviceByKey,
  listAuthorityGroups,
  type DeviceRow,
  type GroupRow,
} from '../repositories/master-data.ts';
import { findVisibleDevices, type DeviceKey, type VisibleDevice } from '../repositories/telemetry-read.ts';

export interface Scope {
  readonly userId: string;
  /** Root groups of the user's Login roles, in tree order. */
  readonly rootGroupIds: readonly string[];
  /** Visible groups, parents before their children (depth-first, by sort_order then id). */
  readonly groups: readonly GroupRow[];
  /** Ids of the visible groups: the device predicate is "device_group_id is one of these". */
  readonly groupIds: readonly string[];
  /** Quick membership test for an explicit group id from a request. */
  canSeeGroup(groupId: string): boolean;
}

export async function loadScope(db: Db, userId: string): Promise<Scope> {
  return buildScope(userId, await listAuthorityGroups(db, userId));
}

/** The scope of the visible groups as the database listed them (any order). */
export function buildScope(userId: string, rows: readonly GroupRow[]): Scope {
  const groups = orderAsTree(rows);
  const ids = new Set(groups.map((g) => g.device_group_id));
  return {
    userId,
    rootGroupIds: groups.filter((g) => g.is_root).map((g) => g.device_group_id),
    groups,
    groupIds: [...ids],
    canSeeGroup: (groupId) => ids.has(groupId),
  };
}

/** The 404 that names the request field which named a `what` the caller cannot see (or that does not exist). */
const fieldNotFound =
  (what: string) =>
  (field: string): HttpError =>
    notFound(`${field}: ${what} not found`);

/**
 * What a 404 says, the server's every 404 in one place. The master-info calls of the Main API answer the
 * bare 'Not found' of the original API; the other calls name what they did not find: a device group by
 * its id, anything else by the request field that named it (a machine's model and serial number are not
 * repeated back).
 */
export const NOT_FOUND = {
  bare: (): HttpError => notFound(),
  group: (id: string): HttpError => notFound(`Device group "${id}" was not found`),
  /** `field`: where the request named the machine, e.g. 'querystring.device_list.0'. */
  machine: fieldNotFound('machine'),
  /** None of the machines a list named: an answer about several machines. */
  anyMachine: (): HttpError => notFound('None of the requested machines was found'),
  userGroup: (id: string): HttpError => notFound(`Group "${id}" was not found`),
  /** A service report's PDF, by the field that named it. */
  attachment: fieldNotFound('attachment'),
  /** An announcement, or its PDF, by the field that named it. */
  information: fieldNotFound('announcement'),
  /** A maintenance notification of the signed-in user, by the field that named it. */
  maintenanceNotification: fieldNotFound('maintenance notification'),
  /** A service report, by the field that named it. */
  serviceReport: fieldNotFound('service report'),
  /** A machine a gateway sent samples for that it may not write for (or that does not exist). */
  gatewayMachine: (modelId: string, serialNo: string): HttpError =>
    notFound(`No machine ${modelId}/${serialNo} that this gateway may write for`),
  /** A path no route serves. */
  route: (method: string, path: string): HttpError => notFound(`No route ${method} ${path}`),
} as const;

/** The visible group `groupId`; otherwise the 404 `orElse` (by default one that names the group). */
export function requireGroup(
  scope: Scope,
  groupId: string,
  orElse: (id: string) => HttpError = NOT_FOUND.group,
): GroupRow {
  const group = scope.canSeeGroup(groupId)
    ? scope.groups.find((g) => g.device_group_id === groupId)
    : undefined;
  if (!group) throw orElse(groupId);
  return group;
}

/** The visible group `groupId` and every group under it, in tree order (404 when not visible). */
export function groupsUnder(
  scope: Scope,
  groupId: string,
  orElse: (id: string) => HttpError = NOT_FOUND.group,
): GroupRow[] {
  requireGroup(scope, groupId, orElse);
  return scope.groups.filter((g) => g.tree_path.includes(groupId));
}

/** Ids of `groupId` and the groups under it; of every visible group when no group is named. */
export function groupIdsUnder(
  scope: Scope,
  groupId: string | undefined,
  orElse: (id: string) => HttpError = NOT_FOUND.group,
): string[] {
  if (groupId === undefined) return [...scope.groupIds];
  return groupsUnder(scope, groupId, orElse).map((g) => g.device_group_id);
}

/** The group right under `top` on the way down to `group` (undefined when `group` is not below `top`). */
export function childOnPath(group: GroupRow, top: string): string | undefined {
  const at = group.tree_path.indexOf(top);
  return at < 0 ? undefined : group.tree_path[at + 1];
}

/** A visible machine by model id and serial number; otherwise the 404 `orElse`. */
export async function requireMachine(
  db: Db,
  scope: Scope,
  key: DeviceKey,
  orElse: () => HttpError,
): Promise<DeviceRow> {
  const row = await findDeviceByKey(db, scope.groupIds, key.modelId, key.serialNo);
  if (!row) throw orElse();
  return row;
}

/** A visible machine by its row id; otherwise the 404 `orElse`. */
export async function requireMachineById(
  db: Db,
  scope: Scope,
  id: string,
  orElse: () => HttpError = NOT_FOUND.bare,
): Promise<DeviceRow> {
  const row = await findDeviceById(db, scope.groupIds, id);
  if (!row) throw orElse();
  return row;
}

/** The visible ones of the named machines (unknown and foreign ones are left out alike). */
export async function visibleMachines(
  db: Db,
  scope: Scope,
  keys: readonly DeviceKey[],
): Promise<VisibleDevice[]> {
  return findVisibleDevices(db, scope.groupIds, keys);
}

/**
 * Every named machine, when each is visible; otherwise the 404 that names the request field of the first
 * one that is not.
 */
export async function requireMachines(
  db: Db,
  scope: Scope,
  named: readonly { key: DeviceKey; field: string }[],
): Promise<VisibleDevice[]> {
  const visible = await visibleMachines(
    db,
    scope,
    named.map((n) => n.key),
  );
  const exact = (key: DeviceKey) => machineKeyOf(key.modelId, key.serialNo);
  const found = new Set(visible.map(exact));
  const missing = named.find((n) => !found.has(exact(n.key)));
  if (missing) throw NOT_FOUND.machine(missing.field);
  return visible;
}

/**
 * The scope of `groupId` and the groups under it: what a user-defined group of that device group may list
 * (404 when the caller cannot see the device group).
 */
export function scopeUnder(scope: Scope, groupId: string): Scope {
  const ids = groupIdsUnder(scope, groupId);
  const visible = new Set(ids);
  return {
    ...scope,
    groups: scope.groups.filter((g) => visible.has(g.device_group_id)),
    groupIds: ids,
    canSeeGroup: (id) => visible.has(id),
  };
}

const bySortOrder = (a: GroupRow, b: GroupRow) =>
  a.sort_order - b.sort_order ||
  (a.device_group_id < b.device_group_id ? -1 : a.device_group_id > b.device_group_id ? 1 : 0);

/**
 * Orders groups depth-first: each group, then its children. Groups whose parent is not in the list are
 * the tops. Pure, so the order does not depend on how the database returned the rows.
 */
export function orderAsTree(groups: readonly GroupRow[]): GroupRow[] {
  const ids = new Set(groups.map((g) => g.device_group_id));
  const children = new Map<string, GroupRow[]>();
  const tops: GroupRow[] = [];
  for (const g of groups) {
    const parent = g.parent_device_group_id;
    if (parent === null || !ids.has(parent)) tops.push(g);
    else if (children.has(parent)) children.get(parent)!.push(g);
    else children.set(parent, [g]);
  }
  const ordered: GroupRow[] = [];
  const visit = (g: GroupRow) => {
    ordered.push(g);
    for (const c of (children.get(g.device_group_id) ?? []).sort(bySortOrder)) visit(c);
  };
  for (const top of tops.sort(bySortOrder)) visit(top);
  return ordered;
}
