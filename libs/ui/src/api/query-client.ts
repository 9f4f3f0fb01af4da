import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec section 9: data never goes stale on its own, no retries, no refetch on
 * window focus, no polling. A query that must stay fresh (ownership) sets staleTime: 0 itself.
 * The shell creates the one client; remotes reach it through the shared react-query singleton.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
