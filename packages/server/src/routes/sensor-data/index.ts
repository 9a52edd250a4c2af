import {
  LatestSensorDataBody,
  LatestSensorDataResponse,
  SensorDataBody,
  SensorDataResponse,
} from '@airsight/contracts';
import type { AppInstance } from '../../app.ts';
import { ErrorRef, READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { latestSensorDataJson, sensorData } from '../../services/sensor-data.ts';

/** Errors: bad input, no session, a missing CSRF token, no visible machine among those asked for. */
const schema = schemasOf('sensor-data-file-mgt', { ...READ_ERRORS, 403: ErrorRef });

/**
 * Main API sensor-data calls (part 1 §7, part 2 §7). They are POSTs that only read: a browser session
 * still sends the CSRF token, as on every POST.
 */
export async function sensorDataRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/getLatestSensorData',
    {
      schema: schema(LatestSensorDataResponse, {
        summary: 'The latest values of machines (from the latest-value table, never a scan of history)',
        description:
          'Raw register values, double words combined. Machines the caller cannot see are left out; ' +
          'when none of them is visible the answer is 404. A machine that never sent data answers with ' +
          'lastMeasureTime null and an empty timeList.',
        body: LatestSensorDataBody,
      }),
    },
    // Already JSON of the response schema (the service writes it for thousands of machines): sent as it is.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await latestSensorDataJson(app.db, await scopeOf(app, request), request.body)),
  );

  app.post(
    '/getSensorData',
    {
      schema: schema(SensorDataResponse, {
        summary: 'The history of machines’ sensors in a period: raw, averaged, or M4 down-sampled',
        description:
          'At most 366 days per call and max_number (≤ 30,000) points over all series; `truncated` says ' +
          'that a series had more. round_kbn 1/2/3 average per minute/hour/day in the machine’s time zone. ' +
          'downsample {method: "m4", buckets: N} answers per bucket the first, last, minimum and maximum ' +
          'point of each series, computed in the database, so one call draws a one-year chart. ' +
          'Machines the caller cannot see are left out; none visible answers 404.',
        body: SensorDataBody,
      }),
    },
    async (request) => sensorData(app.db, await scopeOf(app, request), request.body),
  );
}
