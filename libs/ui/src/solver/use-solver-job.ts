import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolverJobStarted, SolverProgress } from '@draftroom/contracts';
import { ApiRequestError, type ResponseSchema } from '../api';
import { cancelSolverJob, solverJob } from './solver-api';

const POLL_MS = 400;

export type SolverJobView<R> =
  | { kind: 'idle' }
  | { kind: 'solving'; progress: SolverProgress | null }
  | { kind: 'done'; result: R }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string };

/** Our services' sentence for a refused request (the 400/422 messages), else the screen's own sentence. */
const messageOr = (error: unknown, fallback: string): string =>
  error instanceof ApiRequestError && error.serverMessage ? error.serverMessage : fallback;

/**
 * One solver job on a screen: `start` posts it, the hook polls its progress, hands the result
 * (parsed by `schema`) to `onResult`, and cancels it on request or when the screen goes away,
 * so a user who leaves frees the solver for someone else.
 */
export function useSolverJob<R>(schema: ResponseSchema<R>, genericError: string, onResult?: (result: R) => void) {
  const [state, setState] = useState<SolverJobView<R>>({ kind: 'idle' });
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
            const result = schema.parse(job.result);
            setState({ kind: 'done', result });
            onResultRef.current?.(result);
          } else if (job.state === 'cancelled') setState({ kind: 'cancelled' });
          else setState({ kind: 'failed', message: job.error?.message ?? genericError });
        },
        (error: unknown) => {
          if (jobId.current !== id) return;
          stopPolling();
          setState({ kind: 'failed', message: messageOr(error, genericError) });
        },
      );
    }, POLL_MS);
  }, [stopPolling, schema, genericError]);

  /** Starts a job with `post` (the kind's POST call). */
  const start = useCallback((post: () => Promise<SolverJobStarted>) => {
    stopPolling();
    setState({ kind: 'solving', progress: null });
    post().then(
      (started) => {
        jobId.current = started.id;
        poll(started.id);
      },
      (error: unknown) => setState({ kind: 'failed', message: messageOr(error, genericError) }),
    );
  }, [poll, stopPolling, genericError]);

  const cancel = useCallback(() => {
    const id = jobId.current;
    stopPolling();
    setState({ kind: 'cancelled' });
    if (id) void cancelSolverJob(id).catch(() => undefined);
  }, [stopPolling]);

  const reset = useCallback(() => setState({ kind: 'idle' }), []);

  useEffect(() => () => {
    const id = jobId.current;
    if (timer.current) clearTimeout(timer.current);
    if (id) void cancelSolverJob(id).catch(() => undefined);
  }, []);

  return { state, start, cancel, reset };
}
