import { BUDGET, MAX_PER_CLUB } from '@draftroom/domain';
import { InfeasibleRequestError } from '../errors';
import { solveMip, type HighsRuntime } from '../highs/run-highs';
import { modelPlayer } from '../request/chance';
import { checkCheapestFill, checkPositionsFillable, checkTogether } from '../request/squad-checks';
import { commonOptions, disjoint, MAX_HORIZON, validateIds, validatePlayers, wholeNumber } from '../request/validate-common';
import type { BestDraftRequest, SolverPlayer } from '../types';
import { buildDraftModel, type DraftSpec } from './draft-model';

export const DEFAULT_DRAFT_HORIZON = 5;
export const DEFAULT_DRAFT_TIME_LIMIT = 10;

export interface DraftInput {
  /** The players that may be chosen: the request's, without the excluded ones. */
  pool: SolverPlayer[];
  byId: Map<number, SolverPlayer>;
  spec: DraftSpec;
  timeLimitSeconds: number;
}

/** Validates a best-draft request (SolverInputError) and answers what the solve needs. */
export function readDraftRequest(request: BestDraftRequest): DraftInput {
  const horizon = request.horizon === undefined ? DEFAULT_DRAFT_HORIZON : wholeNumber('horizon', request.horizon, 1, MAX_HORIZON);
  validatePlayers(request.players, request.firstGameweek, horizon);
  const players = request.players.map(modelPlayer);
  const byId = new Map(players.map((p) => [p.id, p]));
  const locked = validateIds('locked', request.locked, byId);
  const excluded = validateIds('excluded', request.excluded, byId);
  disjoint('locked', locked, 'excluded', excluded, byId);
  const budget = request.budget === undefined ? BUDGET * 10 : wholeNumber('budget', request.budget, 1, 100_000, 'a whole number of tenths of £m');
  const { benchWeight, timeLimitSeconds } = commonOptions(request, DEFAULT_DRAFT_TIME_LIMIT);
  const pool = players.filter((p) => !excluded.has(p.id));
  return { pool, byId, spec: { horizon, budget, benchWeight, locked }, timeLimitSeconds };
}

/** Requests no squad can satisfy, caught before any solve, in the builder's own words. */
export function checkDraftFeasible(input: DraftInput): void {
  const { pool, spec } = input;
  checkTogether('locked', pool.filter((p) => spec.locked.has(p.id)), spec.budget);
  checkPositionsFillable(pool, spec.locked, 'excluded players are left out');
  checkCheapestFill(pool, spec.locked, spec.budget, 'locked');
}

/**
 * The solver proved that no squad fits. Which rule is to blame: the first one whose removal
 * makes a squad possible (the checks above already cover quotas and the cheapest fill).
 */
export function draftInfeasibility(highs: HighsRuntime, input: DraftInput): InfeasibleRequestError {
  const fits = (relax: DraftSpec['relax']) =>
    solveMip(highs, buildDraftModel(input.pool, { ...input.spec, horizon: 1, relax }).model, { timeLimitSeconds: 10 }).values !== null;
  if (fits({ clubLimit: true })) {
    return new InfeasibleRequestError(
      'club-limit',
      `No squad fits the limit of ${MAX_PER_CLUB} players per club with these locked and excluded players and this budget`,
    );
  }
  return new InfeasibleRequestError('budget', 'Exceeds budget limit: no squad with these locked and excluded players fits the budget');
}
