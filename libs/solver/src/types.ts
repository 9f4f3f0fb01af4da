import type { Chip, ChipPlay, PositionId, TeamFormation } from '@draftroom/domain';

/**
 * A footballer as the solver sees him. Money is always tenths of £m (55 = £5.5m), as the
 * official game counts it, so no float ever meets a budget sum.
 */
export interface SolverPlayer {
  id: number;
  /** 1 GK, 2 DEF, 3 MID, 4 FWD. */
  position: PositionId;
  /** Club id. */
  club: number;
  /** Club name, for messages such as 'Maximum players from Arsenal selected'. */
  clubName?: string;
  /** Shown in messages; the id is used when absent. */
  name?: string;
  /** Current price in tenths of £m: what buying him costs. */
  price: number;
  /**
   * What buying him costs in each planned gameweek, tenths of £m, when his price is predicted to
   * rise during the plan (suggest transfers only; decision 188): the first is `price`, none is
   * below the one before. Absent, he costs `price` every gameweek. A copy bought in the plan sells
   * for what the plan paid for it.
   */
  buyPrices?: readonly number[];
  /** Expected points of `firstGameweek`, `firstGameweek + 1`, ... (at least `horizon` values). */
  xpts: readonly number[];
  /**
   * His chance of playing in each of those gameweeks, 0-1 (default 1): the flag's chance
   * (`playProbability` in libs/domain), 0 in a gameweek his club blanks. The solver counts his
   * xPts times this chance, and the projection it reports is the planner's (`projectedPoints`:
   * the bench coming on in order for a starter who does not play), decision 200.
   */
  chance?: readonly number[];
}

interface CommonRequest {
  /** Every player who may be chosen (the stats service's /api/players, 2025/26). */
  players: readonly SolverPlayer[];
  /** The gameweek of `xpts[0]`: the first one planned. */
  firstGameweek: number;
  /** Weight of each bench player's xPts in the objective (0 to 1; default 0.1). */
  benchWeight?: number;
  /** Wall-clock limit of the whole solve; when reached, the best plan found is returned with its gap. */
  timeLimitSeconds?: number;
}

export interface BestDraftRequest extends CommonRequest {
  /** Gameweeks to maximise over, 1-8 (default 5). */
  horizon?: number;
  /** Players already picked: they stay. */
  locked?: readonly number[];
  /** Players the manager does not want. */
  excluded?: readonly number[];
  /** Tenths of £m (default 1000 = £100.0m). */
  budget?: number;
}

export interface OwnedPlayer {
  id: number;
  /** What selling him now brings, tenths of £m (an input: the game's selling-price rule lives in the domain). */
  sellingPrice: number;
  /**
   * What selling him brings in each planned gameweek, tenths of £m, when his price is expected to
   * move during the plan (his predicted price through the domain's `sellingPrice` rule, decision
   * 206). The first is `sellingPrice`; absent, he sells for `sellingPrice` every gameweek.
   */
  sellingPrices?: readonly number[];
}

export interface SuggestTransfersRequest extends CommonRequest {
  /** Gameweeks to plan, 1-8 (default 6). */
  horizon?: number;
  /** The fifteen players owned before the first planned gameweek's deadline. */
  squad: readonly OwnedPlayer[];
  /** Money in the bank, tenths of £m. */
  bank: number;
  /** Free transfers available in the first planned gameweek (1-5). */
  freeTransfers: number;
  /** Most -4 hits over the whole plan (default: no limit; a hit is only taken when it pays). */
  maxHits?: number | null;
  /** Most transfers in any one gameweek (default: no limit). */
  maxTransfersPerGameweek?: number | null;
  /** Players who must be in the squad in every planned gameweek. */
  keep?: readonly number[];
  /** Players who must not be in the squad in any planned gameweek (an owned one is sold at once). */
  avoid?: readonly number[];
  /** Weight of each later gameweek relative to the one before, 0 < d <= 1 (default 1: no discount). */
  discount?: number;
  /**
   * What each free transfer carried past the last planned gameweek is worth, in xPts (0-4,
   * default 0): beyond the one the next gameweek gives anyway, up to the game's five.
   */
  freeTransferValue?: number;
  /** What each £0.1m left in the bank after the last planned gameweek is worth, in xPts (0-1, default 0). */
  bankValue?: number;
  /**
   * The chips the plan may (or must) play, per chip and gameweek; any pair not listed is
   * forbidden, so without this list the plan plays none (decisions 201, 208).
   */
  chipOptions?: readonly ChipOption[];
  /** Chips the team has already played this season: each chip is played once per half-season. */
  chipsPlayed?: readonly ChipPlay[];
  /**
   * What a chip the plan may play but keeps is worth after the plan, so that it is played only
   * where it beats holding it (decision 186; absent: nothing, every chip goes where it adds anything).
   */
  keptChipWorth?: KeptChipWorth;
}

/** What each chip still held after the plan is worth, in xPts (decision 186). */
export interface KeptChipWorth {
  /**
   * Its worth while its last playable gameweek is at least a horizon's length past the plan's
   * last gameweek (0-30 xPts each, absent: 0); it falls in step to 0 as that gameweek comes into the plan.
   */
  worth?: Partial<Record<SolverChip, number>>;
  /**
   * The last gameweek each chip can be played, when it is not the end of its half (GW19, GW38):
   * 2024/25's bench boost, triple captain and free hit were held to GW38 from the start.
   */
  lastGameweek?: Partial<Record<SolverChip, number>>;
}

