/** Master-info calls (contracts http/master-info.ts). */
import type {
  DevicesQuery,
  DevicesResponse,
  UserDeviceAuthoritiesQuery,
  UserDeviceAuthoritiesResponse,
  UserDeviceGroupAuthoritiesQuery,
  UserDeviceGroupAuthoritiesResponse,
} from '../master-info.ts';
import type { CallSpec } from './spec.ts';

export const masterInfoCalls = {
  userDeviceGroupAuthorities: {
    path: '/v1/master-info/userDeviceGroupAuthorities',
  } as CallSpec<UserDeviceGroupAuthoritiesQuery, never, UserDeviceGroupAuthoritiesResponse>,
  userDeviceAuthorities: { path: '/v1/master-info/userDeviceAuthorities' } as CallSpec<
    UserDeviceAuthoritiesQuery,
    never,
    UserDeviceAuthoritiesResponse
  >,
  devices: { path: '/v1/master-info/devices' } as CallSpec<DevicesQuery, never, DevicesResponse>,
} as const;
