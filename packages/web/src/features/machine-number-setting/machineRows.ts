/** MachineNumberSetting's pure logic: a row per machine with the user-defined group that lists it. */
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { UserGroupDevice } from '@airsight/contracts/http/groups';

export interface MachineRow {
  /** The machine's row id (the table's row key). */
  id: string;
  modelId: string;
  serialNo: string;
  /** The customer's machine number ('' when none). */
  number: string;
  model: string;
  /** The first group listing the machine, in the groups' order; null when none. */
  groupId: string | null;
  groupName: string;
}

export function machineRows(
  machines: readonly {
    id: string;
    model_id: string;
    serial_no: string;
    optional_info_1: string | null;
    optional_info_2: string | null;
  }[],
  groups: readonly { id: string; groupName: string; devices: UserGroupDevice[] | null }[],
): MachineRow[] {
  const groupOf = new Map<string, { id: string; groupName: string }>();
  for (const group of groups) {
    for (const d of group.devices ?? []) {
      const key = machineKeyOf(d.modelId, d.serialNo);
      if (!groupOf.has(key)) groupOf.set(key, group);
    }
  }
  return machines.map((m) => {
    const group = groupOf.get(machineKeyOf(m.model_id, m.serial_no));
    return {
      id: m.id,
      modelId: m.model_id,
      serialNo: m.serial_no,
      number: m.optional_info_2 ?? '',
      model: m.optional_info_1 ?? '',
      groupId: group?.id ?? null,
      groupName: group?.groupName ?? '',
    };
  });
}
