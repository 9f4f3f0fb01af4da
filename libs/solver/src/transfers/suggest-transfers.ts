import { NoPlanFoundError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { proofOf } from '../plan/proof';
import { recheckPlan } from '../recheck';
import { searchPool } from '../search/search-pool';
import type { OnSolveProgress, SuggestTransfersRequest, SuggestTransfersResult } from '../types';
import { extractPlan } from './plan-extract';
import { checkTransfersFeasible, transfersInfeasibility } from './transfers-feasibility';
import { transferProblem } from './transfer-problem';
import { readTransfersRequest } from './transfers-request';

/**
 * Suggest transfers: from the squad owned, the bank, the selling prices and the free transfers,
 * the plan for the next `horizon` gameweeks (transfers in and out, banked free transfers, hits
 * only when they pay, the eleven and armbands) that maximises the expected points, discounted
 * by `discount` per gameweek, with the bench at `benchWeight`. Errors as `solveBestDraft`.
 */
export function suggestTransfers(request: SuggestTransfersRequest, highs: HighsRuntime, onProgress?: OnSolveProgress): SuggestTransfersResult {
  const started = Date.now();
  const input = readTransfersRequest(request);
  checkTransfersFeasible(input, request.firstGameweek);
  const problem = transferProblem(input.pool, input.spec);
  const outcome = searchPool(highs, problem, input.timeLimitSeconds, onProgress);
  if (outcome === 'infeasible') throw transfersInfeasibility(highs, input);
  if (outcome === 'no-plan') throw new NoPlanFoundError(`No plan was found within ${input.timeLimitSeconds} s`);

  const plan = extractPlan(outcome.plan, input, request.firstGameweek);
  const { spec } = input;
  const result: SuggestTransfersResult = {
    gameweeks: plan.gameweeks,
    projectedPoints: plan.projectedPoints,
    rollPoints: plan.rollPoints,
    horizon: spec.horizon,
    benchWeight: spec.benchWeight,
    discount: spec.discount,
    proof: proofOf(outcome, input.pool.length, started),
  };
  recheckPlan(result, {
    byId: input.byId,
    sellingPrices: spec.owned,
    sellingByWeek: spec.sellingByWeek,
    buyingByWeek: spec.buyingByWeek,
    bank: spec.bank,
    freeTransfers: spec.freeTransfers,
    firstGameweek: request.firstGameweek,
    maxHits: spec.maxHits,
    maxTransfersPerGameweek: spec.maxTransfersPerGameweek,
    keep: spec.keep,
    avoid: spec.avoid,
    chipsPlayed: request.chipsPlayed,
    chips: spec.chips,
  });
  return result;
}
