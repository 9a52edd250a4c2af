import { SensorsQuery, SensorsResponse } from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { scopeOf } from '../scope.ts';
import { sensors } from '../../services/master-info.ts';
import { READ_ERRORS, TAGS } from './common.ts';

/** GET /sensors: the register map of one of the caller's machines, from the model catalogue. */
export async function sensorRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/sensors',
    {
      schema: {
        tags: TAGS,
        summary: 'Register and sensor definitions of one machine’s model',
        querystring: SensorsQuery,
        response: { 200: SensorsResponse, ...READ_ERRORS },
      },
    },
    async (request) => sensors(app.db, await scopeOf(app, request), request.query),
  );
}
