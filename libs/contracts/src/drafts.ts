import { z } from 'zod';
import { DRAFT_NAME_MAX_LENGTH } from './draft-limits';
import { SeasonIdSchema } from './seasons';
import { PlayerSchema } from './stats';
import { textField } from './text';

/**
 * A player of a draft as he was when it was saved (issue 32): ids are renumbered every season, so
 * a draft of an earlier season is shown from these, never from the current list. `code` is the
 * game's id that stays across seasons.
 */
export const DraftPlayerSchema = PlayerSchema.pick({
  id: true, code: true, name: true, web_name: true, position: true, team: true, teamName: true, teamShortName: true, price: true,
});
export type DraftPlayer = z.infer<typeof DraftPlayerSchema>;

/**
 * A saved draft as GET /api/drafts returns it (spec sections 3 and 7). The drafts area owns the
 * write schemas; other areas (Team Manager's 'Start from a saved draft') read this shape.
 */
export const DraftSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The 15 player ids, ids of the draft's season. */
  selectedPlayers: z.array(z.number().int()),
  /**
   * The season it was saved in ('2025-26'): the season the stats service served then. Drafts saved
   * before seasons were recorded are 2025/26 drafts.
   */
  season: SeasonIdSchema,
  /**
   * The players as they were at save time, in the order of selectedPlayers: in the answers about
   * one draft (GET /api/drafts/{id}, the save), not in the list, which stays small. Absent for a
   * draft saved before they were recorded and not filled in since (see decision 238).
   */
  players: z.array(DraftPlayerSchema).optional(),
  /** £m, one decimal, recomputed by the server from prices at save time. */
  totalCost: z.number(),
  createdAt: z.string(),
  upvotes: z.number().int(),
  downvotes: z.number().int(),
  /** Players per position number ('1'..'4'). */
  positionCounts: z.record(z.string(), z.number().int()),
  /** Players per club short name. */
  teamCounts: z.record(z.string(), z.number().int()),
  /**
   * The caller's own vote on this draft (from the session cookie): in the answers of
   * GET /api/drafts/{id} and of a vote. The list (GET /api/drafts) is the same for everyone and
   * leaves it out; GET /api/drafts/my-votes gives the caller's votes.
   */
  myVote: z.enum(['up', 'down']).nullable().optional(),
});
export type Draft = z.infer<typeof DraftSchema>;
export const DraftListSchema = z.array(DraftSchema);

/** POST /api/save-draft (spec 7). The server re-checks every rule; nothing here is trusted. */
export const SaveDraftSchema = z.object({
  name: textField({ label: 'Draft name', max: DRAFT_NAME_MAX_LENGTH, required: 'Draft name required' }),
  selectedPlayers: z
    .array(z.number({ error: 'Player ids must be numbers' }).int('Player ids must be whole numbers'), {
      error: 'selectedPlayers must be a list of player ids',
    })
    .min(1, 'No players selected')
    .max(40, 'A draft has exactly 15 players'),
  /** £m as the builder added it up; checked against current prices, never stored as sent. */
  totalCost: z.number({ error: 'totalCost must be a number' }).nonnegative('totalCost cannot be negative'),
});
export type SaveDraft = z.infer<typeof SaveDraftSchema>;

export const VoteTypeSchema = z.enum(['up', 'down'], { error: "voteType must be 'up' or 'down'" });
export type VoteType = z.infer<typeof VoteTypeSchema>;

/** One of the caller's votes, as GET /api/drafts/my-votes lists them. */
export const MyVoteSchema = z.object({ draftId: z.number().int(), voteType: VoteTypeSchema });
export type MyVote = z.infer<typeof MyVoteSchema>;
/** GET /api/drafts/my-votes: every vote of the caller's anonymous session (empty without one). */
export const MyVotesSchema = z.array(MyVoteSchema);

/**
 * POST /api/drafts/{id}/vote: the vote the caller wants to have, not a toggle, so a retried or
 * doubled request lands once (decision 071). 'none' takes the caller's vote back.
 */
export const VoteChoiceSchema = z.enum(['up', 'down', 'none'], { error: "voteType must be 'up', 'down' or 'none'" });
export type VoteChoice = z.infer<typeof VoteChoiceSchema>;
export const VoteSchema = z.object({ voteType: VoteChoiceSchema });
export type Vote = z.infer<typeof VoteSchema>;

export const DraftSortSchema = z.enum(['newest', 'top_rated'], { error: "sort must be 'newest' or 'top_rated'" });
export type DraftSort = z.infer<typeof DraftSortSchema>;

/** A whole number written as decimal digits in a query string (never '0x10' or '1e3'). */
const digits = (what: string) => z.string().regex(/^\d{1,9}$/, `${what} must be a whole number`).transform(Number);

/**
 * GET /api/drafts?sort=newest|top_rated (newest when absent): every draft. With `limit` (1-100)
 * and optionally `offset`, only that window of the sorted list; the X-Total-Count header then
 * says how many drafts there are. A window can be narrowed first: `q` keeps the drafts whose name
 * holds it (the product's folded search, as the All Drafts search box), `since` (an ISO date-time,
 * the time filter's start as the browser computes it) the drafts saved at or after it; the count
 * is then of the drafts that match.
 */
export const DraftListQuerySchema = z.object({
  sort: DraftSortSchema.default('newest'),
  limit: digits('limit').pipe(z.number().min(1, 'limit must be 1 to 100').max(100, 'limit must be 1 to 100')).optional(),
  offset: digits('offset').default(0),
  q: z.string().max(DRAFT_NAME_MAX_LENGTH, `q must be at most ${DRAFT_NAME_MAX_LENGTH} characters`).optional(),
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO date-time (2025-08-15T17:30:00Z)' }).optional(),
});
export type DraftListQuery = z.infer<typeof DraftListQuerySchema>;
