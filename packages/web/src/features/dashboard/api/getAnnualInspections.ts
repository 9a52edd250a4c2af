/**
 * The annual-inspection alarms of a group's machines (GET /v1/alarm-event-mgt/eventIncidentHistory in
 * the annual-inspection form of part 1 §7, asked once for the whole group: annualInspection.ts says why
 * and how each machine's date is picked). Refreshed with the alarm list (60 s). Errors are only logged:
 * the column stays empty.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alarmEventCalls } from '@airsight/contracts/http/calls/alarm-events';
import { ALARM_MAX_NUMBER } from '@airsight/contracts/constants';
import { api } from '../../../lib/api.ts';
import { startOfDayBefore } from '../../../api/alarm-events/alarmEvents.ts';
import { ALL_ANNUAL_INSPECTION_EVENT_IDS, annualInspectionDates } from '../annualInspection.ts';
import { dashboardKeys } from './keys.ts';

/** The alarm date ('YYYY/MM/DD') of each machine that has one, by machineKeyOf. */
export async function getAnnualInspections(
  groupId: string,
  now: Date,
  signal?: AbortSignal,
): Promise<Map<string, string>> {
  const events: Record<`event_list[${number}].event_id`, string> = {};
  ALL_ANNUAL_INSPECTION_EVENT_IDS.forEach((id, i) => {
    events[`event_list[${i}].event_id`] = id;
  });
  const answer = await api(alarmEventCalls.eventIncidentHistory, {
    query: {
      get_class: 4,
      sort: '-event_time',
      event_level: 1,
      incident_class: 1,
      device_group_id: groupId,
      parent_flg: 1,
      event_time_from: startOfDayBefore(now, 1, 1),
      max_number: ALARM_MAX_NUMBER,
      ...events,
    },
    signal,
  });
  return annualInspectionDates(answer.event_incident_history_list ?? []);
}

export const annualInspectionsQuery = (groupId: string, refreshMs: number) =>
  queryOptions({
    queryKey: dashboardKeys.annualInspections(groupId),
    queryFn: ({ signal }) => getAnnualInspections(groupId, new Date(), signal),
    refetchInterval: refreshMs,
    enabled: groupId !== '',
    meta: { silent: true },
  });

export function useAnnualInspections(groupId: string, refreshMs: number) {
  return useQuery(annualInspectionsQuery(groupId, refreshMs));
}
