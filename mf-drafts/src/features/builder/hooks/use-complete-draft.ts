import { useCallback, useEffect, useRef, useState } from 'react';
import { BestDraftResultShape, type BestDraftResultPayload, type SolverProgress } from '@draftroom/contracts';
import { shapeChecked } from '@draftroom/ui';
import { serverMessageOr } from '../../../shared/errors';
import { cancelSolverJob, solverJob, startBestDraft } from '../api/solver';

const POLL_MS = 400;
const GENERIC = 'The solver could not complete the draft. Please try again.';

export type CompleteDraftState =
  | { kind: 'idle' }
  | { kind: 'solving'; progress: SolverProgress | null }
  | { kind: 'done'; result: BestDraftResultPayload }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

export interface CompleteDraftOptions {
  locked: number[];
  excluded: number[];
  horizon: number;
}

/**
 * One "Complete draft" solve: starts the job, polls its progress, hands the result to `onResult`
 * (the builder fills the pitch with it) and cancels on request or when the builder goes away.
 */
export function useCompleteDraft(onResult: (result: BestDraftResultPayload) => void) {
  const [state, setState] = useState<CompleteDraftState>({ kind: 'idle' });
  const jobId = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  const stopPolling = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    jobId.current = null;
  }, []);

  const poll = useCallback((id: string) => {
    timer.current = setTimeout(() => {
      solverJob(id).then(
        (job) => {
          if (jobId.current !== id) return;
          if (job.state === 'queued' || job.state === 'running') {
            setState({ kind: 'solving', progress: job.progress });
            poll(id);
            return;
          }
          stopPolling();
          if (job.state === 'done') {
            const result = shapeChecked(BestDraftResultShape).parse(job.result);
            setState({ kind: 'done', result });
            onResultRef.current(result);
          } else if (job.state === 'cancelled') setState({ kind: 'cancelled' });
          else setState({ kind: 'failed', message: job.error?.message ?? GENERIC });
        },
        (error: unknown) => {
          if (jobId.current !== id) return;
          stopPolling();
          setState({ kind: 'failed', message: serverMessageOr(error, GENERIC) });
        },
      );
    }, POLL_MS);
  }, [stopPolling]);

  const start = useCallback((options: CompleteDraftOptions) => {
    setState({ kind: 'solving', progress: null });
    startBestDraft(options).then(
      (started) => {
        jobId.current = started.id;
        poll(started.id);
      },
      (error: unknown) => setState({ kind: 'failed', message: serverMessageOr(error, GENERIC) }),
    );
  }, [poll]);

  const cancel = useCallback(() => {
    const id = jobId.current;
    stopPolling();
    setState({ kind: 'cancelled' });
    if (id) void cancelSolverJob(id).catch(() => undefined);
  }, [stopPolling]);

  // Leaving the builder mid-solve frees the solver for someone else.
  useEffect(() => () => {
    const id = jobId.current;
    if (timer.current) clearTimeout(timer.current);
    if (id) void cancelSolverJob(id).catch(() => undefined);
  }, []);

  return { state, start, cancel };
}
