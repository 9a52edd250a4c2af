/** Records of the master-info calls (part 1 §7, part 2 §7), as the contracts define them. */
export type { UserDeviceAuthority, UserDeviceGroupAuthority } from '@airsight/contracts';
