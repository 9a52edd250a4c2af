/** Master-info calls (contracts http/master-info.ts). */
import type * as masterInfo from '../master-info.ts';
import { getCall, sendCall } from './spec.ts';

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
  /** The id goes in the path in place of `:id` (the web's `withId`). */
  putDevice: sendCall<masterInfo.DeviceUpdateBody, masterInfo.Device>('PUT', '/v1/master-info/devices/:id'),
} as const;
