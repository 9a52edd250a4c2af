/**
 * The session (GET /auth/session): loaded once at start and kept in the TanStack Query cache. It carries
 * the signed-in user (part 1 §3, §6), the CSRF token for writes and the environment title of the header.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionInfo } from '@airsight/contracts';
import { api } from '../../../lib/api.ts';
import { clearRememberedRoute } from '../returnTo.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

export async function fetchSession(): Promise<SessionInfo> {
  const session = await api<SessionInfo>('/auth/session');
  // The API client has already shown the reason; the guard offers to try again.
  if (!session) throw new Error('the session could not be loaded');
  return session;
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSession,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The session has ended (401): keep the environment, drop the user and every cached answer. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<SessionInfo>(SESSION_QUERY_KEY, (previous) => ({
    environment: previous?.environment ?? 'production',
    environmentTitle: previous?.environmentTitle ?? '',
    authenticated: false,
    user: null,
    csrfToken: null,
  }));
}

/**
 * Log out (part 1 §4): the server ends the portal session and answers where to go to end the provider's
 * session too; that page brings the user back to /Login.
 */
export async function logout(queryClient: QueryClient): Promise<void> {
  const answer = await api<{ redirectTo: string }>('/auth/logout', { method: 'POST', loading: true });
  if (!answer) return;
  clearRememberedRoute();
  queryClient.clear();
  window.location.assign(answer.redirectTo || '/Login');
}
