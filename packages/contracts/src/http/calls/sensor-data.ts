/** Sensor-data calls (contracts http/sensor-data.ts). */
import type {
  LatestSensorDataBody,
  LatestSensorDataResponse,
  SensorDataBody,
  SensorDataResponse,
} from '../sensor-data.ts';
import type { CallSpec } from './spec.ts';

export const sensorDataCalls = {
  latestSensorData: { method: 'POST', path: '/v1/sensor-data-file-mgt/getLatestSensorData' } as CallSpec<
    never,
    LatestSensorDataBody,
    LatestSensorDataResponse
  >,
  sensorData: { method: 'POST', path: '/v1/sensor-data-file-mgt/getSensorData' } as CallSpec<
    never,
    SensorDataBody,
    SensorDataResponse
  >,
} as const;
