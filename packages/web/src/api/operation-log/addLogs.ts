/**
 * Records in the operation log what only the client knows (POST /api/addLogs; contracts
 * http/operation-log.ts): the CSV files it saves itself and the monthly report. Silent and in the
 * background: the download has happened whatever the log says, so a failure is only written to the
 * console, never shown.
 */
import { operationLogCalls } from '@airsight/contracts/http/calls/operation-log';
import type { AddLogsBody } from '@airsight/contracts/http/operation-log';
import type { MachineScope } from '../machine-scope/useMachineScope.ts';
import { api } from '../../lib/api.ts';

export function addLogs(body: AddLogsBody): void {
  api(operationLogCalls.addLogs, { body }).catch((error: unknown) => {
    console.warn('operation log: the entry was not recorded', body.type, error);
  });
}

/** What a saved CSV was about: a device group, or a machine, and the period it covers. */
export interface CsvAbout {
  deviceGroupId?: string | undefined;
  machine?: { modelId: string; serialNo: string } | undefined;
  from?: string;
  to?: string;
}

/** The device group or the one machine of a screen's machine scope (a list of several: neither). */
export function aboutScope(scope: MachineScope): CsvAbout {
  if (scope.kind === 'group') return { deviceGroupId: scope.deviceGroupId };
  if (scope.kind === 'machines' && scope.machines.length === 1) return { machine: scope.machines[0] };
  return {};
}

/**
 * Records a CSV the client saved: `file` says which (e.g. 'companies', 'alarmHistory'), `rows` how many
 * rows it held.
 */
export function logCsvDownload(file: string, rows: number, about: CsvAbout = {}): void {
  addLogs({
    type: 'csvDownload',
    deviceGroup: about.deviceGroupId ? { deviceGroupId: about.deviceGroupId } : null,
    contents: {
      file,
      value: String(rows),
      ...(about.machine ? { modelId: about.machine.modelId, serialNo: about.machine.serialNo } : {}),
      ...(about.from ? { from: about.from } : {}),
      ...(about.to ? { to: about.to } : {}),
    },
  });
}
