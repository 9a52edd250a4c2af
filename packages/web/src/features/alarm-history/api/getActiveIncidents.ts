/** Active incidents (GET /v1/alarm-event-mgt/eventIncidentStatus, incident_class 1), newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { IncidentEvent } from '@airsight/contracts/http/alarm-events';
import {
  callInParts,
  COMMON_FILTERS,
  levelList,
  NO_CALL,
  type AlarmLevel,
  type AlarmScope,
  type ScopedCall,
} from '../../../api/alarm-events/alarmEvents.ts';
import { alarmEventKeys } from '../../../api/alarm-events/keys.ts';

export function getActiveIncidents(
  scope: AlarmScope,
  levels: readonly AlarmLevel[],
  signal?: AbortSignal,
): Promise<IncidentEvent[]> {
  return callInParts(
    alarmEventCalls.eventIncidentStatus,
    'event_incident_status_list',
    scope,
    { ...COMMON_FILTERS, event_level: levelList(levels), incident_class: 1 },
    signal,
  );
}

/** Refreshed every `refreshMs` (part 1 §9: 60 s); no levels means no rows. */
export const activeIncidentsQuery = (
  { scope, key }: ScopedCall,
  levels: readonly AlarmLevel[],
  refreshMs: number,
) =>
  queryOptions({
    queryKey: alarmEventKeys.active(key, levels),
    queryFn: ({ signal }) => (levels.length === 0 ? [] : getActiveIncidents(scope, levels, signal)),
    refetchInterval: refreshMs,
  });

export function useActiveIncidents(
  call: ScopedCall | undefined,
  levels: readonly AlarmLevel[],
  refreshMs: number,
  enabled: boolean,
) {
  return useQuery({
    ...activeIncidentsQuery(call ?? NO_CALL, levels, refreshMs),
    enabled: enabled && call !== undefined,
  });
}
