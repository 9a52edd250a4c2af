/** The three alarm calls (contracts http/alarm-events.ts); machines go as bracket-indexed keys. */
import type * as alarms from '../alarm-events.ts';
import { getCall, type UrlQuery } from './spec.ts';

export const alarmEventCalls = {
  eventIncidentStatus: getCall<UrlQuery<alarms.EventIncidentStatusQuery>, alarms.EventIncidentStatusResponse>(
    '/v1/alarm-event-mgt/eventIncidentStatus',
  ),
  eventIncidentHistory: getCall<
    UrlQuery<alarms.EventIncidentHistoryQuery>,
    alarms.EventIncidentHistoryResponse
  >('/v1/alarm-event-mgt/eventIncidentHistory'),
  eventHistory: getCall<UrlQuery<alarms.EventHistoryQuery>, alarms.EventHistoryResponse>(
    '/v1/alarm-event-mgt/eventHistory',
  ),
} as const;
