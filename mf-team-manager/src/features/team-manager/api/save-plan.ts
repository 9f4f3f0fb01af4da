import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavePlanResultSchema, type SaveFplPlan } from '@draftroom/contracts';
import { planRecords, type PlanState } from '@draftroom/domain';
import { postJson } from '@draftroom/ui';
import { SAVED_PLANS_KEY } from '../../../shared/api/query-keys';

/**
 * The one client call that saves a plan, whichever way it started (a real team or a saved
 * draft): POST /api/save-fpl-plan (spec 7) with formations and elevens (decision 057).
 */
export const savePlan = (teamId: number, planName: string, plan: PlanState) =>
  postJson('/api/save-fpl-plan', { teamId, planName, ...planRecords(plan) } satisfies SaveFplPlan, SavePlanResultSchema);

export interface SavePlanVariables {
  teamId: number;
  planName: string;
  plan: PlanState;
}

/** The mutation behind every Save Plan button; a success refreshes the Saved Plans searches. */
export function useSavePlanMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ teamId, planName, plan }: SavePlanVariables) => savePlan(teamId, planName, plan),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_PLANS_KEY }),
  });
}
