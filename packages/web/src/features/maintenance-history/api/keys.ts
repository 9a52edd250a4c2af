/** Query keys of the service-record family (GET /api/getSmartpassReports, /api/getSmartpassReportFile). */
export const serviceRecordKeys = {
  all: ['service-records'] as const,
  reports: (equipmentNo: string) => [...serviceRecordKeys.all, 'reports', equipmentNo] as const,
};
