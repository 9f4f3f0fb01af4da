import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedPlanListSchema } from '@draftroom/contracts';
import { fetchJson } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from '../../../lib/query-keys';

export interface PlanFilters {
  teamId: string;
  name: string;
}

const hasFilter = (f: PlanFilters) => f.teamId.trim() !== '' || f.name.trim() !== '';

/** Spec 7: a failed search reads 'Failed to fetch saved plans' (the server's reason travels as the cause). */
export async function getSavedPlans(filters: PlanFilters) {
  const query = new URLSearchParams();
  if (filters.teamId.trim()) query.set('teamId', filters.teamId.trim());
  if (filters.name.trim()) query.set('name', filters.name.trim());
  try {
    return await fetchJson(`/api/saved-plans?${query}`, SavedPlanListSchema);
  } catch (cause) {
    throw new Error('Failed to fetch saved plans', { cause });
  }
}

/** GET /api/saved-plans?teamId=&name=: only once a filter is typed (spec 4). */
export const savedPlansQuery = (filters: PlanFilters) =>
  queryOptions({
    queryKey: [...SAVED_PLANS_KEY, { teamId: filters.teamId.trim(), name: filters.name.trim() }],
    queryFn: () => getSavedPlans(filters),
    enabled: hasFilter(filters),
  });

export const useSavedPlans = (filters: PlanFilters) => useQuery(savedPlansQuery(filters));
