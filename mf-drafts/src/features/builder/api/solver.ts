import { SolverJobSchema, SolverJobStartedSchema, type BestDraftRequestInput } from '@draftroom/contracts';
import { fetchJson, postJson } from '@draftroom/ui';

/** The planner's solver jobs (decision 113): start a best draft, poll it, cancel it. */
export const startBestDraft = (body: BestDraftRequestInput) => postJson('/api/solver/best-draft', body, SolverJobStartedSchema);
export const solverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, SolverJobSchema, { cache: 'no-store' });
export const cancelSolverJob = (id: string) => fetchJson(`/api/solver/jobs/${encodeURIComponent(id)}`, SolverJobSchema, { method: 'DELETE' });
