import { z } from 'zod';
import { CHIPS, LAST_GAMEWEEK, TEAM_FORMATIONS } from '@draftroom/domain';
import { PlayerIdSchema } from './plans';
import {
  DEFAULT_BENCH_WEIGHT, DEFAULT_DRAFT_HORIZON, DEFAULT_TRANSFERS_HORIZON, MAX_EDITED_MINUTES, MAX_MINUTES_EDITS, SOLVER_MAX_HORIZON,
} from './solver-limits';

/**
 * The solver's payloads (issue 15): a solve is a job. POST /api/solver/best-draft or
 * /api/solver/transfers starts one and answers its id (202); GET /api/solver/jobs/{id} answers
 * its state, progress and, once done, the result or the error; DELETE cancels it.
 * Money travels in tenths of £m like every plan payload (55 = £5.5m).
 */


const horizon = (fallback: number) =>
  z
    .number({ error: 'Horizon must be a number of gameweeks' })
    .int('Horizon must be a whole number of gameweeks')
    .min(1, `Horizon must be between 1 and ${SOLVER_MAX_HORIZON} gameweeks`)
    .max(SOLVER_MAX_HORIZON, `Horizon must be between 1 and ${SOLVER_MAX_HORIZON} gameweeks`)
    .default(fallback);

const idList = (label: string, max: number) =>
  z.array(PlayerIdSchema, { error: `${label} must be a list of player ids` }).max(max, `${label} can hold at most ${max} players`)
    .refine((ids) => new Set(ids).size === ids.length, `${label} lists a player twice`)
    .default([]);

const benchWeight = z
  .number({ error: 'Bench weight must be a number' })
  .min(0, 'Bench weight must be between 0 and 1')
  .max(1, 'Bench weight must be between 0 and 1')
  .default(DEFAULT_BENCH_WEIGHT);

const tenths = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number of tenths of £m` }).int(`${label} must be a whole number of tenths of £m (55 = £5.5m)`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max} tenths of £m`);

/** Complete a draft: keep `locked`, never pick `excluded`, fill the rest for the next `horizon` gameweeks. */
export const BestDraftRequestSchema = z.object({
  locked: idList('Locked players', 15),
  excluded: idList('Excluded players', 800),
  horizon: horizon(DEFAULT_DRAFT_HORIZON),
  benchWeight,
  /** Tenths of £m (default £100.0m). */
  budget: tenths('Budget', 1, 2000).default(1000),
});
export type BestDraftRequestPayload = z.infer<typeof BestDraftRequestSchema>;
export type BestDraftRequestInput = z.input<typeof BestDraftRequestSchema>;

export const OwnedPlayerSchema = z.object({
  id: PlayerIdSchema,
  /** What selling him now brings, tenths of £m (default: his current price). */
  sellingPrice: tenths('Selling price', 1, 300).optional(),
  /**
   * What the team paid for him, tenths of £m, when known: with it a predicted price move changes
   * what he sells for in later gameweeks by the game's half-the-rise rule (decision 207).
   */
  purchasePrice: tenths('Purchase price', 1, 300).optional(),
});

/** The chips the solver plans: all four (decision 201; the free hit since decision 208). */
export const SolverChipSchema = z.enum(CHIPS, { error: 'Chip must be wildcard, freehit, bboost or 3xc' });
export type SolverChipName = z.infer<typeof SolverChipSchema>;

const gameweek = (label: string) =>
  z.number({ error: `${label} must be a gameweek number` }).int(`${label} must be a whole gameweek number`)
    .min(1, `${label} must be between 1 and ${LAST_GAMEWEEK}`).max(LAST_GAMEWEEK, `${label} must be between 1 and ${LAST_GAMEWEEK}`);

/** A chip the plan may ('allowed') or must ('forced') play in a gameweek; pairs not listed are forbidden. */
export const ChipOptionSchema = z.object({
  chip: SolverChipSchema,
  gameweek: gameweek('Chip gameweek'),
  choice: z.enum(['allowed', 'forced'], { error: 'Chip choice must be allowed or forced' }),
});
export type ChipOptionPayload = z.infer<typeof ChipOptionSchema>;

export const ChipPlayedSchema = z.object({
  chip: z.enum(CHIPS, { error: 'A chip played must be wildcard, freehit, bboost or 3xc' }),
  gameweek: gameweek('The gameweek a chip was played'),
});

/** A player's xPts for one gameweek as the manager sets it: it replaces ours, and he is counted as sure to play. */
export const XptsEditSchema = z.object({
  id: PlayerIdSchema,
  gameweek: gameweek('Edited gameweek'),
  xpts: z.number({ error: 'Edited xPts must be a number' }).min(-5, 'Edited xPts must be between -5 and 30').max(30, 'Edited xPts must be between -5 and 30'),
});
export type XptsEdit = z.infer<typeof XptsEditSchema>;

/**
 * A player's minutes in each of his matches as the manager sets them, for one gameweek or (null)
 * every planned one (decision 217); a gameweek's own edit wins over the every-gameweek one, and an
 * xPts edit of the same gameweek wins over both.
 */
