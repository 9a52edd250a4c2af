/**
 * What the dashboard's alarm history panel derives (part 1 §2, §9): the call of its scope (the machine
 * chosen in the alarm list, else the whole group), keyed as every screen keys that scope so that the cache
 * is shared; its rows, 100 at first and 100 more per load up to the calls' maximum, again from 100 when the
 * scope or a filter changes; and the machine a row names. Pure.
 */
import { ALARM_MAX_NUMBER } from '@airsight/contracts/constants';
import type { AlarmLevel, ScopedCall } from '../../api/alarm-events/alarmEvents.ts';
import { scopeKeyOf, type MachineScope } from '../../api/machine-scope/useMachineScope.ts';

/** Part 1 §9: the panel starts with 100 rows and adds 100 per load. */
export const HISTORY_STEP = 100;

/** The machine the panel is narrowed to, with what its heading shows. */
export interface PanelMachine {
  modelId: string;
  serialNo: string;
  deviceName: string;
  customerMachineNumber: string;
}

/** The chosen machine's alarms, else the group's with everything under it. */
export function historyCall(groupId: string, machine: PanelMachine | null): ScopedCall {
  const scope: MachineScope = machine
    ? { kind: 'machines', machines: [{ modelId: machine.modelId, serialNo: machine.serialNo }] }
    : { kind: 'group', deviceGroupId: groupId };
  return { scope, key: scopeKeyOf(scope) };
}

/** What starts the rows again from 100 (and the table at its first page): the scope and the filters. */
export function historyResetKey(call: ScopedCall, levels: readonly AlarmLevel[], repaired: boolean): string {
  return `${call.key}|${levels.join(',')}|${repaired}`;
}

/** How many rows the panel asks for, and for which scope and filters it asked for more. */
export interface HistoryPaging {
  resetKey: string;
  limit: number;
}

export const firstPage = (resetKey: string): HistoryPaging => ({ resetKey, limit: HISTORY_STEP });

/** The rows to ask for: as paged for these scope and filters, else the first 100. */
export function historyLimit(paging: HistoryPaging, resetKey: string): number {
  return paging.resetKey === resetKey ? paging.limit : HISTORY_STEP;
}

/** 100 more rows, at most the calls' maximum. */
export function nextLimit(limit: number): number {
  return Math.min(limit + HISTORY_STEP, ALARM_MAX_NUMBER);
}

/**
 * Whether more rows may exist: the answer (not the previous one standing in while it loads) has as many
 * rows as were asked for, below the calls' maximum. Fewer than asked for: there are no more.
 */
export function canLoadMore(rowCount: number, limit: number, placeholder: boolean): boolean {
  return !placeholder && rowCount >= limit && limit < ALARM_MAX_NUMBER;
}

/** The machine a row names (a history row, or the alarm list's), for the panel to narrow to. */
export function panelMachineOf(row: PanelMachine): PanelMachine {
  return {
    modelId: row.modelId,
    serialNo: row.serialNo,
    deviceName: row.deviceName,
    customerMachineNumber: row.customerMachineNumber,
  };
}

/** The alarm-list row of the machine the panel is narrowed to, if it is listed. */
export function chosenRowId(
  rows: readonly (PanelMachine & { id: string })[],
  machine: PanelMachine | null,
): string | null {
  if (!machine) return null;
  return rows.find((r) => r.modelId === machine.modelId && r.serialNo === machine.serialNo)?.id ?? null;
}
