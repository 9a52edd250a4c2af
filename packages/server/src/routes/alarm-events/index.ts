import {
  EventHistoryQuery,
  EventHistoryResponse,
  EventIncidentHistoryQuery,
  EventIncidentHistoryResponse,
  EventIncidentStatusQuery,
  EventIncidentStatusResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { splitCommaLists } from '../query-string.ts';
import { READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { eventHistory, eventIncidentHistory, eventIncidentStatus } from '../../services/alarm-events.ts';

/** Errors: bad input, no session, a device group or machine outside the caller's authorities. */
const schema = schemasOf('alarm-event-mgt', READ_ERRORS);

const COMMA_LISTS = ['event_level', 'incident_class'];

const QUERY_FORMS =
  'Lists: event_level=1,2,3 or repeated keys. Machines: device_list[i].model_id and device_list[i].serial_no ' +
  '(i = 0 … 99). A device_group_id or machine the caller cannot see answers 404. At most max_number ' +
  '(≤ 2000) rows; times are 14 digits yyyyMMddHHmmss in UTC.';

/** Main API alarm-event calls (part 1 §7, part 2 §7). Every call needs a signed-in user. */
export async function alarmEventRoutes(app: AppInstance): Promise<void> {
  // Before validation: comma lists become the arrays the schemas describe. Machines and events
  // (`device_list[i].model_id`, `event_list[i].event_id`) arrive as arrays of objects from the
  // query-string parser itself.
  app.addHook('preValidation', async (request) => {
    request.query = splitCommaLists(request.query as Record<string, unknown>, COMMA_LISTS);
  });

  app.get(
    '/eventIncidentStatus',
    {
      schema: schema(EventIncidentStatusResponse, {
        summary: 'Active incidents (incident_class 1) of the caller’s machines, newest first by default',
        description: QUERY_FORMS,
        querystring: EventIncidentStatusQuery,
      }),
    },
    async (request) => eventIncidentStatus(app.db, await scopeOf(app, request), request.query),
  );

  app.get(
    '/eventIncidentHistory',
    {
      schema: schema(EventIncidentHistoryResponse, {
        summary: 'Incidents that occurred in a period: still active (1) or recovered (3)',
        description:
          `${QUERY_FORMS} event_time_from/to filter the occurrence time. The annual-inspection look-up is ` +
          'get_class=4&sort=-event_time&event_level=1&max_number=1&event_list[0].event_id=…&model_id=…&serial_no=…&event_time_from=…',
        querystring: EventIncidentHistoryQuery,
      }),
    },
    async (request) => eventIncidentHistory(app.db, await scopeOf(app, request), request.query),
  );

  app.get(
    '/eventHistory',
    {
      schema: schema(EventHistoryResponse, {
        summary:
          'Every edge of the event bits: occurred (1) and recovered (2), all levels including 0 (panel lamps)',
        description: QUERY_FORMS,
        querystring: EventHistoryQuery,
      }),
    },
    async (request) => eventHistory(app.db, await scopeOf(app, request), request.query),
  );
}
