/** Query keys of the maintenance family (GET /v1/maintenance/*). */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  advice: (groupId: string) => [...maintenanceKeys.all, 'advice', groupId] as const,
};
