/** Sensor-data calls (contracts http/sensor-data.ts). */
import type * as sensorData from '../sensor-data.ts';
import type { TrendCsvQuery } from '../trend-csv.ts';
import { getCall, sendCall, type UrlQuery } from './spec.ts';

export const sensorDataCalls = {
  latestSensorData: sendCall<sensorData.LatestSensorDataBody, sensorData.LatestSensorDataResponse>(
    'POST',
    '/v1/sensor-data-file-mgt/getLatestSensorData',
  ),
  sensorData: sendCall<sensorData.SensorDataBody, sensorData.SensorDataResponse>(
    'POST',
    '/v1/sensor-data-file-mgt/getSensorData',
  ),
  /**
   * The answer is the file itself (text/csv, as an attachment), streamed: a browser saves it by
   * following a link to this URL, never by reading it into memory.
   */
  trendCsv: getCall<UrlQuery<TrendCsvQuery>, string>('/v1/sensor-data-file-mgt/trendCsv'),
} as const;
