import { QueryClient } from '@tanstack/react-query';

/**
 * One cache for the app. The API client already tells the user about failures and answers null, so
 * queries are not retried; screens that refresh say so themselves (refetchInterval).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
