import { queryOptions, useQueries } from '@tanstack/react-query';
import { OwnershipListShape, type OwnershipPeriodName } from '@draftroom/contracts';
import { combineOwnership, type OwnershipRow } from '@draftroom/domain';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/**
 * GET /api/selected-by?period=... (spec 7). Always refetched (stale time 0, refetch on mount).
 * The viewer's UTC offset travels along so 'today' starts at their own midnight.
 */
export const selectedByQuery = (period: OwnershipPeriodName, tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['/api/selected-by', { period, tzOffset }],
    queryFn: () => fetchJson(`/api/selected-by?period=${period}&tzOffset=${tzOffset}`, shapeChecked(OwnershipListShape)),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export interface OwnershipData {
  rows: OwnershipRow[] | undefined;
  isPending: boolean;
  /** Spec 8: any of the three failing fails the screen. */
  isError: boolean;
}

/** The three periods issued together and combined on the all-time list. */
export function useOwnership(): OwnershipData {
  return useQueries({
    queries: [selectedByQuery('all_time'), selectedByQuery('last_week'), selectedByQuery('today')],
    combine: ([allTime, lastWeek, today]) => ({
      rows: allTime.data && lastWeek.data && today.data ? combineOwnership(allTime.data, lastWeek.data, today.data) : undefined,
      isPending: allTime.isPending || lastWeek.isPending || today.isPending,
      isError: allTime.isError || lastWeek.isError || today.isError,
    }),
  });
}
