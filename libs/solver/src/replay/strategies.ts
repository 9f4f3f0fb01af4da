import { buyingAhead, ownedAhead, type PredictedMoves } from '../request/predicted-prices';
import { suggestTransfers } from '../transfers/suggest-transfers';
import type { HighsRuntime } from '../highs/run-highs';
import { chipUsedInHalf } from '@draftroom/domain';
import { SOLVER_CHIPS } from '../transfers/chip-rules';
import type { ChipOption, SolverChip, SolverPlayer, SuggestTransfersRequest, SuggestTransfersResult } from '../types';
import type { ChipPolicy } from './chip-policy';
import { bestFielded } from './lineup';
import { bestSingleSwap } from './single-swap';
import type { Fielded, Swap, TeamState } from './types';

/** What a strategy sees at a deadline. */
export interface Deadline {
  gameweek: number;
  horizon: number;
  team: TeamState;
  /** The market with xPts of the horizon, the team's players included. */
  players: readonly SolverPlayer[];
  byId: ReadonlyMap<number, SolverPlayer>;
  sellingPrice: (id: number) => number;
  /** The price moves predicted at this deadline, which the solver plans with when given (the planner's way). */
  moves?: PredictedMoves;
}

export interface Decision {
  transfers: Swap[];
  /** The chip played this gameweek, if any. */
  chip?: SolverChip | null;
  fielded: Fielded;
  /** What the strategy expects the bookkeeping to find (checked by the replay). */
  expected?: { bank: number; hits: number };
  solve?: SolveRecord;
}

export interface SolveRecord {
  gameweek: number;
  seconds: number;
  status: string;
  gap: number;
}

export interface Strategy {
  name: string;
  decide(deadline: Deadline): Decision;
}

const squadOf = (d: Deadline, squad: readonly number[]) => squad.map((id) => d.byId.get(id)!);

/** Keep the squad; field the best eleven and captain by the deadline's xPts. */
export const noTransfers: Strategy = {
  name: 'No transfers',
  decide: (d) => ({ transfers: [], fielded: bestFielded(squadOf(d, d.team.squad), d.gameweek) }),
};

/** The best single swap by xPts over the horizon when it gains anything (always a free transfer), then the best eleven. */
export const singleSwap: Strategy = {
  name: 'Best single swap',
  decide(d) {
    const squad = squadOf(d, d.team.squad);
    const swap = bestSingleSwap(squad, d.players, d.team.bank, d.sellingPrice, d.gameweek, d.horizon);
    const transfers = swap ? [{ out: swap.out, in: swap.in }] : [];
    const after = swap ? squad.map((p) => (p.id === swap.out ? d.byId.get(swap.in)! : p)) : squad;
    return { transfers, fielded: bestFielded(after, d.gameweek) };
  },
};

const SQUAD_CHIPS: readonly SolverChip[] = ['wildcard', 'freehit'];

/**
 * Every chip the team can still play, allowed in every planned gameweek; with the policy's
 * `squadChipsAtDeadline`, the wildcard and free hit only in the deadline's own gameweek.
 */
export function chipOptionsFor(d: Pick<Deadline, 'gameweek' | 'horizon' | 'team'>, policy: ChipPolicy = {}): ChipOption[] {
  const played = d.team.chipsPlayed ?? [];
  const weeks = (chip: SolverChip) => (policy.squadChipsAtDeadline && SQUAD_CHIPS.includes(chip) ? 1 : d.horizon);
  return SOLVER_CHIPS.flatMap((chip) => Array.from({ length: weeks(chip) }, (_, k) => d.gameweek + k)
    .filter((gameweek) => !chipUsedInHalf(chip, gameweek, played))
    .map((gameweek) => ({ chip, gameweek, choice: 'allowed' as const })));
}

/** The planner's request at a deadline: with predicted moves, buying and selling prices per planned gameweek as it sends them. */
export const planRequest = (d: Deadline, timeLimitSeconds: number, chips: ChipPolicy | null): SuggestTransfersRequest => ({
  players: buyingAhead(d.players, d.moves, d.gameweek, d.horizon),
  firstGameweek: d.gameweek,
  horizon: d.horizon,
  squad: d.team.squad.map((id) => ownedAhead({ id, sellingPrice: d.sellingPrice(id), purchasePrice: d.team.paid.get(id) }, d.byId.get(id)!.price, d.moves, d.gameweek, d.horizon)),
  bank: d.team.bank,
  freeTransfers: d.team.freeTransfers,
  timeLimitSeconds,
  chipOptions: chips ? chipOptionsFor(d, chips) : [],
  chipsPlayed: d.team.chipsPlayed ?? [],
  keptChipWorth: chips?.keptChipWorth,
});

/**
 * Follow the solver (with chips when given a chip policy): plan the horizon, make only this
 * gameweek's transfers, field its eleven and armbands. When the solver gives no plan (it refuses the input, or finds none in time) the
 * team rolls and the record says why.
 */
export function solverStrategy(highs: HighsRuntime, timeLimitSeconds: number, chips: ChipPolicy | null = null): Strategy {
  return {
    name: chips ? 'Solver with chips' : 'Solver',
    decide(d) {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      let plan: SuggestTransfersResult;
      try {
        plan = suggestTransfers(planRequest(d, timeLimitSeconds, chips), highs);
      } catch (error) {
        const status = `failed: ${error instanceof Error ? error.message : String(error)}`;
        return { ...noTransfers.decide(d), solve: { gameweek: d.gameweek, seconds: seconds(), status, gap: Infinity } };
      }
      const week = plan.gameweeks[0];
      return {
        transfers: week.transfers.map((t) => ({ out: t.out, in: t.in })),
        chip: week.chip,
        fielded: { starters: week.starters, bench: week.bench, captain: week.captain, viceCaptain: week.viceCaptain },
        expected: { bank: week.bank, hits: week.hits },
        solve: { gameweek: d.gameweek, seconds: seconds(), status: plan.proof.status, gap: plan.proof.gap },
      };
    },
  };
}
