/** The grouping screen's pure logic: table rows, the machines a group may list, deleting in order. */
import { formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import type { UserGroupDevice } from '@airsight/contracts/http/groups';
import type { UserGroupRecord } from '../../api/groups/getGroups.ts';
import { labelledMachines } from '../../lib/names.ts';

export interface GroupRow {
  id: string;
  groupName: string;
  creatorId: string;
  updaterId: string;
  /** 'YYYY/MM/DD HH:mm:ss' in the browser's zone. */
  created: string;
  updated: string;
  devices: UserGroupDevice[];
}

export function groupRows(groups: readonly UserGroupRecord[]): GroupRow[] {
  return groups.map((g) => ({
    id: g.id,
    groupName: g.groupName,
    creatorId: g.creatorId,
    updaterId: g.updaterId,
    created: formatBrowserDateTime(Date.parse(g.created)),
    updated: formatBrowserDateTime(Date.parse(g.updated)),
    devices: g.devices ?? [],
  }));
}

/** A machine the dialog offers: its key, and its label (customer's machine number, else serial number). */
export interface MachineChoice {
  key: string;
  device: UserGroupDevice;
  label: string;
}

export function machineChoices(
  machines: readonly { model_id: string; serial_no: string; optional_info_2: string | null }[],
): MachineChoice[] {
  return labelledMachines(machines).map(({ machine: m, label }) => ({
    key: machineKeyOf(m.model_id, m.serial_no),
    device: { modelId: m.model_id, serialNo: m.serial_no },
    label,
  }));
}

/** The machines of `keys`, in the order of `choices` (the dialog's list). */
export const devicesOf = (choices: readonly MachineChoice[], keys: ReadonlySet<string>): UserGroupDevice[] =>
  choices.filter((c) => keys.has(c.key)).map((c) => c.device);
