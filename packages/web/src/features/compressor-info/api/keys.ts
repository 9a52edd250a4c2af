/** Query keys of the sensor-data family (POST /v1/sensor-data-file-mgt/*). */
export const sensorDataKeys = {
  all: ['sensor-data'] as const,
  latestOfMachine: (modelId: string, serialNo: string) =>
    [...sensorDataKeys.all, 'latest', modelId, serialNo] as const,
};
