/**
 * What the three alarm calls of the Main API share (part 1 §7; contracts http/alarm-events.ts), used by
 * the alarm records (features/alarm-history/api) and the dashboard's alarm panel (features/dashboard/api). Every call is limited to
 * the user's machines on the server; a group or machine the user cannot see answers 404.
 *
 * Scope of a call: some machines (device_list[i].model_id / serial_no), a device group with everything
 * under it (device_group_id + parent_flg=1), or every machine of the user. The server takes at most
 * ALARM_MAX_DEVICES machines per call: longer lists are asked in parts and merged, newest first.
 */
import type { AnswerOf, QueryOf } from '@airsight/contracts/http/calls';
import type { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import { api } from '../../lib/api.ts';
import { formatApiTime } from '@airsight/contracts/format/api-time';
import { ALARM_MAX_DEVICES, ALARM_MAX_NUMBER } from '@airsight/contracts/constants';
import type { AlarmLevelNumber } from '@airsight/contracts/presentation/alarm-levels';
import type { MachineScope } from '../machine-scope/useMachineScope.ts';

export type { HistoryEvent } from '@airsight/contracts/http/alarm-events';

/** Alarm levels: 3 emergency (E), 2 caution (C), 1 maintenance (M). */
export type AlarmLevel = AlarmLevelNumber;

/** The scope of a call: the shared route resolution's (api/machine-scope). */
export type AlarmScope = MachineScope;

/** The query keys that name a scope: a group, or machines as bracket-indexed keys. */
export type ScopeQuery = {
  device_group_id?: string;
  parent_flg?: 0 | 1;
} & { [indexed: `device_list[${number}].${'model_id' | 'serial_no'}`]: string };

/** The query keys that name the scope; one entry per call (machine lists are split). */
export function scopeQueries(scope: AlarmScope): ScopeQuery[] {
  if (scope.kind === 'group') return [{ device_group_id: scope.deviceGroupId, parent_flg: 1 }];
  if (scope.kind === 'user') return [{}];
  const parts: ScopeQuery[] = [];
  for (let i = 0; i < scope.machines.length; i += ALARM_MAX_DEVICES) {
    const query: ScopeQuery = {};
    scope.machines.slice(i, i + ALARM_MAX_DEVICES).forEach((m, index) => {
      query[`device_list[${index}].model_id`] = m.modelId;
      query[`device_list[${index}].serial_no`] = m.serialNo;
    });
    parts.push(query);
  }
  return parts;
}

/** The parameters every alarm call sends (a call may ask for fewer rows). */
const COMMON_FILTERS = { get_class: 4, sort: '-event_time', max_number: ALARM_MAX_NUMBER } as const;

/** The three alarm calls. */
type AlarmCall = (typeof alarmEventCalls)[keyof typeof alarmEventCalls];

/** The answer's field that holds the rows. */
type ListField<Call> = keyof AnswerOf<Call> & `${string}_list`;
type RowOf<Call, Field extends ListField<Call>> = AnswerOf<Call>[Field] extends readonly (infer Row)[]
  ? Row & EventRow
  : never;

/** What merging needs of every row. */
interface EventRow {
  event_time: string;
  id: string;
}

/** Newest first, then by id, so that merged parts read like one answer. */
function byTimeDescending(a: EventRow, b: EventRow): number {
  if (a.event_time !== b.event_time) return a.event_time < b.event_time ? 1 : -1;
  return b.id.localeCompare(a.id, undefined, { numeric: true });
}

/**
 * Runs one call per part of the scope and merges the rows; [] when the scope holds no machine. Every
 * call asks for the `levels`, with COMMON_FILTERS under the call's own `filters`. Rejects when any part
 * failed.
 */
export async function callInParts<Call extends AlarmCall, Field extends ListField<Call>>(
  spec: Call,
  listField: Field,
  scope: AlarmScope,
  levels: readonly number[],
  filters: QueryOf<Call>,
  signal?: AbortSignal,
): Promise<RowOf<Call, Field>[]> {
  const parts = scopeQueries(scope);
  if (parts.length === 0) return [];
  const query = { ...COMMON_FILTERS, event_level: levels.join(','), ...filters };
  const answers = await Promise.all(
    parts.map((part) => api<AlarmCall>(spec, { query: { ...query, ...part }, signal })),
  );
  const rows = answers.flatMap(
    (a) => (a as Partial<Record<Field, RowOf<Call, Field>[] | null>>)[listField] ?? [],
  );
  if (parts.length === 1) return rows;
  return rows.sort(byTimeDescending).slice(0, Number(query.max_number ?? ALARM_MAX_NUMBER));
}

/** 14-digit UTC time of the start of the browser's day, `years` and `months` before `now`. */
export function startOfDayBefore(now: Date, years: number, months: number): string {
  const day = new Date(now.getFullYear() - years, now.getMonth() - months, now.getDate());
  // 31 March minus one month rolls over into March: keep the last day of the month before instead.
  if (day.getDate() !== now.getDate()) day.setDate(0);
  return formatApiTime(day.getTime());
}

/** 14-digit UTC time one year before `now` (same time of day; 29 February becomes 28 February). */
export function lastYear(now: Date): string {
  const t = new Date(now.getTime());
  t.setFullYear(t.getFullYear() - 1);
  if (t.getDate() !== now.getDate()) t.setDate(0);
  return formatApiTime(t.getTime());
}

/**
 * The period of the past-year event file (part 1 §7 event_time_from/to, §9 "the last year of events"),
 * both ends inclusive and read from one clock reading: from the same second one year earlier (see
 * lastYear) to `now`, to the second. Events a gateway dated ahead of the portal's clock (the ingest
 * accepts up to a day) are not in the file until their time has come.
 */
export function pastYearPeriod(now: Date): { event_time_from: string; event_time_to: string } {
  return { event_time_from: lastYear(now), event_time_to: formatApiTime(now) };
}

/** A scope with the key that names it in the query cache (see api/machine-scope/useMachineScope.ts). */
export interface ScopedCall {
  scope: AlarmScope;
  key: string;
}

/** What a hook's query options are built from before its scope is known (the query is disabled then). */
export const NO_CALL: ScopedCall = { scope: { kind: 'machines', machines: [] }, key: '' };
