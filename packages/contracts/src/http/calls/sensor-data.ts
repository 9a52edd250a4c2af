/** Sensor-data calls (contracts http/sensor-data.ts). */
import type * as sensorData from '../sensor-data.ts';
import { sendCall } from './spec.ts';

export const sensorDataCalls = {
  latestSensorData: sendCall<sensorData.LatestSensorDataBody, sensorData.LatestSensorDataResponse>(
    'POST',
    '/v1/sensor-data-file-mgt/getLatestSensorData',
  ),
  sensorData: sendCall<sensorData.SensorDataBody, sensorData.SensorDataResponse>(
    'POST',
    '/v1/sensor-data-file-mgt/getSensorData',
  ),
} as const;
