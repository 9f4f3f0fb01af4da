/** What a screen needs to know about the data behind it: one TanStack query, or several combined. */
export interface QueryStatus {
  /** No data yet. */
  isPending: boolean;
  /** The first failure, or null. */
  error: unknown;
  refetch: () => unknown;
}

/**
 * Several queries seen as one: pending while any is, failed when any failed, and Retry asks
 * again only for what failed (everything when nothing did), so the data that did arrive stays.
 */
export function combineQueries(...queries: readonly QueryStatus[]): QueryStatus {
  const failed = queries.filter((q) => q.error);
  return {
    isPending: queries.some((q) => q.isPending),
    error: failed[0]?.error ?? null,
    refetch: () => Promise.all((failed.length > 0 ? failed : queries).map((q) => q.refetch())),
  };
}
