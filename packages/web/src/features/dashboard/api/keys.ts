/** Query keys of the dashboard's own calls (its uses of the alarm-event calls). */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  annualInspections: (groupId: string) => [...dashboardKeys.all, 'annual-inspections', groupId] as const,
};
