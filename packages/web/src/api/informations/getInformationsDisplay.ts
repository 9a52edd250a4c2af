/**
 * The announcements shown now (GET /api/getInformationsDisplay, part 1 §2, §7), for the announcement
 * dialog of every screen. Failures are only logged (part 2 §8: "notification call errors are only
 * logged").
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { informationCalls } from '@airsight/contracts/http/calls/informations';
import type { DisplayedInformation } from '@airsight/contracts/http/informations';
import { api } from '../../lib/api.ts';
import { informationKeys } from './keys.ts';

export type { DisplayedInformation };

/** Now in UTC as the call wants it: 'YYYY-MM-DD HH:mm:ss.SSSSSSS'. */
export const targetDateTime = (now: Date) => `${now.toISOString().replace('T', ' ').slice(0, 23)}0000`;

export async function getInformationsDisplay(signal?: AbortSignal): Promise<DisplayedInformation[]> {
  const answer = await api(informationCalls.informationsDisplay, {
    query: { targetDateTime: targetDateTime(new Date()) },
    signal,
  });
  return answer ?? [];
}

export function useInformationsDisplay(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: informationKeys.displayed,
      queryFn: ({ signal }) => getInformationsDisplay(signal),
      enabled,
      staleTime: Infinity,
      meta: { silent: true },
    }),
  );
}
