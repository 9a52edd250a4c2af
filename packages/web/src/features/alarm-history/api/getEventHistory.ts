/**
 * The events of the past year (GET /v1/alarm-event-mgt/eventHistory; part 1 §7: event_level 0,1,2,3 and
 * event_time_from/to; §9: the alarm CSV uses the last year of events, at most 2000 rows): every edge,
 * occurred 1 and recovered 2, of the alarm bits and of the panel lamps (level 0: run, stop, load, ...),
 * newest first. Asked on demand, when the user downloads the file.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { HistoryEvent } from '@airsight/contracts/http/alarm-events';
import {
  callInParts,
  pastYearPeriod,
  type AlarmScope,
  type ScopedCall,
} from '../../../api/alarm-events/alarmEvents.ts';
import { alarmEventKeys } from '../../../api/alarm-events/keys.ts';

/** Every level, whatever the screen's E/C/M filters: the file is the machines' whole event record. */
const EVENT_HISTORY_LEVELS = [0, 1, 2, 3] as const;

export function getEventHistoryOfPastYear(
  scope: AlarmScope,
  now: Date,
  signal?: AbortSignal,
): Promise<HistoryEvent[]> {
  return callInParts(
    alarmEventCalls.eventHistory,
    'event_history_list',
    scope,
    EVENT_HISTORY_LEVELS,
    { incident_class: '1,2', ...pastYearPeriod(now) },
    signal,
  );
}

/** Always asked afresh (a download wants the newest events). */
export const eventHistoryQuery = ({ scope, key }: ScopedCall) =>
  queryOptions({
    queryKey: alarmEventKeys.historyOfPastYear(key),
    queryFn: ({ signal }) => getEventHistoryOfPastYear(scope, new Date(), signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Fetches the event history for a download; rejects when the call failed (the user has been told). */
export function useFetchEventHistory() {
  const queryClient = useQueryClient();
  return useCallback((call: ScopedCall) => queryClient.fetchQuery(eventHistoryQuery(call)), [queryClient]);
}
