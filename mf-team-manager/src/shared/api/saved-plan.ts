import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedPlanShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from './query-keys';

/** GET /api/saved-plans/{id}: one plan with every planned gameweek. */
export const savedPlanQuery = (id: number) =>
  queryOptions({
    queryKey: [...SAVED_PLANS_KEY, id],
    queryFn: () => fetchJson(`/api/saved-plans/${id}`, shapeChecked(SavedPlanShape)),
  });

export const useSavedPlan = (id: number | undefined) => useQuery({ ...savedPlanQuery(id ?? 0), enabled: id != null });
