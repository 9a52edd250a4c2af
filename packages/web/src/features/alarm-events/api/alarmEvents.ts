/**
 * The three alarm calls of the Main API (part 1 §7; contracts http/alarm-events.ts): active incidents
 * (eventIncidentStatus), incidents of a period (eventIncidentHistory) and the edges of the event history
 * (eventHistory). Every call is limited to the user's machines on the server; a group or machine the user
 * cannot see answers 404.
 *
 * Scope of a call: some machines (device_list[i].model_id / serial_no), a device group with everything
 * under it (device_group_id + parent_flg=1), or every machine of the user. The server takes at most
 * ALARM_MAX_DEVICES machines per call: longer lists are asked in parts and merged, newest first.
 */
import type {
  EventHistoryResponse,
  EventIncidentHistoryResponse,
  EventIncidentStatusResponse,
  HistoryEvent,
  IncidentEvent,
} from '@airsight/contracts/http/alarm-events';
import { formatMeasureTime } from '@airsight/contracts/domain/status';
import { api } from '../../../lib/api.ts';
import type { QueryParams } from '../../../lib/http.ts';

export type { HistoryEvent, IncidentEvent } from '@airsight/contracts/http/alarm-events';

/** Alarm levels: 3 emergency (E), 2 caution (C), 1 maintenance (M). */
export type AlarmLevel = 1 | 2 | 3;

/** Part 1 §9: the event history cap, 2000 rows (ALARM_MAX_NUMBER of the contract). */
export const ALARM_MAX_ROWS = 2_000;
/** Machines per call (ALARM_MAX_DEVICES of the contract). */
export const ALARM_DEVICES_PER_CALL = 100;

export interface AlarmMachine {
  modelId: string;
  serialNo: string;
}

export type AlarmScope =
  | { kind: 'machines'; machines: readonly AlarmMachine[] }
  | { kind: 'group'; deviceGroupId: string }
  | { kind: 'user' };

interface CallOptions {
  signal?: AbortSignal;
  suppressError?: boolean;
}

/** The query keys that name the scope; one entry per call (machine lists are split). */
export function scopeQueries(scope: AlarmScope): QueryParams[] {
  if (scope.kind === 'group') return [{ device_group_id: scope.deviceGroupId, parent_flg: 1 }];
  if (scope.kind === 'user') return [{}];
  const parts: QueryParams[] = [];
  for (let i = 0; i < scope.machines.length; i += ALARM_DEVICES_PER_CALL) {
    const query: QueryParams = {};
    scope.machines.slice(i, i + ALARM_DEVICES_PER_CALL).forEach((m, index) => {
      query[`device_list[${index}].model_id`] = m.modelId;
      query[`device_list[${index}].serial_no`] = m.serialNo;
    });
    parts.push(query);
  }
  return parts;
}

/** Newest first, then by id, so that merged parts read like one answer. */
function byTimeDescending(
  a: { event_time: string; id: string },
  b: { event_time: string; id: string },
): number {
  if (a.event_time !== b.event_time) return a.event_time < b.event_time ? 1 : -1;
  return b.id.localeCompare(a.id, undefined, { numeric: true });
}

/**
 * Runs one call per part of the scope and merges the rows. Null when any part failed (the API client has
 * told the user unless suppressed); [] when nothing matched or the scope holds no machine.
 */
async function callInParts<Row extends { event_time: string; id: string }>(
  path: string,
  listField: string,
  scope: AlarmScope,
  filters: QueryParams,
  options: CallOptions,
): Promise<Row[] | null> {
  const parts = scopeQueries(scope);
  if (parts.length === 0) return [];
  const answers = await Promise.all(
    parts.map((part) =>
      api<Record<string, Row[] | null>>(path, {
        query: { ...filters, ...part },
        signal: options.signal,
        suppressError: options.suppressError,
      }),
    ),
  );
  if (answers.some((a) => a === null)) return null;
  const rows = answers.flatMap((a) => a?.[listField] ?? []);
  if (parts.length === 1) return rows;
  return rows.sort(byTimeDescending).slice(0, Number(filters.max_number ?? ALARM_MAX_ROWS));
}

/** 14-digit UTC time of the start of the browser's day, `years` and `months` before `now`. */
export function startOfDayBefore(now: Date, years: number, months: number): string {
  const day = new Date(now.getFullYear() - years, now.getMonth() - months, now.getDate());
  // 31 March minus one month rolls over into March: keep the last day of the month before instead.
  if (day.getDate() !== now.getDate()) day.setDate(0);
  return formatMeasureTime(day.getTime());
}

const COMMON = { get_class: 4, sort: '-event_time', max_number: ALARM_MAX_ROWS } as const;

const levelList = (levels: readonly number[]) => levels.join(',');

/** Active incidents (incident_class 1) of the levels, newest first (part 1 §2, §7). */
export function fetchActiveIncidents(
  scope: AlarmScope,
  levels: readonly AlarmLevel[],
  options: CallOptions = {},
): Promise<IncidentEvent[] | null> {
  return callInParts<IncidentEvent>(
    '/v1/alarm-event-mgt/eventIncidentStatus',
    'event_incident_status_list' satisfies keyof EventIncidentStatusResponse,
    scope,
    { ...COMMON, event_level: levelList(levels), incident_class: 1 },
    options,
  );
}

/**
 * Repaired incidents (incident_class 3) that occurred since the start of the day one year and one month
 * ago (part 1 §7, §9), newest first.
 */
export function fetchRepairedIncidents(
  scope: AlarmScope,
  levels: readonly AlarmLevel[],
  now: Date,
  options: CallOptions = {},
): Promise<IncidentEvent[] | null> {
  return callInParts<IncidentEvent>(
    '/v1/alarm-event-mgt/eventIncidentHistory',
    'event_incident_history_list' satisfies keyof EventIncidentHistoryResponse,
    scope,
    {
      ...COMMON,
      event_level: levelList(levels),
      incident_class: 3,
      event_time_from: startOfDayBefore(now, 1, 1),
    },
    options,
  );
}

/**
 * The edges (occurred 1, recovered 2) of the last year (part 1 §9: the alarm CSV uses the last year of
 * events), newest first, at most 2000 rows.
 */
export function fetchEventHistoryOfLastYear(
  scope: AlarmScope,
  levels: readonly number[],
  now: Date,
  options: CallOptions = {},
): Promise<HistoryEvent[] | null> {
  return callInParts<HistoryEvent>(
    '/v1/alarm-event-mgt/eventHistory',
    'event_history_list' satisfies keyof EventHistoryResponse,
    scope,
    {
      ...COMMON,
      event_level: levelList(levels),
      incident_class: '1,2',
      event_time_from: lastYear(now),
    },
    options,
  );
}

/** 14-digit UTC time one year before `now` (same time of day; 29 February becomes 28 February). */
export function lastYear(now: Date): string {
  const t = new Date(now.getTime());
  t.setFullYear(t.getFullYear() - 1);
  if (t.getDate() !== now.getDate()) t.setDate(0);
  return formatMeasureTime(t.getTime());
}
