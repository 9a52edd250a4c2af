/** Query keys of the user-defined groups family (GET /api/getGroups). */
export const groupKeys = {
  all: ['groups'] as const,
  byDeviceGroup: (deviceGroupId: string) => [...groupKeys.all, 'byDeviceGroup', deviceGroupId] as const,
};
