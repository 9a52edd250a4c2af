/**
 * Every group the user may see (GET /v1/master-info/userDeviceGroupAuthorities, part 1 §7): the whole
 * authority list, loaded once. Loading errors are only logged (part 1 §8).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { masterInfoCalls } from '@airsight/contracts/http/calls/master-info';
import { api } from '../../lib/api.ts';
import { MASTER_STALE_MS, masterInfoKeys } from './keys.ts';
import type { UserDeviceGroupAuthority } from './types.ts';

export async function getGroupAuthorities(signal?: AbortSignal): Promise<UserDeviceGroupAuthority[] | null> {
  const answer = await api(masterInfoCalls.userDeviceGroupAuthorities, { signal });
  return answer.user_device_group_authority_list;
}

export const groupAuthoritiesQuery = (enabled = true) =>
  queryOptions({
    queryKey: masterInfoKeys.groupAuthorities(),
    queryFn: ({ signal }) => getGroupAuthorities(signal),
    staleTime: MASTER_STALE_MS,
    enabled,
    meta: { silent: true },
  });

export function useGroupAuthorities(enabled = true) {
  return useQuery(groupAuthoritiesQuery(enabled));
}
