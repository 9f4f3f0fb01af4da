import { SolverJobShape, SolverJobStartedShape, type BestDraftRequestInput } from '@draftroom/contracts';
import { fetchJson, postJson, shapeChecked } from '@draftroom/ui';

/** The planner's solver jobs (decision 113): start a best draft, poll it, cancel it. */
export const startBestDraft = (body: BestDraftRequestInput) => postJson('/api/solver/best-draft', body, shapeChecked(SolverJobStartedShape));
export const solverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, shapeChecked(SolverJobShape), { cache: 'no-store' });
export const cancelSolverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, shapeChecked(SolverJobShape), { method: 'DELETE' });
