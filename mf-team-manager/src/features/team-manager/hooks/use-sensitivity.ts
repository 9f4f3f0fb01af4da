import { useCallback } from 'react';
import { SensitivityResultShape, type SensitivityRequestInput, type SensitivityResultPayload } from '@draftroom/contracts';
import { shapeChecked, startSolverJob, useSolverJob } from '@draftroom/ui';

const GENERIC = 'The sensitivity analysis could not run. Please try again.';

/** One sensitivity analysis (issue 30): a job of N noisy solves, polled, with progress and cancel. */
export function useSensitivity() {
  const job = useSolverJob<SensitivityResultPayload>(shapeChecked(SensitivityResultShape), GENERIC);
  const { start: startJob } = job;
  const start = useCallback((body: SensitivityRequestInput) => startJob(() => startSolverJob('/api/solver/sensitivity', body)), [startJob]);
  return { state: job.state, start, cancel: job.cancel, reset: job.reset };
}
