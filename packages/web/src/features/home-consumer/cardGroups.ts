/**
 * The groups of HomeConsumer (part 1 §2): 'all' (every machine of the device group), each user-defined
 * group (its machines) and 'unset' (machines in no user-defined group). Pure; the screen renders them.
 */
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { UserGroup, UserGroupDevice } from '../../api/groups/getGroups.ts';
import { compareTexts } from '../../lib/compareTexts.ts';

export interface GroupMachine {
  model_id: string;
  serial_no: string;
  optional_info_2: string | null;
}

export type CardGroupKind = 'all' | 'user' | 'unset';

export interface CardGroup<D extends GroupMachine = GroupMachine> {
  /** Stable React key and DOM id part: 'all', 'unset' or 'group-<id>'. */
  key: string;
  kind: CardGroupKind;
  /** The user-defined group's id; undefined for 'all' and 'unset'. */
  groupId?: string;
  /** The user-defined group's name; 'all' and 'unset' are named by the dictionary. */
  groupName?: string;
  machines: D[];
  /** The machines as the group screens want them (router state `compressors`). */
  compressors: UserGroupDevice[];
}

/**
 * Card order: by the customer's machine number (numbers in it compared as numbers, machines without one
 * last), then by serial number: the order the original asks the server for (sort optional_info_2,serial_no).
 */
export function compareMachines(a: GroupMachine, b: GroupMachine): number {
  const an = a.optional_info_2?.trim() ?? '';
  const bn = b.optional_info_2?.trim() ?? '';
  if (an !== bn) {
    if (!an) return 1;
    if (!bn) return -1;
    const byNumber = compareTexts(an, bn);
    if (byNumber !== 0) return byNumber;
  }
  return compareTexts(a.serial_no, b.serial_no) || a.model_id.localeCompare(b.model_id);
}

const toCompressors = (machines: readonly GroupMachine[]): UserGroupDevice[] =>
  machines.map((m) => ({ modelId: m.model_id, serialNo: m.serial_no }));

/**
 * 'all', then the user-defined groups in the server's order, then 'unset'. A user-defined group shows
 * only the machines the fleet answer holds (a stored machine the user may not see, or that is gone, is
 * left out). 'unset' is always there, also when empty, so that its count can be read.
 */
export function buildCardGroups<D extends GroupMachine>(
  machines: readonly D[] | null | undefined,
  userGroups: readonly UserGroup[] | null | undefined,
): CardGroup<D>[] {
  const sorted = [...(machines ?? [])].sort(compareMachines);
  const byKey = new Map(sorted.map((m) => [machineKeyOf(m.model_id, m.serial_no), m]));
  const grouped = new Set<string>();
  const groups: CardGroup<D>[] = [
    { key: 'all', kind: 'all', machines: sorted, compressors: toCompressors(sorted) },
  ];
  for (const group of userGroups ?? []) {
    const keys = new Set((group.devices ?? []).map((d) => machineKeyOf(d.modelId, d.serialNo)));
    const members = [...keys]
      .map((k) => byKey.get(k))
      .filter((m): m is D => m !== undefined)
      .sort(compareMachines);
    for (const k of keys) grouped.add(k);
    const id = String(group.id);
    groups.push({
      key: `group-${id}`,
      kind: 'user',
      groupId: id,
      groupName: group.groupName,
      machines: members,
      compressors: toCompressors(members),
    });
  }
  const unset = sorted.filter((m) => !grouped.has(machineKeyOf(m.model_id, m.serial_no)));
  groups.push({ key: 'unset', kind: 'unset', machines: unset, compressors: toCompressors(unset) });
  return groups;
}
