/**
 * The edges (occurred 1, recovered 2) of the last year (GET /v1/alarm-event-mgt/eventHistory; part 1 §9:
 * the alarm CSV uses the last year of events), newest first, at most 2000 rows. Asked on demand, when
 * the user downloads the file.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import type { HistoryEvent } from '@airsight/contracts/http/alarm-events';
import {
  callInParts,
  COMMON_FILTERS,
  lastYear,
  levelList,
  type AlarmScope,
  type ScopedCall,
} from './alarmEvents.ts';
import { alarmEventKeys } from './keys.ts';

export function getEventHistoryOfLastYear(
  scope: AlarmScope,
  levels: readonly number[],
  now: Date,
  signal?: AbortSignal,
): Promise<HistoryEvent[]> {
  return callInParts(
    alarmEventCalls.eventHistory,
    'event_history_list',
    scope,
    {
      ...COMMON_FILTERS,
      event_level: levelList(levels),
      incident_class: '1,2',
      event_time_from: lastYear(now),
    },
    signal,
  );
}

/** Always asked afresh (a download wants the newest events). */
export const eventHistoryQuery = ({ scope, key }: ScopedCall, levels: readonly number[]) =>
  queryOptions({
    queryKey: alarmEventKeys.historyOfLastYear(key, levels),
    queryFn: ({ signal }) => getEventHistoryOfLastYear(scope, levels, new Date(), signal),
    staleTime: 0,
    gcTime: 0,
  });

/** Fetches the event history for a download; rejects when the call failed (the user has been told). */
export function useFetchEventHistory() {
  const queryClient = useQueryClient();
  return useCallback(
    (call: ScopedCall, levels: readonly number[]) => queryClient.fetchQuery(eventHistoryQuery(call, levels)),
    [queryClient],
  );
}
