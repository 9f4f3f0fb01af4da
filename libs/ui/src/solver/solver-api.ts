import { SolverJobSchema, SolverJobStartedSchema } from '@draftroom/contracts';
import { fetchJson, postJson } from '../api';

/** The planner's solver jobs (decision 113): start one, poll it, cancel it. */
export const startSolverJob = (path: '/api/solver/best-draft' | '/api/solver/transfers', body: unknown) =>
  postJson(path, body, SolverJobStartedSchema);
export const solverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, SolverJobSchema, { cache: 'no-store' });
export const cancelSolverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, SolverJobSchema, { method: 'DELETE' });
