import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavePlanResultSchema, type SaveFplPlan } from '@draftroom/contracts';
import { postJson } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from '../../../lib/query-keys';

/** POST /api/save-fpl-plan (spec 7): the Team Manager's plan with formations and elevens. */
export const saveFplPlan = (payload: SaveFplPlan) => postJson('/api/save-fpl-plan', payload, SavePlanResultSchema);

export function useSaveFplPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFplPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY }),
  });
}
