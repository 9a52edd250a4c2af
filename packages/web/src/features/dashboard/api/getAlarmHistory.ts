/**
 * The dashboard's alarm history panel (part 1 §2, §9): the incidents of the group or of one machine, active
 * or repaired, of the chosen levels (api/alarm-events/getIncidents.ts), the newest `rows` of them: the
 * panel starts with 100 and adds 100 per load. The previous rows stay on screen while more load.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AlarmLevel, ScopedCall } from '../../../api/alarm-events/alarmEvents.ts';
import { getIncidents } from '../../../api/alarm-events/getIncidents.ts';
import { dashboardKeys } from './keys.ts';

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
      getIncidents(call.scope, { levels, repaired, maxNumber: rows }, new Date(), signal),
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
