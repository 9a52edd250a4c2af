import type { AppInstance } from '../../app.ts';
import { WRITE_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { addLogs, getLogs } from '../../services/operation-log.ts';
import { AddLogsBody, AddLogsResponse, GetLogsBody, GetLogsResponse } from '@airsight/contracts';
import { OPERATION_LOG_MAX_ROWS } from '@airsight/contracts/domain/operation-log';

const schema = schemasOf('operation-log', WRITE_ERRORS);

/** The operation log's second-backend calls (/api, spec part 1 §7, part 2 §7). */
export async function operationLogRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/addLogs',
    {
      config: { specialAdmin: true },
      schema: schema(AddLogsResponse, {
        summary: 'Records an operation that only the client knows of (its CSV downloads, the monthly report)',
        description:
          'Any signed-in user. The signed-in user is recorded (the body’s userId is ignored); a device ' +
          'group the caller cannot see answers 404 and nothing is written; its names are taken from the ' +
          'server’s master data.',
        body: AddLogsBody,
      }),
    },
    async (request) => addLogs(app.db, await scopeOf(app, request), request.body),
  );

  app.post(
    '/getLogs',
    {
      config: { specialAdminOnly: true },
      schema: schema(GetLogsResponse, {
        summary: 'Searches the operation log (the special administrator only; others 403)',
        description:
          'Substring matches (case-insensitive) on the user id and on the device group name in ' +
          'localeId’s language, datetimeFrom and datetimeTo inclusive; a from after the to answers 400. ' +
          `Newest first, at most ${OPERATION_LOG_MAX_ROWS.toLocaleString('en')} entries; truncated says when more matched.`,
        body: GetLogsBody,
      }),
    },
    async (request) => getLogs(app.db, request.body),
  );
}
