/**
 * The Gateways screen's rows, search, dialog values and error messages (ours; contracts http/gateways.ts):
 * pure, so that the table's texts and the bodies the dialog sends are unit-tested.
 */
import type { AddGatewayBody, Gateway, PutGatewayBody } from '@airsight/contracts/http/gateways';
import { machineKeyOf } from '@airsight/contracts/machine-key';
import { browserZoneLabel, formatBrowserDateTime } from '@airsight/contracts/format/date-time';
import type { MessageKey } from '../../i18n/index.ts';
import { compareTexts } from '../../lib/compareTexts.ts';
import type { GroupChoice } from '../../lib/groupChoices.ts';
import { machineChoiceLabel } from '../../lib/names.ts';

/** A machine as the fleet calls answer it: enough to name it. */
export interface KnownMachine {
  model_id: string;
  serial_no: string;
  optional_info_2: string | null;
}

/** The password as the table says it: not yet in the broker's files, changed at a time, or never changed. */
export type PasswordState =
  { kind: 'notForBroker' } | { kind: 'changed'; text: string; zone: string } | { kind: 'unchanged' };

export interface GatewayRow {
  id: string;
  username: string;
  serialNo: string;
  /** The device group's name in the display language; its id when the caller does not see it. */
  groupName: string;
  /** The machines behind it: the customer's machine number (serial number), by label. */
  machines: string[];
  /** The device groups it may publish for, by name. */
  groups: string[];
  note: string;
  password: PasswordState;
  record: Gateway;
}

/** A time of the answer (ISO 8601) in the browser's time zone, with the zone beside it. */
function changedState(iso: string): PasswordState {
  const ms = Date.parse(iso);
  return { kind: 'changed', text: formatBrowserDateTime(ms), zone: browserZoneLabel(ms) };
}

const passwordState = (gateway: Gateway): PasswordState => {
  if (!gateway.brokerPassword) return { kind: 'notForBroker' };
  return gateway.passwordChanged ? changedState(gateway.passwordChanged) : { kind: 'unchanged' };
};

/** Each machine's label by its key (machineKeyOf), from the machines the caller sees. */
export function machineLabels(machines: readonly KnownMachine[]): Map<string, string> {
  return new Map(
    machines.map((m) => [
      machineKeyOf(m.model_id, m.serial_no),
      machineChoiceLabel(m.serial_no, m.optional_info_2),
    ]),
  );
}

export function gatewayRows(
  gateways: readonly Gateway[],
  groups: readonly GroupChoice[],
  labels: ReadonlyMap<string, string>,
): GatewayRow[] {
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const groupName = (id: string) => names.get(id) ?? id;
  return gateways.map((gateway) => ({
    id: gateway.username,
    username: gateway.username,
    serialNo: gateway.serialNo,
    groupName: groupName(gateway.deviceGroupId),
    machines: gateway.machines
      .map((m) => labels.get(machineKeyOf(m.modelId, m.serialNo)) ?? m.serialNo)
      .sort(compareTexts),
    groups: gateway.groups.map(groupName).sort(compareTexts),
    note: gateway.note,
    password: passwordState(gateway),
    record: gateway,
  }));
}

/** The rows whose username, serial number, note or machines hold the search text (any case). */
export function searchGateways(rows: readonly GatewayRow[], search: string): readonly GatewayRow[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) =>
    [row.username, row.serialNo, row.note, ...row.machines].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** What the add and edit dialog holds; machines by their keys (machineKeyOf). */
export interface GatewayValues {
  username: string;
  serialNo: string;
  deviceGroupId: string;
  note: string;
  machines: string[];
  groups: string[];
}

export function valuesOf(gateway: Gateway | undefined, deviceGroupId: string): GatewayValues {
  return {
    username: gateway?.username ?? '',
    serialNo: gateway?.serialNo ?? '',
    deviceGroupId: gateway?.deviceGroupId ?? deviceGroupId,
    note: gateway?.note ?? '',
    machines: gateway?.machines.map((m) => machineKeyOf(m.modelId, m.serialNo)) ?? [],
    groups: gateway?.groups ?? [],
  };
}

/**
 * The assignment the dialog sends: the machines ticked that are under the chosen device group (`under`,
 * the machines the dialog offers for it; a machine ticked under another group is dropped).
 */
export function putBody(values: GatewayValues, under: readonly KnownMachine[]): PutGatewayBody {
  const ticked = new Set(values.machines);
  return {
    deviceGroupId: values.deviceGroupId,
    note: values.note.trim(),
    machines: under
      .filter((m) => ticked.has(machineKeyOf(m.model_id, m.serial_no)))
      .map((m) => ({ modelId: m.model_id, serialNo: m.serial_no })),
    groups: values.groups,
  };
}

export const addBody = (values: GatewayValues, under: readonly KnownMachine[]): AddGatewayBody => ({
  username: values.username.trim(),
  serialNo: values.serialNo.trim(),
  ...putBody(values, under),
});

/** The message of the server's refusals of gateway administration, by the answer's code or status. */
const ERROR_KEYS: Readonly<Record<string, MessageKey>> = {
  NOT_GATEWAY_ADMIN: 'gatewayErrorNotGatewayAdmin',
  GATEWAY_EXISTS: 'gatewayErrorExists',
  INVALID_FIELD: 'gatewayErrorInvalidField',
};

export const gatewayErrorKey = (code: string, status: number): MessageKey | undefined =>
  ERROR_KEYS[code] ?? (status === 404 ? 'gatewayErrorNotFound' : undefined);
