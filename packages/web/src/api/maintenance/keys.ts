/** Query keys of the maintenance family (GET /v1/maintenance/*). */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  advice: (groupId: string, only: 'all' | 'recommended' = 'all') =>
    [...maintenanceKeys.all, 'advice', groupId, only] as const,
};
