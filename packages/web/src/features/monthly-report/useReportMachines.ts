/**
 * The machines of MonthlyReport's group, in order, with what the screen shows of each: which machines
 * comes from the shared route resolution (api/machine-scope: a user-defined group of the device group,
 * 'all' for every machine under it, 'unset' for the `compressors` of the opening link, else the machines
 * in no user-defined group), their names and zones from the device group's fleet answer (the one
 * HomeConsumer has just loaded, usually in the cache already). A device group or group the user cannot
 * see is 'missing' (theGroupDoesNotExist) before any data call.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { useFleetDevices } from '../../api/fleet/getFleetDevices.ts';
import { useMachineScope, type MachineRef } from '../../api/machine-scope/useMachineScope.ts';
import { machineLabel, machineUnit } from '../../lib/names.ts';

export interface ReportMachine {
  modelId: string;
  serialNo: string;
  /** The customer's machine number; '' when none. */
  number: string;
  /** The machine unit (equipment number). */
  unit: string;
  /** Machine unit and customer's machine number, as the legend names it. */
  label: string;
  timeZone: string | null;
}

export type ReportMachinesResult =
  | { status: 'pending' }
  | { status: 'missing'; messageKey: 'nonExistentDevice' | 'theGroupDoesNotExist' }
  | { status: 'ready'; machines: ReportMachine[] };

interface DeviceFacts {
  model_id: string;
  serial_no: string;
  optional_info_2: string | null;
  time_zone: string;
}

/** The machines: `refs` in their order, else every machine of the fleet answer. */
export function reportMachinesOf(
  refs: readonly MachineRef[] | undefined,
  devices: readonly DeviceFacts[],
): ReportMachine[] {
  const facts = new Map(devices.map((d) => [machineKeyOf(d.model_id, d.serial_no), d]));
  const list = refs ?? devices.map((d) => ({ modelId: d.model_id, serialNo: d.serial_no }));
  return list.map((ref) => {
    const d = facts.get(machineKeyOf(ref.modelId, ref.serialNo));
    return {
      modelId: ref.modelId,
      serialNo: ref.serialNo,
      number: d?.optional_info_2?.trim() ?? '',
      unit: machineUnit(ref.serialNo),
      label: machineLabel(ref.serialNo, d?.optional_info_2),
      timeZone: d?.time_zone || null,
    };
  });
}

export function useReportMachines(): ReportMachinesResult {
  const params = useParams();
  const scope = useMachineScope();
  const ready = scope.status === 'ready';
  // Master data for names and zones: no refresh while the screen is open.
  const fleet = useFleetDevices(ready ? params.device_group_id : undefined, { refreshMs: 0, silent: true });
  const devices = fleet.data?.fleet_device_list;
  const machines = useMemo(
    () =>
      reportMachinesOf(
        scope.status === 'ready' && scope.scope.kind === 'machines' ? scope.scope.machines : undefined,
        devices ?? [],
      ),
    [scope, devices],
  );
  if (scope.status !== 'ready') return scope;
  if (fleet.isPending) return { status: 'pending' };
  return { status: 'ready', machines };
}
