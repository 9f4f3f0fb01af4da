import type { ChipPlay } from '@draftroom/domain';
import type { PredictedMoves } from '../request/predicted-prices';
import type { SolverChip, SolverPlayer } from '../types';

/** A player as the market lists him at one gameweek's deadline (no xPts yet). */
export interface MarketPlayer {
  id: number;
  position: SolverPlayer['position'];
  /** His club at that deadline. */
  club: number;
  /** His price at that deadline, tenths of £m. */
  price: number;
  name?: string;
}

/** What one player did in one gameweek (all his fixtures of it together). */
export interface ActualGameweek {
  points: number;
  minutes: number;
}

/** What the replay reads about the season (SeasonMarket plus the projections of each deadline). */
export interface ReplaySource {
  /** The players who can be bought at `gameweek`'s deadline, plus those `held` (by id). */
  marketAt(gameweek: number, held: readonly number[]): ReadonlyMap<number, MarketPlayer>;
  /** xPts as projected before `gameweek`'s deadline for it and the next ones (index 0 = `gameweek`), by id. */
  xptsAt(gameweek: number): ReadonlyMap<number, readonly number[]>;
  /** What each player actually scored in `gameweek`; a player absent did not play. */
  actualAt(gameweek: number): ReadonlyMap<number, ActualGameweek>;
  /**
   * The price moves predicted at `gameweek`'s deadline from the transfers known then (decision
   * 205), as the planner sends them to the solver (decision 207); absent, plans are made at
   * today's prices.
   */
  movesAt?(gameweek: number): PredictedMoves | undefined;
}

/** A team between two deadlines. */
export interface TeamState {
  squad: number[];
  /** What was paid for each player of the squad, tenths of £m. */
  paid: ReadonlyMap<number, number>;
  bank: number;
  /** Free transfers for the coming gameweek. */
  freeTransfers: number;
  /** Chips played so far (as the season's rules count them: see `strategies.ts`). */
  chipsPlayed?: ChipPlay[];
}

/** The eleven, bench order and armbands fielded in one gameweek. */
export interface Fielded {
  starters: number[];
  bench: number[];
  captain: number;
  viceCaptain: number;
}

export interface Swap {
  out: number;
  in: number;
}

/** One gameweek of one strategy, as it happened. */
export interface ReplayedWeek {
  gameweek: number;
  transfers: Swap[];
  /** Points deducted for paid transfers. */
  hits: number;
  /** Actual points: the eleven after automatic substitutions, the armband's doubled, minus hits. */
  points: number;
  /** What the xPts of that deadline promised for the eleven fielded (captain doubled), minus hits. */
  projected: number;
  bank: number;
  /** The chip played, if any. */
  chip?: SolverChip | null;
  /** What the bench boost or triple captain added to the points: the same team's points without it, taken away. */
  chipPoints?: number;
}
