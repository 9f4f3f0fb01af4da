import { useState } from 'react';
import type { SavePlanResult } from '@draftroom/contracts';
import type { PlanState, PlayerLookup } from '@draftroom/domain';
import { ApiRequestError, toast } from '@draftroom/ui';
import { useSavePlanMutation, type PlanStartsFrom, type SavePlanVariables } from '../api/save-plan';

/** Spec 7, POST /api/save-fpl-plan: the toasts, word for word. */
export const SAVE_PLAN_TOASTS = {
  success: (name: string) => ({ title: 'Plan Saved Successfully', description: `Your plan "${name}" has been saved.`, variant: 'success' as const }),
  failure: { title: 'Failed to Save Plan', description: 'An error occurred while saving your plan. Please try again.', variant: 'destructive' as const },
};

/**
 * Saving a plan from the Team Manager, for a real team and for a plan from a draft alike: the
 * spec's toasts, and the server's sentence for a refused plan (a 4xx says what to fix) kept
 * next to the form as `problem` rather than in the toast (decision 057).
 */
export function useSavePlan(startsFrom: PlanStartsFrom = 'team', lookup?: PlayerLookup) {
  const mutation = useSavePlanMutation();
  const [problem, setProblem] = useState<string>();

  /** `onSaved` gets the answer: the plan's id and its owner key (shown once). */
  const save = (plan: PlanState, planName: string, teamId: number, onSaved?: (saved: SavePlanResult) => void, replaces?: SavePlanVariables['replaces']) => {
    setProblem(undefined);
    mutation.mutate({ teamId, planName, plan, startsFrom, lookup, replaces }, {
      onSuccess: (saved) => {
        toast(SAVE_PLAN_TOASTS.success(planName));
        onSaved?.(saved);
      },
      onError: (err) => {
        toast(SAVE_PLAN_TOASTS.failure);
        if (err instanceof ApiRequestError && err.status < 500 && err.serverMessage) setProblem(err.serverMessage);
      },
    });
  };

  return { save, saving: mutation.isPending, problem, clearProblem: () => setProblem(undefined) };
}
