import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedPlanListShape, teamIdParamProblem } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from '../../../shared/api/query-keys';

export interface PlanFilters {
  teamId: string;
  name: string;
  /** A plan's owner key from its private link: that plan is listed first (decision 101). */
  key?: string;
}

/**
 * Why the typed team ID cannot be searched for (digits only, 1 or more), or undefined when it can
 * or is blank. Such an ID never reaches the API: the field shows this next to it (decision 058).
 */
export function teamIdProblem(text: string): string | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  if (!/^\d+$/.test(value)) return 'Team ID must be a whole number (digits only)';
  return teamIdParamProblem(value);
}

/** The filters a search can use: an unusable team ID is left out. */
export const usableFilters = (f: PlanFilters): PlanFilters => ({
  teamId: teamIdProblem(f.teamId) ? '' : f.teamId.trim(),
  name: f.name.trim(),
  ...(f.key ? { key: f.key } : {}),
});

export const hasFilter = (f: PlanFilters) => {
  const usable = usableFilters(f);
  return usable.teamId !== '' || usable.name !== '';
};

/** Spec 7: a failed search reads 'Failed to fetch saved plans' (the server's reason travels as the cause). */
export async function getSavedPlans(filters: PlanFilters) {
  const { teamId, name, key } = usableFilters(filters);
  const query = new URLSearchParams();
  if (teamId) query.set('teamId', teamId);
  if (name) query.set('name', name);
  if (key) query.set('key', key);
  try {
    return await fetchJson(`/api/saved-plans?${query}`, shapeChecked(SavedPlanListShape));
  } catch (cause) {
    throw new Error('Failed to fetch saved plans', { cause });
  }
}

/** The filters a Saved Plans address brings: /saved-plans?teamId=1001&key=... (the private link's). */
export function filtersFromAddress(search = typeof window === 'undefined' ? '' : window.location.search): PlanFilters {
  const params = new URLSearchParams(search);
  const key = params.get('key') ?? undefined;
  return { teamId: params.get('teamId') ?? '', name: '', ...(key ? { key } : {}) };
}

/** GET /api/saved-plans?teamId=&name=: only once a filter is typed (spec 4). */
export const savedPlansQuery = (filters: PlanFilters) =>
  queryOptions({
    queryKey: [...SAVED_PLANS_KEY, usableFilters(filters)],
    queryFn: () => getSavedPlans(filters),
    enabled: hasFilter(filters),
  });

export const useSavedPlans = (filters: PlanFilters) => useQuery(savedPlansQuery(filters));
