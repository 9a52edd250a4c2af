/**
 * The alarm-event calls (part 1 §3, §7; part 2 §7): active incidents (eventIncidentStatus), incidents
 * that occurred in a period, active or recovered (eventIncidentHistory, also the annual-inspection
 * look-up), and the edges of the event history (eventHistory).
 *
 * Every answer starts from the caller's authority computed on the server. A device_group_id or a machine
 * named explicitly (device_list, or model_id + serial_no) that the caller cannot see answers 404, like an
 * id that does not exist; without them the answer covers every visible machine.
 */
import {
  ALARM_MAX_NUMBER,
  ALARM_SORT_COLUMNS,
  alarmLevel,
  formatApiTime,
  parseApiTime,
  type AlarmQuery,
  type EventHistoryQuery,
  type EventHistoryResponse,
  type EventIncidentHistoryQuery,
  type EventIncidentHistoryResponse,
  type EventIncidentStatusQuery,
  type EventIncidentStatusResponse,
  type HistoryEvent,
  type IncidentEvent,
} from '@airsight/contracts';
import { parseEventId } from '@airsight/contracts/domain/events';
import { eventName } from '@airsight/contracts/domain/event-names';
import { registersForModel } from '@airsight/contracts/models/registers';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import {
  listEventHistory,
  listIncidents,
  type AlarmFilter,
  type AlarmRow,
} from '../repositories/alarms-read.ts';
import type { DeviceKey } from '../repositories/telemetry-read.ts';
import { groupIdsUnder, requireGroup, requireMachines, type Scope } from './access.ts';
import { parseSort } from './sort.ts';

type Names = [string, string, string];

/**
 * Event names in the three locales from the model catalogue's bit tables. A bit the catalogue does not
 * name (or an unknown model) gets a name built from the register's name and the bit index, prefixed
 * E), C) or M) by level (part 2 §3), e.g. 'C) Caution bit 3' / 'C) 注意 ビット3' / 'C) 警告 位3'.
 */
export function eventNames(modelId: string, id: string, level: number): Names {
  const named = ([1, 2, 3] as const).map((locale) => eventName(modelId, id, locale));
  if (named.every((n) => n !== undefined)) return named as Names;
  const parsed = parseEventId(id);
  if (!parsed) return [id, id, id];
  const prefix = alarmLevel(level)?.prefix ?? '';
  const address = String(parsed.register).padStart(4, '0');
  const register = registersForModel(modelId).find((r) => r.address === address);
  const name = register?.name ?? [`Register ${address}`, `レジスタ${address}`, `寄存器${address}`];
  return [
    `${prefix}${name[0]} bit ${parsed.bit}`,
    `${prefix}${name[1]} ビット${parsed.bit}`,
    `${prefix}${name[2]} 位${parsed.bit}`,
  ];
}

function readTime(field: string, text: string | undefined): Date | undefined {
  if (text === undefined) return undefined;
  const time = parseApiTime(text);
  if (!time) throw badRequest(`querystring.${field}: "${text}" is not a real date and time`);
  return time;
}

