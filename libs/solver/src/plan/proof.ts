import type { SearchResult } from '../search/search-pool';
import type { SolveProof } from '../types';

/** The proof shown with a plan: what the search proved about it, over the full pool. */
export function proofOf(outcome: SearchResult, players: number, started: number): SolveProof {
  const { objective, bound } = outcome;
  const model = outcome.size;
  return {
    status: outcome.optimal ? 'optimal' : 'time-limit',
    objective,
    bound,
    gap: Number.isFinite(bound) ? (bound - objective) / Math.max(1, Math.abs(objective)) : Infinity,
    solveSeconds: (Date.now() - started) / 1000,
    model: {
      players,
      playersInFinalModel: model.players,
      columns: model.columns,
      rows: model.rows,
      integers: model.integers,
      lpSolves: outcome.lpSolves,
      mipSolves: outcome.mipSolves,
    },
    steps: outcome.steps,
  };
}
