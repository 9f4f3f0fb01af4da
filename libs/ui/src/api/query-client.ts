import { QueryClient } from '@tanstack/react-query';

/**
 * Query defaults of spec section 9: data never goes stale on its own, no retries, no refetch on
 * window focus, no polling. A query that must stay fresh (ownership) sets staleTime: 0 itself.
 * The shell creates the one client; remotes reach it through the shared react-query singleton.
 *
 * Every change of a query's result re-renders the components using it (`notifyOnChangeProps:
 * 'all'`), not only changes of the fields read so far (TanStack Query's tracked props). A result
 * handed down as a prop, whose pending and error states a child reads only later, was otherwise
 * never redrawn for a failure landing in between: Compare showed "Loading players..." with
 * nothing in flight (3 e2e runs in 20). The extra renders are the rare refetches' isFetching flips.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        notifyOnChangeProps: 'all',
      },
      mutations: { retry: false },
    },
  });
}
