/**
 * The caller's device groups as a dialog offers them (the Users and Gateways screens): in tree order, each
 * named in the display language and indented by its depth. Pure.
 */
import type { UserDeviceGroupAuthority } from '@airsight/contracts';
import type { Locale } from '@airsight/contracts/locales';
import { compareTexts } from './compareTexts.ts';
import { localizedName } from './names.ts';

/** A device group a dialog offers: its name in the display language and its depth in the tree. */
export interface GroupChoice {
  id: string;
  name: string;
  depth: number;
}

/**
 * The caller's device groups in tree order (each group followed by its children, siblings by name), with
 * their depth below the top groups (those whose parent the caller does not see).
 */
export function groupChoices(groups: readonly UserDeviceGroupAuthority[], locale: Locale): GroupChoice[] {
  const ids = new Set(groups.map((g) => g.device_group_id));
  const named = groups.map((g) => ({
    group: g,
    name: localizedName(g, 'device_group_name_locale', locale) || g.device_group_id,
  }));
  named.sort((a, b) => compareTexts(a.name, b.name));
  const children = new Map<string | null, typeof named>();
  for (const entry of named) {
    const parent = entry.group.parent_device_group_id;
    const key = parent !== null && ids.has(parent) ? parent : null;
    children.set(key, [...(children.get(key) ?? []), entry]);
  }
  const choices: GroupChoice[] = [];
  const seen = new Set<string>();
  const walk = (parent: string | null, depth: number) => {
    for (const { group, name } of children.get(parent) ?? []) {
      if (seen.has(group.device_group_id)) continue;
      seen.add(group.device_group_id);
      choices.push({ id: group.device_group_id, name, depth });
      walk(group.device_group_id, depth + 1);
    }
  };
  walk(null, 0);
  return choices;
}

/** A choice's label in a native select: indented by its depth with no-break spaces. */
export const indentedLabel = (choice: GroupChoice) =>
  `${'\u00a0\u00a0\u00a0'.repeat(choice.depth)}${choice.name}`;
