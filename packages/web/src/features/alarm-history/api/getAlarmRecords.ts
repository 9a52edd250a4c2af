/**
 * The alarm records' incidents (api/alarm-events/getIncidents.ts): active or repaired, of the chosen
 * levels, refreshed every `refreshMs` (part 1 §9: 60 s), the repaired ones each time from "now".
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { NO_CALL, type AlarmLevel, type ScopedCall } from '../../../api/alarm-events/alarmEvents.ts';
import { getIncidents } from '../../../api/alarm-events/getIncidents.ts';
import { alarmEventKeys } from '../../../api/alarm-events/keys.ts';

export const alarmRecordsQuery = (
  { scope, key }: ScopedCall,
  levels: readonly AlarmLevel[],
  repaired: boolean,
  refreshMs: number,
) =>
  queryOptions({
    queryKey: repaired ? alarmEventKeys.repaired(key, levels) : alarmEventKeys.active(key, levels),
    queryFn: ({ signal }) => getIncidents(scope, { levels, repaired }, new Date(), signal),
    refetchInterval: refreshMs,
  });

/** Disabled until the screen's scope is known. */
export function useAlarmRecords(
  call: ScopedCall | undefined,
  levels: readonly AlarmLevel[],
  repaired: boolean,
  refreshMs: number,
) {
  return useQuery({
    ...alarmRecordsQuery(call ?? NO_CALL, levels, repaired, refreshMs),
    enabled: call !== undefined,
  });
}
