import { useCallback } from 'react';
import {
  SuggestTransfersResultShape, type SuggestTransfersRequestInput, type SuggestTransfersResultPayload,
} from '@draftroom/contracts';
import {
  allSlots, CHIPS, chipUsedInHalf, defaultSellPrice, MAX_FREE_TRANSFERS, MIN_FREE_TRANSFERS, paidFor, squadFor, type PlanState, type PlayerLookup,
} from '@draftroom/domain';
import type { ChipPlanStep } from './use-chip-comparison';
import { shapeChecked, startSolverJob, useSolverJob } from '@draftroom/ui';

const GENERIC = 'The solver could not suggest transfers. Please try again.';

/** What the manager chooses in the panel; the squad, bank and free transfers come from the plan. */
export type SuggestOptions = Pick<SuggestTransfersRequestInput, 'horizon' | 'maxHits' | 'maxTransfersPerGameweek' | 'keep' | 'avoid' | 'discount' | 'chipOptions' | 'freeTransferValue' | 'bankValue' | 'xptsEdits' | 'minutesEdits'>;

/**
 * The request for the plan's starting point: its fifteen at the selling prices the planner
 * itself uses (transfer history, spec 4), its bank and its free transfers (as corrected by the
 * manager), so a loaded team and a plan started from a draft ask the same way.
 */
export function suggestRequest(plan: PlanState, lookup: PlayerLookup, options: SuggestOptions): SuggestTransfersRequestInput {
  const opening = squadFor(plan, {}, plan.firstGameweek);
  // What was paid goes too: a predicted fall then lowers a later sale by the game's rule (decision 207).
  const squad = allSlots(opening).flatMap((s) => {
    if (s.playerId == null) return [];
    const paid = paidFor(opening, s.playerId);
    return [{ id: s.playerId, sellingPrice: defaultSellPrice(opening, s.playerId, lookup), ...(paid === undefined ? {} : { purchasePrice: paid }) }];
  });
  const freeTransfers = Math.min(MAX_FREE_TRANSFERS, Math.max(MIN_FREE_TRANSFERS, plan.initialFreeTransfers));
  // The chips the team already played hold the solver to once per half-season, as they hold the planner.
  return { squad, bank: opening.bankTenths, freeTransfers, chipsPlayed: [...(plan.chipsPlayed ?? [])], ...options };
}


/**
 * The solves "Compare chip plans" runs: no chip, then each chip the team can still play in the
 * planned gameweeks, allowed in every one of them (the solver picks its best week, or none).
 */
export function chipPlanSteps(plan: PlanState, lookup: PlayerLookup, options: SuggestOptions, gameweeks: readonly number[]): ChipPlanStep[] {
  const played = plan.chipsPlayed ?? [];
  const steps: ChipPlanStep[] = [{ chip: null, body: suggestRequest(plan, lookup, { ...options, chipOptions: [] }) }];
  for (const chip of CHIPS) {
    const chipOptions = gameweeks.filter((gameweek) => !chipUsedInHalf(chip, gameweek, played)).map((gameweek) => ({ chip, gameweek, choice: 'allowed' as const }));
    if (chipOptions.length > 0) steps.push({ chip, body: suggestRequest(plan, lookup, { ...options, chipOptions }) });
  }
  return steps;
}

/** One "Suggest transfers" solve through the shared solver job hook. */
export function useSuggestTransfers() {
  const job = useSolverJob<SuggestTransfersResultPayload>(shapeChecked(SuggestTransfersResultShape), GENERIC);
  const { start: startJob } = job;
  const start = useCallback((body: SuggestTransfersRequestInput) => startJob(() => startSolverJob('/api/solver/transfers', body)), [startJob]);
  return { state: job.state, start, cancel: job.cancel, reset: job.reset };
}
