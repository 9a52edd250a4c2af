/** Query keys of the master-info family (GET /v1/master-info/*), for the shared calls and the features'. */
export const masterInfoKeys = {
  all: ['master-info'] as const,
  groupAuthorities: () => [...masterInfoKeys.all, 'userDeviceGroupAuthorities'] as const,
  machineAuthority: (modelId: string, serialNo: string) =>
    [...masterInfoKeys.all, 'userDeviceAuthorities', 'machine', modelId, serialNo] as const,
  groupMachines: (deviceGroupId: string) =>
    [...masterInfoKeys.all, 'userDeviceAuthorities', 'group', deviceGroupId] as const,
  device: (modelId: string, serialNo: string) =>
    [...masterInfoKeys.all, 'devices', modelId, serialNo] as const,
};

/** Master data changes rarely: keep it for five minutes. */
export const MASTER_STALE_MS = 5 * 60_000;
