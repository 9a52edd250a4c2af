import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { alertMailDestinations } from '../../services/alert-mail.ts';
import { AlertMailDestinationsQuery, AlertMailDestinationsResponse } from '@airsight/contracts';

const schema = schemasOf('master-info', READ_ERRORS);

/** Main API alarm-mail destinations (/scadaapi/v1/master-info, spec part 2 §7); reading only for now. */
export async function alertMailRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/info_alertmail_destination_lists',
    {
      schema: schema(AlertMailDestinationsResponse, {
        summary: 'Alarm-mail destinations of the caller’s groups (source_flag 0) or machines (source_flag 1)',
        description:
          'source_type narrows to one group (device_group_id) or machine (modelId$serialNo); one the ' +
          'caller cannot see answers 404. updated narrows to destinations last changed by that user id.',
        querystring: AlertMailDestinationsQuery,
      }),
    },
    async (request) => alertMailDestinations(app.db, await scopeOf(app, request), request.query),
  );
}
