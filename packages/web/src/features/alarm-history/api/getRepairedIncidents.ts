/**
 * Repaired incidents (GET /v1/alarm-event-mgt/eventIncidentHistory, incident_class 3) that occurred since
 * the start of the day one year and one month ago (part 1 §7, §9), newest first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import {
  callInParts,
  COMMON_FILTERS,
  levelList,
  NO_CALL,
  startOfDayBefore,
  type AlarmLevel,
  type AlarmScope,
  type ScopedCall,
} from '../../../api/alarm-events/alarmEvents.ts';
import { alarmEventKeys } from '../../../api/alarm-events/keys.ts';

export function getRepairedIncidents(
  scope: AlarmScope,
  levels: readonly AlarmLevel[],
  now: Date,
  signal?: AbortSignal,
): Promise<IncidentEvent[]> {
  return callInParts(
    alarmEventCalls.eventIncidentHistory,
    'event_incident_history_list',
    scope,
    {
      ...COMMON_FILTERS,
      event_level: levelList(levels),
      incident_class: 3,
      event_time_from: startOfDayBefore(now, 1, 1),
    },
    signal,
  );
}

/** Refreshed every `refreshMs` (part 1 §9: 60 s), each time from "now"; no levels means no rows. */
export const repairedIncidentsQuery = (
  { scope, key }: ScopedCall,
  levels: readonly AlarmLevel[],
  refreshMs: number,
) =>
  queryOptions({
    queryKey: alarmEventKeys.repaired(key, levels),
    queryFn: ({ signal }) =>
      levels.length === 0 ? [] : getRepairedIncidents(scope, levels, new Date(), signal),
    refetchInterval: refreshMs,
  });

export function useRepairedIncidents(
  call: ScopedCall | undefined,
  levels: readonly AlarmLevel[],
  refreshMs: number,
  enabled: boolean,
) {
  return useQuery({
    ...repairedIncidentsQuery(call ?? NO_CALL, levels, refreshMs),
    enabled: enabled && call !== undefined,
  });
}
