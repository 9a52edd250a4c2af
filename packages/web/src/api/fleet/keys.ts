/** Query keys of the fleet family (GET /v1/fleet/*). */
export const fleetKeys = {
  all: ['fleet'] as const,
  devicesOfAll: () => [...fleetKeys.all, 'devices'] as const,
  devices: (groupId: string) => [...fleetKeys.devicesOfAll(), groupId] as const,
  summaries: (groupId: string) => [...fleetKeys.all, 'groupSummaries', groupId] as const,
};
