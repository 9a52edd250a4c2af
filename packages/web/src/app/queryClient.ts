import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';
import { showError } from '../lib/snackbar.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silent`: a failure is only logged, no snackbar (part 1 §8: loading errors of some calls). */
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

/**
 * The one place where a failed call reaches the user (part 1 §8): the server's message in the snackbar
 * for 5 seconds, unless the call is marked silent, the session is gone (the user is on the way to
 * Login) or the browser is offline (the offline notice says so). Every failure is logged.
 */
function reportFailure(error: unknown, meta: { silent?: boolean } | undefined): void {
  if (error instanceof ApiError) {
    console.warn(`[api] ${error.message}`, { status: error.status, code: error.code });
    if (error.shouldShow && !meta?.silent) showError(error.message);
    return;
  }
  console.error('[query] failed', error);
}

/**
 * One cache for the app. Queries are not retried (a failure is shown at once; screens that refresh say so
 * themselves with refetchInterval), and a failed refresh keeps the last answer on screen.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
  }),
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
