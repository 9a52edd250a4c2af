import { SensorsQuery, SensorsResponse } from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { scopeOf } from '../scope.ts';
import { sensors } from '../../services/master-info.ts';
import { readSchema } from './common.ts';

/** GET /sensors: the register map of one of the caller's machines, from the model catalogue. */
export async function sensorRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/sensors',
    {
      schema: readSchema(SensorsResponse, {
        summary: 'Register and sensor definitions of one machine’s model',
        querystring: SensorsQuery,
      }),
    },
    async (request) => sensors(app.db, await scopeOf(app, request), request.query),
  );
}
