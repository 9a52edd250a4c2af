/**
 * Which machines a group screen covers, from the optional route parameters and router state that
 * AlermHistory and VolumeGraph share (part 1 §2, /d/:device_group_id?/m/:model_id?/s/:serial_no?/g/:group_id?):
 * the `compressors` of a HomeConsumer group header or CompressorInfo's button first, else one machine
 * (m, s), else a user-defined group (d, g) or the 'unset' group of d, else the device group d with
 * everything under it, else every machine of the user.
 *
 * A machine or device group the user cannot see is recognised here from the user's own authority lists
 * before any data call, so that such a route shows a message and no call names another customer's ids.
 */
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { ALL_GROUP_ID, UNSET_GROUP_ID } from '@airsight/contracts/routes';
import { useUserGroups } from '../groups/getGroups.ts';
import { useGroupAuthorities } from '../master-info/getGroupAuthorities.ts';
import { useMachineAuthority } from '../master-info/getMachineAuthority.ts';
import { useGroupMachines } from './getGroupMachines.ts';

/** One machine by its ids. */
export interface MachineRef {
  modelId: string;
  serialNo: string;
}

/** Some machines, a device group with everything under it, or every machine of the user. */
export type MachineScope =
  | { kind: 'machines'; machines: readonly MachineRef[] }
  | { kind: 'group'; deviceGroupId: string }
  | { kind: 'user' };

export type ScopeResult =
  | { status: 'pending' }
  | { status: 'missing'; messageKey: 'nonExistentDevice' | 'theGroupDoesNotExist' }
  | { status: 'ready'; scope: MachineScope; key: string };

function isMachine(value: unknown): value is MachineRef {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    typeof m.modelId === 'string' && typeof m.serialNo === 'string' && m.modelId !== '' && m.serialNo !== ''
  );
}

/** The `compressors` of the router state, when it is a list of machines. */
export function compressorsOf(state: unknown): MachineRef[] | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const list = (state as { compressors?: unknown }).compressors;
  if (!Array.isArray(list)) return undefined;
  return list.filter(isMachine).map((m) => ({ modelId: m.modelId, serialNo: m.serialNo }));
}

const machinesKey = (machines: readonly MachineRef[]) =>
  machines.map((m) => machineKeyOf(m.modelId, m.serialNo)).join(',');

/** The key that names a scope in the query cache: a screen that asks about the same scope shares the answers. */
export function scopeKeyOf(scope: MachineScope): string {
  if (scope.kind === 'machines') return machinesKey(scope.machines);
  return scope.kind === 'group' ? `group:${scope.deviceGroupId}` : 'user';
}

export function useMachineScope(): ScopeResult {
  const params = useParams();
  const location = useLocation();
  const compressors = compressorsOf(location.state as unknown);
  const modelId = params.model_id || undefined;
  const serialNo = params.serial_no || undefined;
  const deviceGroupId = params.device_group_id || undefined;
  const groupId = params.group_id && params.group_id !== ALL_GROUP_ID ? params.group_id : undefined;

  const byMachine = !compressors && Boolean(modelId && serialNo);
  const byGroup = !compressors && !byMachine && deviceGroupId !== undefined;
  const byUserGroup = byGroup && groupId !== undefined;

  const machine = useMachineAuthority(byMachine ? modelId : undefined, byMachine ? serialNo : undefined);
  const groups = useGroupAuthorities(byGroup);
  const userGroups = useUserGroups(byUserGroup ? deviceGroupId : undefined);
  const groupMachines = useGroupMachines(deviceGroupId, byUserGroup && groupId === UNSET_GROUP_ID);

  const resolve = (): ScopeResult => {
    if (compressors) {
      return {
        status: 'ready',
        scope: { kind: 'machines', machines: compressors },
        key: machinesKey(compressors),
      };
    }
    if (byMachine) {
      if (machine.isPending) return { status: 'pending' };
      if (!machine.data) return { status: 'missing', messageKey: 'nonExistentDevice' };
      const machines = [{ modelId: machine.data.model_id, serialNo: machine.data.serial_no }];
      return { status: 'ready', scope: { kind: 'machines', machines }, key: machinesKey(machines) };
    }
    if (!deviceGroupId)
      return { status: 'ready', scope: { kind: 'user' }, key: scopeKeyOf({ kind: 'user' }) };

    if (groups.isPending) return { status: 'pending' };
    if (!groups.data?.some((g) => g.device_group_id === deviceGroupId)) {
      return { status: 'missing', messageKey: 'theGroupDoesNotExist' };
    }
    if (!groupId) {
      const scope: MachineScope = { kind: 'group', deviceGroupId };
      return { status: 'ready', scope, key: scopeKeyOf(scope) };
    }

    if (userGroups.isPending) return { status: 'pending' };
    const userGroupList = userGroups.data ?? [];
    if (groupId === UNSET_GROUP_ID) {
      if (groupMachines.isPending) return { status: 'pending' };
      const grouped = new Set(
        userGroupList.flatMap((g) => g.devices ?? []).map((d) => machineKeyOf(d.modelId, d.serialNo)),
      );
      const machines = (groupMachines.data ?? [])
        .map((m) => ({ modelId: m.model_id, serialNo: m.serial_no }))
        .filter((m) => !grouped.has(machineKeyOf(m.modelId, m.serialNo)));
      return { status: 'ready', scope: { kind: 'machines', machines }, key: machinesKey(machines) };
    }
    const userGroup = userGroupList.find((g) => String(g.id) === groupId);
    if (!userGroup) return { status: 'missing', messageKey: 'theGroupDoesNotExist' };
    const machines = (userGroup.devices ?? []).filter(isMachine);
    return { status: 'ready', scope: { kind: 'machines', machines }, key: machinesKey(machines) };
  };
  const result = resolve();
  // The same object for as long as the scope is the same (its key names the machines): screens derive
  // their tables and charts from the list, which is otherwise a new array on every render.
  const identity =
    result.status === 'ready'
      ? `ready:${result.key}`
      : result.status === 'missing'
        ? `missing:${result.messageKey}`
        : 'pending';
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => result, [identity]);
}
