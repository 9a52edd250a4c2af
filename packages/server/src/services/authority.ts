/**
 * The caller's authority, computed on the server for every call (DESIGN §6): the root groups of the
 * user's Login roles, every group under them, and so every device in those groups. Nothing the client
 * sends (group id, user id, role) widens it.
 */
import type { Db } from '../db/database.ts';
import { listAuthorityGroups, type GroupRow } from '../repositories/master-data.ts';

export interface Authority {
  userId: string;
  /** Root groups of the user's Login roles, in tree order. */
  rootGroupIds: string[];
  /** Visible groups, parents before their children (depth-first, by sort_order then id). */
  groups: GroupRow[];
  /** Ids of the visible groups: the device predicate is "device_group_id is one of these". */
  groupIds: string[];
  /** Quick membership test for an explicit group id from a request. */
  canSeeGroup(groupId: string): boolean;
}

export async function loadAuthority(db: Db, userId: string): Promise<Authority> {
  const groups = orderAsTree(await listAuthorityGroups(db, userId));
  const ids = new Set(groups.map((g) => g.device_group_id));
  return {
    userId,
    rootGroupIds: groups.filter((g) => g.is_root).map((g) => g.device_group_id),
    groups,
    groupIds: [...ids],
    canSeeGroup: (groupId) => ids.has(groupId),
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

/** The group and every visible group under it (the group must be visible). */
export function subtreeOf(authority: Authority, groupId: string): GroupRow[] {
  const inside = new Set([groupId]);
  // Tree order puts parents first, so one pass collects the whole subtree.
  return authority.groups.filter((g) => {
    if (g.device_group_id === groupId) return true;
    if (g.parent_device_group_id !== null && inside.has(g.parent_device_group_id)) {
      inside.add(g.device_group_id);
      return true;
    }
    return false;
  });
}
