/** The three alarm calls (contracts http/alarm-events.ts); machines go as bracket-indexed keys. */
import type {
  EventHistoryQuery,
  EventHistoryResponse,
  EventIncidentHistoryQuery,
  EventIncidentHistoryResponse,
  EventIncidentStatusQuery,
  EventIncidentStatusResponse,
} from '../alarm-events.ts';
import type { CallSpec, UrlQuery } from './spec.ts';

export const alarmEventCalls = {
  eventIncidentStatus: { path: '/v1/alarm-event-mgt/eventIncidentStatus' } as CallSpec<
    UrlQuery<EventIncidentStatusQuery>,
    never,
    EventIncidentStatusResponse
  >,
  eventIncidentHistory: { path: '/v1/alarm-event-mgt/eventIncidentHistory' } as CallSpec<
    UrlQuery<EventIncidentHistoryQuery>,
    never,
    EventIncidentHistoryResponse
  >,
  eventHistory: { path: '/v1/alarm-event-mgt/eventHistory' } as CallSpec<
    UrlQuery<EventHistoryQuery>,
    never,
    EventHistoryResponse
  >,
} as const;
