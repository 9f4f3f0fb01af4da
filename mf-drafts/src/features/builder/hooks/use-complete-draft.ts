import { useCallback } from 'react';
import { BestDraftResultShape, type BestDraftRequestInput, type BestDraftResultPayload } from '@draftroom/contracts';
import { shapeChecked, startSolverJob, useSolverJob, type SolverJobView } from '@draftroom/ui';

const GENERIC = 'The solver could not complete the draft. Please try again.';

export type CompleteDraftState = SolverJobView<BestDraftResultPayload>;

export interface CompleteDraftOptions {
  locked: number[];
  excluded: number[];
  horizon: number;
}

/**
 * One "Complete draft" solve (the shared solver job hook): the result goes to `onResult`
 * (the builder fills the pitch with it).
 */
export function useCompleteDraft(onResult: (result: BestDraftResultPayload) => void) {
  const job = useSolverJob(shapeChecked(BestDraftResultShape), GENERIC, onResult);
  const { start: startJob } = job;
  const start = useCallback((options: CompleteDraftOptions) => {
    const body: BestDraftRequestInput = options;
    startJob(() => startSolverJob('/api/solver/best-draft', body));
  }, [startJob]);
  return { state: job.state, start, cancel: job.cancel, reset: job.reset };
}
