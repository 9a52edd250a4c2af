/**
 * The dashboard's alarm history panel (part 1 §2, §9): the incidents of the group or of one machine, active
 * (eventIncidentStatus, incident_class 1) or repaired (eventIncidentHistory, incident_class 3, since the
 * start of the day a year and a month ago), of the chosen levels, newest first, the newest `rows` of
 * them: the panel starts with 100 and adds 100 per load. The previous rows stay on screen while more load.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import {
  callInParts,
  COMMON_FILTERS,
  levelList,
  startOfDayBefore,
  type AlarmLevel,
  type ScopedCall,
} from '../../../api/alarm-events/alarmEvents.ts';
import { dashboardKeys } from './keys.ts';

export function getAlarmHistory(
  { scope }: ScopedCall,
  levels: readonly AlarmLevel[],
  repaired: boolean,
  rows: number,
  now: Date,
  signal?: AbortSignal,
): Promise<IncidentEvent[]> {
  const filters = { ...COMMON_FILTERS, max_number: rows, event_level: levelList(levels) };
  return repaired
    ? callInParts(
        alarmEventCalls.eventIncidentHistory,
        'event_incident_history_list',
        scope,
        { ...filters, incident_class: 3, event_time_from: startOfDayBefore(now, 1, 1) },
        signal,
      )
    : callInParts(
        alarmEventCalls.eventIncidentStatus,
        'event_incident_status_list',
        scope,
        { ...filters, incident_class: 1 },
        signal,
      );
}

export const alarmHistoryQuery = (
  call: ScopedCall,
  levels: readonly AlarmLevel[],
  repaired: boolean,
  rows: number,
  refreshMs: number,
) =>
  queryOptions({
    queryKey: dashboardKeys.history(call.key, levels, repaired, rows),
    queryFn: ({ signal }) =>
      levels.length === 0 ? [] : getAlarmHistory(call, levels, repaired, rows, new Date(), signal),
    refetchInterval: refreshMs,
    enabled: call.key !== '',
    // While a toggle or "more" loads, the rows shown stay; when the scope changes (a machine chosen or
    // let go) they go, or the alarms of other machines would show under the chosen machine's name.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === call.key ? keepPreviousData(previous) : undefined,
  });

export function useAlarmHistory(
  call: ScopedCall,
  levels: readonly AlarmLevel[],
  repaired: boolean,
  rows: number,
  refreshMs: number,
) {
  return useQuery(alarmHistoryQuery(call, levels, repaired, rows, refreshMs));
}