/** The part of a filter every call shares: where to look (groups, machines), what, and in which order. */
async function baseFilter(
  db: Db,
  scope: Scope,
  query: AlarmQuery,
  defaults: { levels: number[]; classes: number[] },
): Promise<AlarmFilter> {
  if (query.serial_no !== undefined && query.model_id === undefined) {
    throw badRequest('querystring: serial_no needs model_id');
  }
  if (query.model_id !== undefined && query.serial_no === undefined) {
    throw badRequest('querystring: model_id needs serial_no');
  }
  if (query.parent_flg === 1 && query.device_group_id === undefined) {
    throw badRequest('querystring: parent_flg needs device_group_id');
  }
  const sort = parseSort(query.sort ?? '-event_time', ALARM_SORT_COLUMNS);
  // Only the history calls' schemas allow times; the status call's schema rejects them.
  const times = query as { event_time_from?: string; event_time_to?: string };
  const from = readTime('event_time_from', times.event_time_from);
  const to = readTime('event_time_to', times.event_time_to);
  if (from && to && from.getTime() > to.getTime()) {
    throw badRequest('querystring: event_time_from must not be after event_time_to', 'INAPPROPRIATE_DATE');
  }

  let groupIds = [...scope.groupIds];
  if (query.device_group_id !== undefined) {
    groupIds =
      query.parent_flg === 1
        ? groupIdsUnder(scope, query.device_group_id)
        : [requireGroup(scope, query.device_group_id).device_group_id];
  }

  // Unknown and foreign machines answer alike, so a caller cannot learn what exists elsewhere; the
  // answer points at the request's own field.
  const named: { key: DeviceKey; field: string }[] = (query.device_list ?? []).map((d, i) => ({
    key: { modelId: d.model_id, serialNo: d.serial_no },
    field: `querystring.device_list.${i}`,
  }));
  if (query.model_id !== undefined && query.serial_no !== undefined) {
    const key = { modelId: query.model_id, serialNo: query.serial_no };
    named.push({ key, field: 'querystring.model_id, serial_no' });
  }
  const deviceIds =
    named.length > 0 ? (await requireMachines(db, scope, named)).map((d) => d.deviceId) : undefined;

  return {
    groupIds,
    deviceIds,
    levels: query.event_level ?? defaults.levels,
    classes: query.incident_class ?? defaults.classes,
    eventIds: query.event_list?.map((e) => e.event_id),
    from,
    to,
    order: sort,
    limit: query.max_number ?? ALARM_MAX_NUMBER,
  };
}

function toEvent(row: AlarmRow): HistoryEvent {
  const names = eventNames(row.model_id, row.event_id, row.event_level);
  return {
    id: row.id,
    event_id: row.event_id,
    event_level: row.event_level,
    incident_class: row.incident_class,
    event_time: formatApiTime(row.event_time),
    device_time_zone: row.time_zone,
    name_locale1: names[0],
    name_locale2: names[1],
    name_locale3: names[2],
    model_id: row.model_id,
    serial_no: row.serial_no,
    device_name_locale1: row.device_name_locale1,
    device_name_locale2: row.device_name_locale2,
    device_name_locale3: row.device_name_locale3,
    device_optional_info_1: row.optional_info_1,
    device_optional_info_2: row.optional_info_2,
    device_group_id: row.device_group_id,
    device_group_name_locale1: row.device_group_name_locale1,
    device_group_name_locale2: row.device_group_name_locale2,
    device_group_name_locale3: row.device_group_name_locale3,
  };
}

function toIncident(row: AlarmRow): IncidentEvent {
  return { ...toEvent(row), recovery_time: row.recovery_time ? formatApiTime(row.recovery_time) : null };
}

/** The incidents the query asks for; unless it names them, levels 1 to 3 and the classes `classes`. */
async function incidents(
  db: Db,
  scope: Scope,
  query: AlarmQuery,
  classes: number[],
): Promise<IncidentEvent[]> {
  const filter = await baseFilter(db, scope, query, { levels: [1, 2, 3], classes });
  return (await listIncidents(db, filter)).map(toIncident);
}

export async function eventIncidentStatus(
  db: Db,
  scope: Scope,
  query: EventIncidentStatusQuery,
): Promise<EventIncidentStatusResponse> {
  return { event_incident_status_list: await incidents(db, scope, query, [1]) };
}

export async function eventIncidentHistory(
  db: Db,
  scope: Scope,
  query: EventIncidentHistoryQuery,
): Promise<EventIncidentHistoryResponse> {
  return { event_incident_history_list: await incidents(db, scope, query, [1, 3]) };
}

export async function eventHistory(
  db: Db,
  scope: Scope,
  query: EventHistoryQuery,
): Promise<EventHistoryResponse> {
  const filter = await baseFilter(db, scope, query, { levels: [0, 1, 2, 3], classes: [1, 2] });
  const rows = await listEventHistory(db, filter);
  return { event_history_list: rows.map(toEvent) };
}