export const MinutesEditSchema = z.object({
  id: PlayerIdSchema,
  gameweek: gameweek('Edited gameweek').nullable(),
  minutes: z.number({ error: 'Minutes must be a number' }).int('Minutes must be a whole number')
    .min(0, `Minutes must be 0 to ${MAX_EDITED_MINUTES}`).max(MAX_EDITED_MINUTES, `Minutes must be 0 to ${MAX_EDITED_MINUTES}`),
});
export type MinutesEdit = z.infer<typeof MinutesEditSchema>;

/**
 * Suggest transfers, from a real team (its picks of the gameweek before, bank, transfer history for
 * selling prices, free transfers) or from a squad given in full.
 */
const SuggestTransfersFields = z
  .object({
    teamId: z.number({ error: 'Team ID must be a number' }).int('Team ID must be a whole number').positive('Team ID must be 1 or more').optional(),
    squad: z.array(OwnedPlayerSchema).length(15, 'The squad must have exactly 15 players').optional(),
    bank: tenths('Bank', 0, 2000).optional(),
    freeTransfers: z.number({ error: 'Free transfers must be a number' }).int('Free transfers must be a whole number')
      .min(1, 'Free transfers must be between 1 and 5').max(5, 'Free transfers must be between 1 and 5').optional(),
    horizon: horizon(DEFAULT_TRANSFERS_HORIZON),
    benchWeight,
    maxHits: z.number({ error: 'Max hits must be a number' }).int('Max hits must be a whole number').min(0, 'Max hits cannot be negative').max(30).nullable().default(null),
    maxTransfersPerGameweek: z.number({ error: 'Max transfers per gameweek must be a number' }).int('Max transfers per gameweek must be a whole number')
      .min(0, 'Max transfers per gameweek cannot be negative').max(15).nullable().default(null),
    keep: idList('Players to keep', 15),
    avoid: idList('Players to avoid', 800),
    /** Weight of each later gameweek against the one before (1: no discount). */
    discount: z.number({ error: 'Discount must be a number' }).gt(0, 'Discount must be above 0 and at most 1').max(1, 'Discount must be above 0 and at most 1').default(1),
    /** xPts each free transfer carried past the plan is worth (beyond the one the next gameweek gives). */
    freeTransferValue: z.number({ error: 'Value of a free transfer must be a number' })
      .min(0, 'Value of a free transfer must be between 0 and 4 xPts').max(4, 'Value of a free transfer must be between 0 and 4 xPts').default(0),
    /** xPts each £0.1m left in the bank after the plan is worth. */
    bankValue: z.number({ error: 'Value of money in the bank must be a number' })
      .min(0, 'Value of £0.1m in the bank must be between 0 and 1 xPts').max(1, 'Value of £0.1m in the bank must be between 0 and 1 xPts').default(0),
    /** The manager's own xPts for some players and gameweeks, used for this solve instead of ours (kept per browser). */
    xptsEdits: z.array(XptsEditSchema).max(400, 'At most 400 xPts edits').default([]),
    /** The manager's minutes for some players (kept per browser); their xPts come from the model at those minutes. */
    minutesEdits: z.array(MinutesEditSchema).max(MAX_MINUTES_EDITS, `At most ${MAX_MINUTES_EDITS} minutes edits`).default([]),
    /** Chips the plan may or must play (none when empty). */
    chipOptions: z.array(ChipOptionSchema).max(SOLVER_MAX_HORIZON * CHIPS.length, 'Too many chip options').default([]),
    /** Chips already played this season, with a squad given in full (a team's come from its history). */
    chipsPlayed: z.array(ChipPlayedSchema).max(8, 'At most 8 chips are played in a season').optional(),
  });

const squadOrTeam = (body: { teamId?: number; squad?: unknown; bank?: number }, ctx: z.RefinementCtx) => {
  if (body.teamId === undefined && body.squad === undefined) {
    ctx.addIssue({ code: 'custom', path: ['squad'], message: 'Give a team ID or a squad of 15 players with the bank' });
  }
  if (body.squad !== undefined && body.bank === undefined) {
    ctx.addIssue({ code: 'custom', path: ['bank'], message: 'Bank is required with a squad (tenths of £m, 0 or more)' });
  }
};

export const SuggestTransfersRequestSchema = SuggestTransfersFields.superRefine(squadOrTeam);
export type SuggestTransfersRequestPayload = z.infer<typeof SuggestTransfersRequestSchema>;
export type SuggestTransfersRequestInput = z.input<typeof SuggestTransfersRequestSchema>;

/** Sensitivity analysis (issue 30): the same question as Suggest transfers, solved `runs` times with noise on every xPts. */
export const SensitivityRequestSchema = SuggestTransfersFields.extend({
  runs: z.number({ error: 'Runs must be a number' }).int('Runs must be a whole number')
    .min(1, 'Runs must be between 1 and 100').max(100, 'Runs must be between 1 and 100').default(20),
}).superRefine(squadOrTeam);
export type SensitivityRequestPayload = z.infer<typeof SensitivityRequestSchema>;
export type SensitivityRequestInput = z.input<typeof SensitivityRequestSchema>;

