import { useState } from 'react';
import type { PlanState } from '@draftroom/domain';
import { ApiRequestError, toast } from '@draftroom/ui';
import { useSavePlanMutation, type PlanStartsFrom } from '../api/save-plan';

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
export function useSavePlan(startsFrom: PlanStartsFrom = 'team') {
  const mutation = useSavePlanMutation();
  const [problem, setProblem] = useState<string>();

  const save = (plan: PlanState, planName: string, teamId: number, onSaved?: () => void) => {
    setProblem(undefined);
    mutation.mutate({ teamId, planName, plan, startsFrom }, {
      onSuccess: () => {
        toast(SAVE_PLAN_TOASTS.success(planName));
        onSaved?.();
      },
      onError: (err) => {
        toast(SAVE_PLAN_TOASTS.failure);
        if (err instanceof ApiRequestError && err.status < 500 && err.serverMessage) setProblem(err.serverMessage);
      },
    });
  };

  return { save, saving: mutation.isPending, problem, clearProblem: () => setProblem(undefined) };
}