/** One chip the solver may play in one planned gameweek ('allowed'), or must ('forced'). */
export interface ChipOption {
  chip: SolverChip;
  gameweek: number;
  choice: 'allowed' | 'forced';
}

/** The chips the solver models: all four, by the game's names (the free hit since decision 208). */
export type SolverChip = Chip;

/** What the proof of a solve says. */
export interface SolveProof {
  /** 'optimal': no better plan exists (gap 0); 'time-limit': the best plan found in time. */
  status: 'optimal' | 'time-limit';
  /** Objective of the returned plan (bench weight, discount and hits included). */
  objective: number;
  /** Proven upper bound on the objective of any plan over the FULL player pool. */
  bound: number;
  /** (bound - objective) / max(1, |objective|): 0 (within HiGHS's 1e-7 tolerance) when optimal; Infinity when nothing was proven. */
  gap: number;
  solveSeconds: number;
  model: ModelSize;
  /** What the solve did, in order: relaxations over growing pools, the incumbent, the final proof. */
  steps: SolveStep[];
}

export interface SolveStep {
  kind: 'relaxation' | 'incumbent' | 'final' | 'exact-formations';
  /** Players in that model. */
  players: number;
  /** Its objective (LP bound for a relaxation, best plan for a MIP); null if none. */
  value: number | null;
  seconds: number;
  /** HiGHS's branch-and-bound nodes (MIPs) and simplex iterations (all LPs it solved), the load-free measure of its work. */
  nodes?: number;
  iterations?: number;
}

export interface ModelSize {
  /** Players in the request's pool (after excluded/avoided ones are removed). */
  players: number;
  /** Players in the last mixed-integer program solved (the rest were proven unable to improve it). */
  playersInFinalModel: number;
  columns: number;
  rows: number;
  integers: number;
  /** How many linear programs and mixed-integer programs the solve ran. */
  lpSolves: number;
  mipSolves: number;
}

/** A gameweek's eleven, bench and armbands. */
export interface GameweekLineup {
  gameweek: number;
  formation: TeamFormation;
  /** Goalkeeper first, then defenders, midfielders, forwards. */
  starters: number[];
  /** Spare goalkeeper first, then outfielders best first. */
  bench: number[];
  captain: number;
  /** The starter with the second-most xPts (takes the armband if the captain does not play). */
  viceCaptain: number;
  /**
   * The gameweek's projected points as the planner projects them (`projectedPoints` in
   * libs/domain): the eleven with the captain's counted twice, each starter weighed by his chance
   * of playing, the bench coming on in order for those who do not play, the vice captain taking
   * the armband when the captain does not. With every chance 1 this is the eleven's xPts.
   */
  xpts: number;
  /** The bench's xPts, each times his chance of playing. */
  benchXpts: number;
}

export interface BestDraftResult {
  squad: number[];
  /** Tenths of £m. */
  cost: number;
  /** Budget left, tenths of £m. */
  left: number;
  gameweeks: GameweekLineup[];
  /** Sum of the gameweeks' xpts (eleven, captain doubled); the bench's weighted xPts are not in it. */
  projectedPoints: number;
  horizon: number;
  benchWeight: number;
  proof: SolveProof;
}

export interface PlannedTransfer {
  out: number;
  in: number;
  /** What the sale brought, tenths of £m. */
  sellingPrice: number;
  /** What the purchase cost, tenths of £m. */
  price: number;
}

export interface GameweekPlan extends GameweekLineup {
  /** The chip played this gameweek, if any (its effect is in `xpts`, `hits` and the free transfers). */
  chip: SolverChip | null;
  transfers: PlannedTransfer[];
  /** Free transfers available before this gameweek's transfers. */
  freeTransfers: number;
  /** Points paid for transfers beyond the free ones (4 each). */
  hits: number;
  /** Bank after this gameweek's transfers, tenths of £m. */
  bank: number;
  squad: number[];
  /**
   * What this gameweek's transfers add against rolling them: the best elevens of the new squad
   * minus those of the squad before, over this and every later planned gameweek, minus the hits.
   */
  gainVsRoll: number;
}

export interface SuggestTransfersResult {
  gameweeks: GameweekPlan[];
  /** Sum over the gameweeks of the eleven's xPts (captain doubled) minus hits. */
  projectedPoints: number;
  /** The same sum with no transfers at all (the current fifteen kept throughout). */
  rollPoints: number;
  horizon: number;
  benchWeight: number;
  discount: number;
  proof: SolveProof;
}

/**
 * What a solve under way has so far (issue 30: the first good plan early, improved live): the
 * objective of the best plan found (the proof's terms) and the best bound proven over the full
 * pool, either null until there is one.
 */
export interface SolveProgressReport {
  objective: number | null;
  bound: number | null;
  /** Seconds since the solve started. */
  seconds: number;
}

export type OnSolveProgress = (report: SolveProgressReport) => void;
