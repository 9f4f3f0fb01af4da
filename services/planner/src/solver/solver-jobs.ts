import type { SolverJob, SolverJobError, SolverJobKind, SolverProgress } from '@draftroom/contracts';
import type { ChildError, ChildProgress } from './solve-messages';

/** One solve to run: what the library gets, and the time it has. */
export interface SolveOrder {
  kind: SolverJobKind;
  request: { timeLimitSeconds: number } & Record<string, unknown>;
  firstGameweek: number;
}

/** Where solves run: in this process's pool, or through BullMQ when REDIS_URL is set. */
export interface SolverJobs {
  readonly mode: 'in-process' | 'bullmq';
  start(order: SolveOrder): Promise<string>;
  get(id: string): Promise<SolverJob | undefined>;
  /** False when there is no such job; cancelling a finished job changes nothing. */
  cancel(id: string): Promise<boolean>;
  /** Why jobs cannot be taken now (Redis unreachable), or null: the planner's /health. */
  problem(timeoutMs?: number): Promise<string | null>;
  close(): Promise<void>;
}

export const SOLVER_JOBS = Symbol('SOLVER_JOBS');
export const CANCELLED = 'Cancelled';

/** The library's errors as answers a person can act on (decision 112's mapping). */
export function jobError(error: ChildError): SolverJobError {
  switch (error.name) {
    case 'SolverInputError':
      return { statusCode: 400, message: error.field ? `${error.field}: ${error.message}` : error.message };
    case 'InfeasibleRequestError':
      return { statusCode: 422, message: error.message, rule: error.rule };
    case 'NoPlanFoundError':
      return { statusCode: 503, message: `${error.message}. Try a shorter horizon or fewer locked players.` };
    case CANCELLED:
      return { statusCode: 499, message: 'The solve was cancelled' };
    default:
      return { statusCode: 500, message: 'The solver failed on this request. Please try again; if it keeps failing, tell us.' };
  }
}

/** The words shown while a job waits or runs. */
export function stageOf(state: SolverJob['state'], ahead: number): string {
  if (state === 'queued') return ahead > 0 ? `Waiting for a free solver (${ahead} ahead)` : 'Waiting for a free solver';
  if (state === 'running') return 'Solving';
  if (state === 'done') return 'Done';
  return state === 'cancelled' ? 'Cancelled' : 'Failed';
}

/** What a running job has so far as its progress shows it (issue 30): a solve's best plan and bound, an analysis's solves done. */
export function progressSoFar(soFar: ChildProgress['progress'] | undefined): Pick<SolverProgress, 'incumbent' | 'bound' | 'completed' | 'total'> {
  if (!soFar || typeof soFar !== 'object') return {};
  if (soFar.total !== undefined) return { completed: soFar.completed ?? 0, total: soFar.total };
  return { incumbent: soFar.objective ?? null, bound: soFar.bound ?? null };
}
