import { SolverJobShape, SolverJobStartedShape } from '@draftroom/contracts';
import { fetchJson, postJson, shapeChecked } from '../api';

/** The planner's solver jobs (decision 113): start one, poll it, cancel it. */
export const startSolverJob = (path: '/api/solver/best-draft' | '/api/solver/transfers' | '/api/solver/sensitivity', body: unknown) =>
  postJson(path, body, shapeChecked(SolverJobStartedShape));
export const solverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, shapeChecked(SolverJobShape), { cache: 'no-store' });
export const cancelSolverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, shapeChecked(SolverJobShape), { method: 'DELETE' });
