import { NoPlanFoundError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { lineupOf } from '../plan/lineups';
import { proofOf } from '../plan/proof';
import { recheckDraft } from '../recheck';
import { searchPool } from '../search/search-pool';
import type { BestDraftRequest, BestDraftResult, OnSolveProgress } from '../types';
import { checkDraftFeasible, draftInfeasibility, readDraftRequest } from './draft-request';
import { draftProblem } from './draft-problem';

/**
 * Best draft: completes the locked players into the fifteen that maximise the expected points
 * of the best eleven (captain doubled, bench at `benchWeight`) summed over `horizon` gameweeks,
 * within the budget and the squad rules. Throws SolverInputError for a malformed request,
 * InfeasibleRequestError naming the rule when no squad fits, SolutionRefusedError if the domain
 * refuses the answer (a defect), NoPlanFoundError when the time limit passes with no squad.
 */
export function solveBestDraft(request: BestDraftRequest, highs: HighsRuntime, onProgress?: OnSolveProgress): BestDraftResult {
  const started = Date.now();
  const input = readDraftRequest(request);
  checkDraftFeasible(input);
  const problem = draftProblem(input.pool, input.spec);
  const outcome = searchPool(highs, problem, input.timeLimitSeconds, onProgress);
  if (outcome === 'infeasible') throw draftInfeasibility(highs, input);
  if (outcome === 'no-plan') throw new NoPlanFoundError(`No squad was found within ${input.timeLimitSeconds} s`);

  const [ids] = outcome.plan;
  const squad = ids.map((id) => input.byId.get(id)!).sort((a, b) => a.position - b.position || a.id - b.id);
  const { horizon, benchWeight, budget } = input.spec;
  const gameweeks = Array.from({ length: horizon }, (_, i) => lineupOf(squad, i, request.firstGameweek + i));
  const cost = squad.reduce((n, p) => n + p.price, 0);
  const result: BestDraftResult = {
    squad: squad.map((p) => p.id),
    cost,
    left: budget - cost,
    gameweeks,
    // Hundredths, as the planner rounds its projection (each gameweek's is already).
    projectedPoints: Math.round(gameweeks.reduce((n, g) => n + g.xpts, 0) * 100) / 100,
    horizon,
    benchWeight,
    proof: proofOf(outcome, input.pool.length, started),
  };
  recheckDraft(result, input.byId, budget);
  return result;
}
