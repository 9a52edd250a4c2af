/**
 * The session (GET /auth/session): loaded once at start and kept in the query cache. It carries the
 * signed-in user (part 1 §3, §6), the CSRF token for writes and the environment title of the header.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@airsight/contracts';
import { sessionCall } from '@airsight/contracts/http/calls/session';
import { api } from '../../lib/api.ts';
import { sessionKeys } from './keys.ts';

/** Kept for the whole page; a failure shows its reason and the guard offers to try again. */
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.session,
    queryFn: () => api(sessionCall),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useSession() {
  return useQuery(sessionQueryOptions());
}

/** The cached session, for the API client's CSRF header. */
export function cachedSession(queryClient: QueryClient): SessionInfo | undefined {
  return queryClient.getQueryData(sessionKeys.session);
}

/** The session has ended (401): keep the environment and links, drop the user and every cached answer. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.session[0] });
  queryClient.setQueryData<SessionInfo>(sessionKeys.session, (previous) => ({
    environment: previous?.environment ?? 'production',
    environmentTitle: previous?.environmentTitle ?? '',
    helpUrl: previous?.helpUrl ?? '',
    changePasswordUrl: previous?.changePasswordUrl ?? null,
    authenticated: false,
    user: null,
    csrfToken: null,
    signedInAt: null,
  }));
}
