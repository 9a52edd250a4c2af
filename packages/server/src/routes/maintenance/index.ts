import { MaintenanceAdviceQuery, MaintenanceAdviceResponse } from '@airsight/contracts/http/maintenance';
import type { AppInstance } from '../../app.ts';
import { READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { maintenanceAdviceOf } from '../../services/maintenance-advice.ts';

const schema = schemasOf('maintenance', READ_ERRORS);

/** The maintenance advice (our own call; contracts http/maintenance.ts, docs/maintenance.md). */
export async function maintenanceRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/advice',
    {
      schema: schema(MaintenanceAdviceResponse, {
        summary: 'The maintenance advice of every machine of a group and its subtree',
        description:
          'Status (notice, warning, danger), latest service, days and running hours since it, next due ' +
          'points, forecast date, and whether the signed-in user dismissed it for 30 days, by the rules of ' +
          'docs/maintenance.md at the server’s clock (judgedAt). A device_group_id the caller cannot see ' +
          'answers 404.',
        querystring: MaintenanceAdviceQuery,
      }),
    },
    async (request) => maintenanceAdviceOf(app.db, await scopeOf(app, request), request.query),
  );
}
