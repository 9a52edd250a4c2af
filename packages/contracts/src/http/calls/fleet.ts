/** Fleet calls (contracts http/fleet.ts). */
import type * as fleet from '../fleet.ts';
import { getCall } from './spec.ts';

export const fleetCalls = {
  fleetDevices: getCall<fleet.FleetDevicesQuery, fleet.FleetDevicesResponse>('/v1/fleet/devices'),
  groupSummaries: getCall<fleet.GroupSummariesQuery, fleet.GroupSummariesResponse>(
    '/v1/fleet/groupSummaries',
  ),
} as const;