export const SolverJobKindSchema = z.enum(['best-draft', 'transfers', 'sensitivity']);
export type SolverJobKind = z.infer<typeof SolverJobKindSchema>;

export const SolverJobStateSchema = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type SolverJobState = z.infer<typeof SolverJobStateSchema>;

export const SolveProofSchema = z.object({
  status: z.enum(['optimal', 'time-limit']),
  objective: z.number(),
  /** Proven upper bound over the full player pool; null when nothing was proven. */
  bound: z.number().nullable(),
  /** Relative optimality gap; null when nothing was proven (Infinity does not travel in JSON). */
  gap: z.number().nullable(),
  solveSeconds: z.number(),
  model: z.object({ players: z.number(), playersInFinalModel: z.number() }).passthrough(),
});

export const GameweekLineupSchema = z.object({
  gameweek: z.number().int().min(1).max(LAST_GAMEWEEK),
  formation: z.enum(TEAM_FORMATIONS),
  starters: z.array(z.number().int()),
  bench: z.array(z.number().int()),
  captain: z.number().int(),
  viceCaptain: z.number().int(),
  xpts: z.number(),
  benchXpts: z.number(),
});

export const BestDraftResultSchema = z.object({
  squad: z.array(z.number().int()).length(15),
  cost: z.number().int(),
  left: z.number().int(),
  gameweeks: z.array(GameweekLineupSchema),
  projectedPoints: z.number(),
  horizon: z.number().int(),
  benchWeight: z.number(),
  proof: SolveProofSchema,
});
export type BestDraftResultPayload = z.infer<typeof BestDraftResultSchema>;

export const PlannedTransferSchema = z.object({ out: z.number().int(), in: z.number().int(), sellingPrice: z.number().int(), price: z.number().int() });

export const GameweekPlanSchema = GameweekLineupSchema.extend({
  chip: SolverChipSchema.nullable().default(null),
  transfers: z.array(PlannedTransferSchema),
  freeTransfers: z.number().int(),
  hits: z.number(),
  bank: z.number().int(),
  squad: z.array(z.number().int()),
  gainVsRoll: z.number(),
});

export const SuggestTransfersResultSchema = z.object({
  gameweeks: z.array(GameweekPlanSchema),
  projectedPoints: z.number(),
  rollPoints: z.number(),
  horizon: z.number().int(),
  benchWeight: z.number(),
  discount: z.number(),
  proof: SolveProofSchema,
});
export type SuggestTransfersResultPayload = z.infer<typeof SuggestTransfersResultSchema>;

export const SensitivityResultSchema = z.object({
  firstGameweek: z.number().int(),
  runs: z.number().int(),
  requested: z.number().int(),
  /** Each first-gameweek move the noisy solves chose (no transfers: rolling), most chosen first. */
  moves: z.array(z.object({
    transfers: z.array(z.object({ out: z.number().int(), in: z.number().int() })),
    count: z.number().int(),
    share: z.number(),
  })),
  meanPoints: z.number(),
  sdPoints: z.number(),
});
export type SensitivityResultPayload = z.infer<typeof SensitivityResultSchema>;

/** Why a job failed, for a person: `rule` names the game rule an infeasible request runs into. */
export const SolverJobErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  rule: z.string().optional(),
});
export type SolverJobError = z.infer<typeof SolverJobErrorSchema>;

export const SolverProgressSchema = z.object({
  /** What the job is doing now, in words ("Waiting for a free solver (1 ahead)", "Solving"). */
  stage: z.string(),
  elapsedSeconds: z.number(),
  timeLimitSeconds: z.number(),
  /** Jobs waiting ahead of this one. */
  ahead: z.number().int().min(0),
  /** While it runs: the objective of the best plan found so far, and the best bound proven over every player (issue 30). */
  incumbent: z.number().nullable().optional(),
  bound: z.number().nullable().optional(),
  /** A sensitivity analysis: solves done, of how many. */
  completed: z.number().int().min(0).optional(),
  total: z.number().int().min(0).optional(),
});
export type SolverProgress = z.infer<typeof SolverProgressSchema>;

export const SolverJobSchema = z.object({
  id: z.string(),
  kind: SolverJobKindSchema,
  state: SolverJobStateSchema,
  progress: SolverProgressSchema,
  /** The gameweek the horizon starts at (the season clock's next one). */
  firstGameweek: z.number().int(),
  result: z.union([BestDraftResultSchema, SuggestTransfersResultSchema, SensitivityResultSchema]).nullable(),
  error: SolverJobErrorSchema.nullable(),
});
export type SolverJob = z.infer<typeof SolverJobSchema>;

export const SolverJobStartedSchema = z.object({ id: z.string(), kind: SolverJobKindSchema, firstGameweek: z.number().int() });
export type SolverJobStarted = z.infer<typeof SolverJobStartedSchema>;

/** A job id in a path: what POST answered. */
export const SolverJobIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'That is not a solver job id');
