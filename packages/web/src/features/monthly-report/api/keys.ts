/** Query keys of MonthlyReport's calls (getSensorData's day sums, the report job's state). */
export const reportKeys = {
  sums: (machinesKey: string, month: string) =>
    ['sensor-data', 'monthly-report', machinesKey, month] as const,
  status: (statusId: string) => ['monthly-report', 'status', statusId] as const,
};
