import type { LinearModel } from '../model/model-builder';
import type { SolverPlayer } from '../types';

/** A squad for each planned gameweek (one entry for a draft, whose squad never changes). */
export type SquadPlan = number[][];

/** What a player could add at given duals (see `search-pool.ts`). */
export interface PlayerPrice {
  /** Most his own variables can add to the Lagrangian objective (>= 0: leaving him out adds 0). */
  best: number;
  /** The same with him in the squad in period k (the draft has one period, a plan one per gameweek). */
  usedIn: number[];
}

/** Periods in which a player may not be in the squad (true = closed), by player id. */
export type ClosedPeriods = ReadonlyMap<number, readonly boolean[]>;

export interface BuiltModel {
  model: LinearModel;
  players: readonly SolverPlayer[];
}

/**
 * A squad problem the pool search can shrink: it builds its MIP over any subset of the players,
 * prices a player at the duals of a relaxation, and moves a plan from one model to another.
 */
export interface PoolProblem<M extends BuiltModel> {
  /** Every player the request allows (excluded and avoided non-owned players already removed). */
  players: readonly SolverPlayer[];
  /** Players every model must contain (owned, locked, kept). */
  protectedIds: ReadonlySet<number>;
  /** `strict`: enforce the formation binary that relaxed models leave fractional (see `mip-stage.ts`). */
  build(pool: readonly SolverPlayer[], closed?: ClosedPeriods, strict?: boolean): M;
  /**
   * The exact maximum of the player's own block of the LP (his squad, starter, captain and
   * transfer variables and the rows among them) with every shared row priced at `duals`.
   * Never asked for a protected player.
   */
  price(model: M, duals: Float64Array, player: SolverPlayer): PlayerPrice;
  /** Ranks players for the first pool (higher first). */
  seedScore(player: SolverPlayer): number;
  /** Squad values of the relaxation, to find which players it uses. */
  squadShare(model: M, values: Float64Array, player: number): number;
  readPlan(model: M, values: Float64Array): SquadPlan;
  /** What a plan is worth by the domain's rules, in the model's objective terms. */
  score(plan: SquadPlan): number;
  /** A plan known to be feasible without solving (keeping the squad), to start from. */
  obviousPlan?(): SquadPlan | undefined;
  /**
   * A good plan found without a MIP (`transfers/greedy-plan.ts`), made before any solve: the
   * answer when HiGHS finds nothing better in time. Not HiGHS's start: on real teams, starting
   * there changed its path (6-gameweek solves 19% slower to 18% faster) for no gain on average.
   */
  heuristicPlan?(): SquadPlan | undefined;
  /** Values for the model's integer squad columns that put `plan` in place (HiGHS completes the rest). */
  startFor(model: M, plan: SquadPlan): { indices: number[]; values: number[] } | undefined;
}
