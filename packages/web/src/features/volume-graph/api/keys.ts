/** Query keys of VolumeGraph's sensor-data calls (POST /v1/sensor-data-file-mgt/getSensorData). */
export const volumeKeys = {
  all: ['sensor-data', 'volume'] as const,
  sums: (machinesKey: string, periodKey: string) => [...volumeKeys.all, machinesKey, periodKey] as const,
};
