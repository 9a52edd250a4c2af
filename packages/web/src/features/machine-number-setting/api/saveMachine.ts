/**
 * MachineNumberSetting's save: the customer's machine number by PUT /v1/master-info/devices/{id} (the
 * record as read, its version guarding against someone else's change: 409), then the machine's group by
 * PUT /api/putGroupDevice (both groups' lists in one transaction). Silent: the dialog says a failure.
 * Afterwards the machines and groups of every screen are loaded again.
 */
import { groupCalls } from '@airsight/contracts/http/calls/groups';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import type { Device } from '@airsight/contracts/http/master-info';
import { api } from '../../../lib/api.ts';
import { useDialogWrite } from '../../../lib/useDialogWrite.ts';
import { fleetKeys } from '../../../api/fleet/keys.ts';
import { groupKeys } from '../../../api/groups/keys.ts';
import { masterInfoKeys } from '../../../api/master-info/keys.ts';

export interface MachineChange {
  /** The machine's record as read when the dialog opened. */
  record: Device;
  number: string;
  deviceGroupId: string;
  groupId: string | null;
  /** The group the machine was in when the dialog opened. */
  oldGroupId: string | null;
}

export async function saveMachine(change: MachineChange): Promise<void> {
  const { record } = change;
  if (change.number !== (record.optional_info_2 ?? '')) {
    await api(masterInfoCalls.putDevice, {
      params: { id: record.id },
      body: { ...record, optional_info_2: change.number === '' ? null : change.number },
    });
  }
  if (change.groupId !== change.oldGroupId) {
    await api(groupCalls.putGroupDevice, {
      body: {
        deviceGroupId: change.deviceGroupId,
        modelId: record.model_id,
        serialNo: record.serial_no,
        groupId: change.groupId,
      },
    });
  }
}

export const useSaveMachine = () =>
  useDialogWrite(saveMachine, [fleetKeys.all, groupKeys.all, masterInfoKeys.all]);
