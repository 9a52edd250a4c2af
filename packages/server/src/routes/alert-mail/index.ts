import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, schemasOf, WRITE_ERRORS } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import {
  alertMailDestinations,
  createAlertMailDestinations,
  deleteAlertMailDestination,
  updateAlertMailDestination,
} from '../../services/alert-mail.ts';
import {
  AlertMailDestination,
  AlertMailDestinationIdParams,
  AlertMailDestinationsCreateBody,
  AlertMailDestinationsQuery,
  AlertMailDestinationsResponse,
  AlertMailDestinationUpdateBody,
} from '@airsight/contracts';

const readSchema = schemasOf('master-info', READ_ERRORS);
const writeSchema = schemasOf('master-info', WRITE_ERRORS);

const PATH = '/info_alertmail_destination_lists';
const WHO_WRITES =
  'A caller writes destinations of the groups and machines within their authorities (a plant user’s ALL ' +
  'is a destination of their own group); a group or machine outside them answers 404 and nothing is ' +
  'written.';

/** Main API alarm-mail destinations (/scadaapi/v1/master-info, spec part 2 §7). */
export async function alertMailRoutes(app: AppInstance): Promise<void> {
  app.get(
    PATH,
    {
      schema: readSchema(AlertMailDestinationsResponse, {
        summary: 'Alarm-mail destinations of the caller’s groups (source_flag 0) or machines (source_flag 1)',
        description:
          'source_type narrows to one group (device_group_id) or machine (modelId$serialNo); one the ' +
          'caller cannot see answers 404. updated narrows to destinations last changed by that user id.',
        querystring: AlertMailDestinationsQuery,
      }),
    },
    async (request) => alertMailDestinations(app.db, await scopeOf(app, request), request.query),
  );

  app.post(
    PATH,
    {
      schema: writeSchema(AlertMailDestinationsResponse, {
        summary: 'Add alarm-mail destinations (version 0), all or none',
        description:
          `${WHO_WRITES} An address already set for the same group or machine answers 409. ` +
          'inserted and updated are the signed-in user.',
        body: AlertMailDestinationsCreateBody,
      }),
    },
    async (request) => createAlertMailDestinations(app.db, await scopeOf(app, request), request.body),
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: writeSchema(AlertMailDestination, {
        summary: 'Change an alarm-mail destination',
        description:
          `Send the record with its changes and the version read; a stale version answers 409 and ` +
          `changes nothing. ${WHO_WRITES}`,
        params: AlertMailDestinationIdParams,
        body: AlertMailDestinationUpdateBody,
      }),
    },
    async (request) =>
      updateAlertMailDestination(app.db, await scopeOf(app, request), request.params.id, request.body),
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: writeSchema(AlertMailDestination, {
        summary: 'Remove an alarm-mail destination; answers the record as it was',
        description: WHO_WRITES,
        params: AlertMailDestinationIdParams,
      }),
    },
    async (request) => deleteAlertMailDestination(app.db, await scopeOf(app, request), request.params.id),
  );
}
