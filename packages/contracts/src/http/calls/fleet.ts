/** Fleet calls (contracts http/fleet.ts). */
import type {
  FleetDevicesQuery,
  FleetDevicesResponse,
  GroupSummariesQuery,
  GroupSummariesResponse,
} from '../fleet.ts';
import type { CallSpec } from './spec.ts';

export const fleetCalls = {
  fleetDevices: { path: '/v1/fleet/devices' } as CallSpec<FleetDevicesQuery, never, FleetDevicesResponse>,
  groupSummaries: { path: '/v1/fleet/groupSummaries' } as CallSpec<
    GroupSummariesQuery,
    never,
    GroupSummariesResponse
  >,
} as const;
