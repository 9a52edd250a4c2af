/** Master-info calls (contracts http/master-info.ts). */
import type * as masterInfo from '../master-info.ts';
import { getCall } from './spec.ts';

export const masterInfoCalls = {
  userDeviceGroupAuthorities: getCall<
    masterInfo.UserDeviceGroupAuthoritiesQuery,
    masterInfo.UserDeviceGroupAuthoritiesResponse
  >('/v1/master-info/userDeviceGroupAuthorities'),
  userDeviceAuthorities: getCall<
    masterInfo.UserDeviceAuthoritiesQuery,
    masterInfo.UserDeviceAuthoritiesResponse
  >('/v1/master-info/userDeviceAuthorities'),
  devices: getCall<masterInfo.DevicesQuery, masterInfo.DevicesResponse>('/v1/master-info/devices'),
} as const;
