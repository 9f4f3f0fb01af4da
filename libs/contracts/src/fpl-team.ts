import { z } from 'zod';
import { decimalIdParam } from './common';
import { MAX_ID, TEAM_ID_MESSAGES } from './id-param';

/**
 * A real team's data as the planner service re-serves it from the official game
 * (GET /api/fpl-team/{teamId}/event/{gw}/picks and /transfers, spec 7). The service parses the
 * upstream answer and passes on only these fields.
 */
const teamIdMessages = TEAM_ID_MESSAGES;

/** A team ID in a path or query string ('1001'). */
export const TeamIdParamSchema = decimalIdParam(teamIdMessages);

/** A team ID in a JSON body: a number, never a string or a boolean coerced into one. */
export const TeamIdSchema = z
  .number({ error: teamIdMessages.type })
  .int(teamIdMessages.int)
  .min(1, teamIdMessages.min)
  .max(MAX_ID, teamIdMessages.max);

export const TeamPickSchema = z.object({
  /** Player id. */
  element: z.number().int(),
  /** 1-11 starters, 12-15 bench. */
  position: z.number().int().min(1).max(15),
  multiplier: z.number().int(),
  element_type: z.number().int(),
  is_captain: z.boolean(),
  is_vice_captain: z.boolean(),
});
export type TeamPick = z.infer<typeof TeamPickSchema>;

export const EntryHistorySchema = z.object({
  event: z.number().int(),
  points: z.number().int(),
  total_points: z.number().int(),
  rank: z.number().int().nullable(),
  overall_rank: z.number().int().nullable(),
  /** Tenths of £m (5 = £0.5m). */
  bank: z.number().int(),
  /** Squad value, tenths of £m. */
  value: z.number().int(),
  event_transfers: z.number().int(),
  /** Points paid for transfers that gameweek. */
  event_transfers_cost: z.number().int(),
  points_on_bench: z.number().int(),
});
export type EntryHistory = z.infer<typeof EntryHistorySchema>;

export const TeamPicksSchema = z.object({
  /** wildcard, freehit, 3xc, bboost, or null. */
  active_chip: z.string().nullable(),
  entry_history: EntryHistorySchema,
  picks: z.array(TeamPickSchema),
});
export type TeamPicks = z.infer<typeof TeamPicksSchema>;

export const TeamTransferSchema = z.object({
  element_in: z.number().int(),
  /** Tenths of £m. */
  element_in_cost: z.number().int(),
  element_out: z.number().int(),
  element_out_cost: z.number().int(),
  event: z.number().int(),
  time: z.string(),
});
export const TeamTransferListSchema = z.array(TeamTransferSchema);
export type TeamTransfer = z.infer<typeof TeamTransferSchema>;

