/** The breadcrumb's path: from the top of the user's group tree down to one group (part 1 §2 Breadcrumb). */

export interface TrailGroup {
  device_group_id: string;
  parent_device_group_id: string | null;
}

/**
 * The groups from the user's top group down to `groupId`, following parent ids through the authority
 * list. Empty when the group is not in the list (unknown, or outside the user's authorities). A broken
 * list (a cycle) ends the walk instead of looping.
 */
export function buildGroupTrail<G extends TrailGroup>(
  groups: readonly G[] | null | undefined,
  groupId: string,
): G[] {
  if (!groups?.length || !groupId) return [];
  const byId = new Map(groups.map((g) => [g.device_group_id, g]));
  const trail: G[] = [];
  const seen = new Set<string>();
  let current = byId.get(groupId);
  while (current && !seen.has(current.device_group_id)) {
    seen.add(current.device_group_id);
    trail.push(current);
    const parent = current.parent_device_group_id;
    current = parent ? byId.get(parent) : undefined;
  }
  return trail.reverse();
}
