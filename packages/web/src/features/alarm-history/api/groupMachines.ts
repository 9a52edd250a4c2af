/**
 * The machines of a device group (GET /v1/master-info/userDeviceAuthorities?device_group_id, part 1 §7):
 * needed only when AlermHistory is opened for the 'unset' group without the machines in the router state
 * (a bookmark or a reload in a new tab), to work out which machines are in no user-defined group.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { UserDeviceAuthoritiesResponse, UserDeviceAuthority } from '../../master-info/api/types.ts';

export function useGroupMachines(deviceGroupId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['master-info', 'userDeviceAuthorities', 'group', deviceGroupId ?? ''] as const,
    queryFn: async ({ signal }): Promise<UserDeviceAuthority[] | null> => {
      const answer = await api<UserDeviceAuthoritiesResponse>('/v1/master-info/userDeviceAuthorities', {
        query: { device_group_id: deviceGroupId },
        suppressError: true,
        signal,
      });
      return answer?.user_device_authority_list ?? null;
    },
    staleTime: 5 * 60_000,
    enabled: enabled && Boolean(deviceGroupId),
  });
}
