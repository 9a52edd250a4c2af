/** Query keys of the trend graph's calls (within the sensor-data family, POST /v1/sensor-data-file-mgt/*). */
export const trendKeys = {
  all: ['sensor-data', 'trend'] as const,
  sensorData: (modelId: string, serialNo: string, fromMs: number, toMs: number, buckets: number) =>
    [...trendKeys.all, modelId, serialNo, fromMs, toMs, buckets] as const,
};
