/**
 * The maintenance advice of every machine of a group and its subtree (GET /v1/maintenance/advice;
 * contracts http/maintenance.ts): status, forecast date and the signed-in user's 30-day dismissal, judged
 * on the server with the shared rules. One call per group, kept for a few minutes and shared by the
 * maintenance-recommendation dialog and the HomeConsumer cards.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { maintenanceCalls } from '@airsight/contracts/http/calls/maintenance';
import type { MaintenanceAdviceResponse } from '@airsight/contracts/http/maintenance';
import { api, type ClientAnswer } from '../../lib/api.ts';
import { maintenanceKeys } from './keys.ts';

export type MaintenanceAdvice = ClientAnswer<MaintenanceAdviceResponse>;
export type MaintenanceAdviceItem = MaintenanceAdvice['items'][number];

/** The advice changes with service records and running hours: hours, not seconds. */
const STALE_MS = 5 * 60_000;

/** 'recommended': only what the maintenance-recommendation dialog lists (the header's small answer). */
export type AdviceSelection = 'all' | 'recommended';

export function getMaintenanceAdvice(
  groupId: string,
  only: AdviceSelection,
  signal?: AbortSignal,
): Promise<MaintenanceAdvice> {
  const query = only === 'recommended' ? { device_group_id: groupId, only } : { device_group_id: groupId };
  return api(maintenanceCalls.maintenanceAdvice, { query, signal });
}

export const maintenanceAdviceQuery = (groupId: string, only: AdviceSelection = 'all') =>
  queryOptions({
    queryKey: maintenanceKeys.advice(groupId, only),
    queryFn: ({ signal }) => getMaintenanceAdvice(groupId, only, signal),
    staleTime: STALE_MS,
    enabled: groupId !== '',
    // A card's icon or the header badge missing is no reason for a snackbar; the failure is logged.
    meta: { silent: true },
  });

export function useMaintenanceAdvice<T = MaintenanceAdvice>(
  groupId: string | undefined,
  select?: (advice: MaintenanceAdvice) => T,
  only: AdviceSelection = 'all',
) {
  return useQuery({ ...maintenanceAdviceQuery(groupId ?? '', only), select });
}
