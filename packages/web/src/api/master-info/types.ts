/**
 * Answers of the master-info calls (part 1 §7, part 2 §7), as the contracts define them, with the API
 * client's rule applied: an empty `*_list` arrives as null.
 */
import type {
  UserDeviceAuthoritiesResponse as UserDeviceAuthoritiesWire,
  UserDeviceGroupAuthoritiesResponse as UserDeviceGroupAuthoritiesWire,
} from '@airsight/contracts';
import type { EmptyListsAsNull } from '../../lib/http.ts';

export type { UserDeviceAuthority, UserDeviceGroupAuthority } from '@airsight/contracts';

export type UserDeviceGroupAuthoritiesResponse = EmptyListsAsNull<UserDeviceGroupAuthoritiesWire>;
export type UserDeviceAuthoritiesResponse = EmptyListsAsNull<UserDeviceAuthoritiesWire>;
