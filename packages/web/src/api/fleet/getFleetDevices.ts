/**
 * Machines of a group and its subtree with the inputs of their status (GET /v1/fleet/devices; contracts
 * http/fleet.ts): one call answers a whole group. Status comes from the shared rules (deviceStatus of
 * @airsight/contracts/domain/status) judged against the server's clock.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fleetCalls } from '@airsight/contracts/http/calls/fleet';
import type { FleetDevicesResponse } from '@airsight/contracts/http/fleet';
import { api, type ClientAnswer } from '../../lib/api.ts';
import { fleetKeys } from './keys.ts';

export type FleetDevices = ClientAnswer<FleetDevicesResponse>;

export function getFleetDevices(groupId: string, signal?: AbortSignal): Promise<FleetDevices> {
  return api(fleetCalls.fleetDevices, { query: { device_group_id: groupId }, signal });
}

export interface FleetDevicesOptions {
  /** Refresh period (home cards: 60 s, HomeAdmin: 2 hours; part 1 §9). */
  refreshMs: number;
  /** Only log a failure, no snackbar (part 1 §8: device loading errors are only logged). */
  silent?: boolean;
}

/** A refresh that fails keeps the last answer on screen (the query keeps its data on error). */
export const fleetDevicesQuery = (groupId: string, { refreshMs, silent }: FleetDevicesOptions) =>
  queryOptions({
    queryKey: fleetKeys.devices(groupId),
    queryFn: ({ signal }) => getFleetDevices(groupId, signal),
    refetchInterval: refreshMs,
    enabled: groupId !== '',
    meta: { silent },
  });

export function useFleetDevices(groupId: string | undefined, options: FleetDevicesOptions) {
  return useQuery(fleetDevicesQuery(groupId ?? '', options));
}
