import { z } from 'zod';
import { LAST_GAMEWEEK, TEAM_FORMATIONS } from '@draftroom/domain';
import { PlayerIdSchema } from './plans';
import { DEFAULT_BENCH_WEIGHT, DEFAULT_DRAFT_HORIZON, DEFAULT_TRANSFERS_HORIZON, SOLVER_MAX_HORIZON } from './solver-limits';

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
});

/**
 * Suggest transfers, from a real team (its picks of the gameweek before, bank, transfer history for
 * selling prices, free transfers) or from a squad given in full.
 */
export const SuggestTransfersRequestSchema = z
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
  })
  .superRefine((body, ctx) => {
    if (body.teamId === undefined && body.squad === undefined) {
      ctx.addIssue({ code: 'custom', path: ['squad'], message: 'Give a team ID or a squad of 15 players with the bank' });
    }
    if (body.squad !== undefined && body.bank === undefined) {
      ctx.addIssue({ code: 'custom', path: ['bank'], message: 'Bank is required with a squad (tenths of £m, 0 or more)' });
    }
  });
export type SuggestTransfersRequestPayload = z.infer<typeof SuggestTransfersRequestSchema>;
export type SuggestTransfersRequestInput = z.input<typeof SuggestTransfersRequestSchema>;

export const SolverJobKindSchema = z.enum(['best-draft', 'transfers']);
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
});
export type SolverProgress = z.infer<typeof SolverProgressSchema>;

export const SolverJobSchema = z.object({
  id: z.string(),
  kind: SolverJobKindSchema,
  state: SolverJobStateSchema,
  progress: SolverProgressSchema,
  /** The gameweek the horizon starts at (the season clock's next one). */
  firstGameweek: z.number().int(),
  result: z.union([BestDraftResultSchema, SuggestTransfersResultSchema]).nullable(),
  error: SolverJobErrorSchema.nullable(),
});
export type SolverJob = z.infer<typeof SolverJobSchema>;

export const SolverJobStartedSchema = z.object({ id: z.string(), kind: SolverJobKindSchema, firstGameweek: z.number().int() });
export type SolverJobStarted = z.infer<typeof SolverJobStartedSchema>;

/** A job id in a path: what POST answered. */
export const SolverJobIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'That is not a solver job id');
