/**
 * The machines VolumeGraph shows, in order, with what the screen needs of each (legend name, time zone):
 * which machines comes from the shared route resolution (api/machine-scope), their names and zones from
 * the fleet call of the device group that holds them (the route's d, else the machine's own group, else the
 * user's root group). The fleet answer is the one HomeConsumer has just loaded, so it is usually in the
 * cache already.
 */
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { useFleetDevices } from '../../api/fleet/getFleetDevices.ts';
import { useMachineScope, type MachineRef } from '../../api/machine-scope/useMachineScope.ts';
import { useMachineAuthority } from '../../api/master-info/getMachineAuthority.ts';
import { useSessionUser } from '../../api/session/sessionUser.ts';
import { machineLabel } from '../../lib/names.ts';
import type { VolumeMachine } from './volumeData.ts';

/**
 * At most this many machines on the screen: a stack of more bars per bucket cannot be read, and a
 * supplier's whole fleet (about 10,000 machines) would mean hundreds of calls. The screen says when
 * machines were left out and how to see them (a smaller group).
 */
export const VOLUME_MAX_MACHINES = 100;

export type VolumeMachinesResult =
  | { status: 'pending' }
  | { status: 'missing'; messageKey: 'nonExistentDevice' | 'theGroupDoesNotExist' }
  /** `total`: the machines of the scope, of which the first VOLUME_MAX_MACHINES are in `machines`. */
  | { status: 'ready'; machines: VolumeMachine[]; total: number };

interface DeviceFacts {
  model_id: string;
  serial_no: string;
  optional_info_2: string | null;
  time_zone: string;
}

function toVolumeMachine(ref: MachineRef, facts: DeviceFacts | undefined): VolumeMachine {
  return {
    modelId: ref.modelId,
    serialNo: ref.serialNo,
    label: machineLabel(ref.serialNo, facts?.optional_info_2),
    timeZone: facts?.time_zone || null,
  };
}

/**
 * The screen's machines: `refs` in their order, else every machine of the fleet answer; names and zones
 * from the fleet answer. The page's preload derives them the same way (preload.ts).
 */
export function volumeMachinesOf(
  refs: readonly MachineRef[] | undefined,
  devices: readonly DeviceFacts[],
): { machines: VolumeMachine[]; total: number } {
  const facts = new Map(devices.map((d) => [machineKeyOf(d.model_id, d.serial_no), d]));
  const list = refs ?? devices.map((d) => ({ modelId: d.model_id, serialNo: d.serial_no }));
  return {
    machines: list
      .slice(0, VOLUME_MAX_MACHINES)
      .map((ref) => toVolumeMachine(ref, facts.get(machineKeyOf(ref.modelId, ref.serialNo)))),
    total: list.length,
  };
}

export function useVolumeMachines(): VolumeMachinesResult {
  const params = useParams();
  const user = useSessionUser();
  const scope = useMachineScope();
  const machine = useMachineAuthority(
    params.device_group_id ? undefined : params.model_id,
    params.device_group_id ? undefined : params.serial_no,
  );
  const factsGroup =
    params.device_group_id ||
    (params.model_id && params.serial_no ? machine.data?.device_group_id : user.deviceGroupId) ||
    undefined;
  const ready = scope.status === 'ready';
  // Master data for names and zones: no refresh while the screen is open.
  const fleet = useFleetDevices(ready ? factsGroup : undefined, { refreshMs: 0, silent: true });

  const waitingForGroup = !factsGroup && params.model_id && params.serial_no && machine.isPending;
  const pending = waitingForGroup || (factsGroup && fleet.isPending);
  // The same list while the scope (kept by useMachineScope) and the fleet answer are the same: the
  // screen's table and charts are made from it.
  const devices = fleet.data?.fleet_device_list;
  const result = useMemo(
    () => ({
      status: 'ready' as const,
      ...volumeMachinesOf(
        scope.status === 'ready' && scope.scope.kind === 'machines' ? scope.scope.machines : undefined,
        devices ?? [],
      ),
    }),
    [scope, devices],
  );

  if (scope.status !== 'ready') return scope;
  if (pending) return { status: 'pending' };
  return result;
}
