/**
 * The incidents of the chosen levels, newest first (part 1 §7, §9), as the alarm records and the
 * dashboard's alarm history panel show them: the active ones (GET /v1/alarm-event-mgt/eventIncidentStatus,
 * incident_class 1) or the repaired ones (GET /v1/alarm-event-mgt/eventIncidentHistory, incident_class 3)
 * that occurred since the start of the day one year and one month ago. No levels means no rows (and no
 * call). Refreshed every `refreshMs` (part 1 §9: 60 s), the repaired ones each time from "now".
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import { ALARM_MAX_NUMBER } from '@airsight/contracts/constants';
import {
  callInParts,
  NO_CALL,
  startOfDayBefore,
  type AlarmLevel,
  type AlarmScope,
  type ScopedCall,
} from './alarmEvents.ts';
import { alarmEventKeys } from './keys.ts';

export interface IncidentFilter {
  levels: readonly AlarmLevel[];
  repaired: boolean;
  /** The newest rows to answer; the calls' maximum unless a screen asks for fewer. */
  maxNumber?: number;
}

export async function getIncidents(
  scope: AlarmScope,
  { levels, repaired, maxNumber = ALARM_MAX_NUMBER }: IncidentFilter,
  now: Date,
  signal?: AbortSignal,
): Promise<IncidentEvent[]> {
  if (levels.length === 0) return [];
  return repaired
    ? callInParts(
        alarmEventCalls.eventIncidentHistory,
        'event_incident_history_list',
        scope,
        levels,
        { max_number: maxNumber, incident_class: 3, event_time_from: startOfDayBefore(now, 1, 1) },
        signal,
      )
    : callInParts(
        alarmEventCalls.eventIncidentStatus,
        'event_incident_status_list',
        scope,
        levels,
        { max_number: maxNumber, incident_class: 1 },
        signal,
      );
}

export const incidentsQuery = ({ scope, key }: ScopedCall, filter: IncidentFilter, refreshMs: number) =>
  queryOptions({
    queryKey: alarmEventKeys.incidents(
      key,
      filter.levels,
      filter.repaired,
      filter.maxNumber ?? ALARM_MAX_NUMBER,
    ),
    queryFn: ({ signal }) => getIncidents(scope, filter, new Date(), signal),
    refetchInterval: refreshMs,
  });

export interface IncidentsOptions {
  /**
   * While other filters or more rows load, the rows shown stay; when the scope changes they go, or the
   * alarms of other machines would show under the new scope's name (the dashboard's panel).
   */
  keepRowsOfScope?: boolean;
}

/** Disabled until the screen's scope is known. */
export function useIncidents(
  call: ScopedCall | undefined,
  filter: IncidentFilter,
  refreshMs: number,
  { keepRowsOfScope = false }: IncidentsOptions = {},
) {
  const options = incidentsQuery(call ?? NO_CALL, filter, refreshMs);
  return useQuery({
    ...options,
    enabled: call !== undefined,
    placeholderData: keepRowsOfScope
      ? (previous, previousQuery) =>
          previousQuery?.queryKey[2] === options.queryKey[2] ? keepPreviousData(previous) : undefined
      : undefined,
  });
}
