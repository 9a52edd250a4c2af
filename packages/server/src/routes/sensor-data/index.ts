import { Readable } from 'node:stream';
import {
  LatestSensorDataBody,
  LatestSensorDataResponse,
  SensorDataBody,
  SensorDataResponse,
  TrendCsvQuery,
} from '@airsight/contracts';
import { FileAnswer } from '@airsight/contracts/http/files';
import type { AppInstance } from '../../app.ts';
import { splitCommaLists } from '../query-string.ts';
import { ErrorRef, READ_ERRORS, schemasOf } from '../schema.ts';
import { scopeOf } from '../scope.ts';
import { latestSensorDataJson, sensorData } from '../../services/sensor-data.ts';
import { trendCsvFile } from '../../services/trend-csv.ts';

const TAG = 'sensor-data-file-mgt';
/** Errors: bad input, no session, a missing CSRF token, no visible machine among those asked for. */
const schema = schemasOf(TAG, { ...READ_ERRORS, 403: ErrorRef });
/** A GET: no CSRF token. */
const fileSchema = schemasOf(TAG, READ_ERRORS);
/** The answer of a file download: the CSV itself. */
const CSV_FILE = FileAnswer(
  'the CSV file (UTF-8 with a BOM, RFC 4180, every field quoted), as an attachment',
  'text/csv',
);

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

  app.get(
    '/trendCsv',
    {
      preValidation: async (request) => {
        // `sensor_id=a,b` (one text) and repeated keys both become one list for the schema.
        request.query = splitCommaLists(request.query as Record<string, unknown>, [
          'sensor_id',
        ]) as typeof request.query;
      },
      schema: fileSchema(CSV_FILE, {
        summary: 'The trend graph’s CSV file: every sample of one machine in a period (ours)',
        description:
          'text/csv as an attachment named YYYYMMDD.csv (today in time_zone, else in the machine’s zone). ' +
          'One row per sample that has a value for at least one of the sensors, oldest first: the time in ' +
          'the machine’s zone (else time_zone’s, else UTC), titled with its UTC offset, then one column ' +
          'per sensor, titled with its label and unit in the locale, the value as the trend graph shows ' +
          'it (scaled, the locale’s decimals), empty where the sample has none. At most 366 days; sensors ' +
          'must be trend sensors of the model (400 otherwise); a machine the caller cannot see answers ' +
          '404. The file is streamed as it is read: a year of 1-minute samples is about 26 MB.',
        querystring: TrendCsvQuery,
        produces: ['text/csv'],
      }),
    },
    async (request, reply) => {
      const file = await trendCsvFile(app.db, await scopeOf(app, request), request.query);
      // A file of digits and the machine's zone: no name to escape. Fastify pipes the stream with
      // back-pressure and destroys it when the caller goes away, which ends the query.
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(file.lines, { objectMode: false }));
    },
  );
}
