import {
  FleetDevicesQuery,
  FleetDevicesResponse,
  GroupSummariesQuery,
  GroupSummariesResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { fleetDevicesJson, groupSummaries } from '../../services/fleet.ts';

const schema = schemasOf('fleet', READ_ERRORS);

/**
 * The fleet calls (our own; contracts http/fleet.ts): a whole group in one round trip, for HomeConsumer,
 * HomeAdmin and the map. Every call needs a signed-in user and answers only within their authorities.
 */
export async function fleetRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/devices',
    {
      schema: schema(FleetDevicesResponse, {
        summary: 'Every machine of a group and its subtree with the inputs of its status',
        description:
          'Default: every group the caller may see. Latest values come from the latest-value table ' +
          '(never a scan of history): last_measure_time (14 digits, UTC), status_word (sn_D027), ' +
          'running_hours (sn_D020_021). Ordered by optional_info_2, then serial_no. A device_group_id ' +
          'the caller cannot see answers 404. Send Accept-Encoding: gzip or br: 10,000 machines are ~5 MB.',
        querystring: FleetDevicesQuery,
      }),
    },
    async (request, reply) => {
      const body = await fleetDevicesJson(app.db, await scopeOf(app, request), request.query);
      // Already JSON of the response schema (services/fleet.ts writes it): sent as it is.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/groupSummaries',
    {
      schema: schema(GroupSummariesResponse, {
        summary: 'The counts of part 1 §2 for each child group of a group, over the child’s subtree',
        description:
          'Status by the shared rules (connected under 160 minutes, bits of sn_D027 per model) at the ' +
          'server’s clock (server_time). Alarm counts include connected machines only. A device_group_id ' +
          'the caller cannot see answers 404.',
        querystring: GroupSummariesQuery,
      }),
    },
    async (request) => groupSummaries(app.db, await scopeOf(app, request), request.query),
  );
}
