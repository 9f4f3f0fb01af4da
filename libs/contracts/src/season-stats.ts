import { z } from 'zod';
import { STATS_POSITIONS } from '@draftroom/domain';
import type { SeasonColumns } from './seasons';

/**
 * Payloads of the Player Stats screens (spec 3): season totals and per-gameweek rows for
 * 2024/25 and 2025/26, and the actual points per gameweek the Expected Points page shows beside
 * its projections. Field names follow the spec's row fields (snake_case, as the screens use them).
 */
export const StatsPositionSchema = z.enum(STATS_POSITIONS);

const playerIdentity = {
  player_id: z.number().int(),
  /** Full name, e.g. 'Martin Ødegaard'. */
  player_name: z.string(),
  /** Short display name, e.g. 'Ødegaard' (the autocomplete matches both). */
  display_name: z.string(),
  /** Club short name (ARS, AVL, ...). */
  team_name: z.string(),
  player_position: StatsPositionSchema,
  /** Tenths of £m (55 = £5.5m); null when unknown. */
  price: z.number().int().nullable(),
  minutes_played: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  total_cs: z.number().int(),
  xg: z.number(),
  xa: z.number(),
  /** Defensive-contribution count (CBIT for defenders, CBIRT for midfielders and forwards, 0 for goalkeepers). */
  defcons: z.number().int(),
  defcons_per90: z.number(),
  /** Points the 2025/26 rule gives: 2 per match at 10+ (DEF) or 12+ (MID, FWD). */
  defcon_pts: z.number().int(),
  recoveries: z.number().int(),
};

export const SeasonStatsRow2425Schema = z.object({
  ...playerIdentity,
  xg_per90: z.number(),
  xa_per90: z.number(),
  xg_xa: z.number(),
  xg_xa_per90: z.number(),
  /** DefCon points per £1m of price. */
  defcon_pts_per_m: z.number(),
  /** xG + xA per £1m of price. */
  xg_xa_per_m: z.number(),
  total_tackles: z.number().int(),
  interceptions: z.number().int(),
  blocks: z.number().int(),
  clearances: z.number().int(),
});
export type SeasonStatsRow2425 = z.infer<typeof SeasonStatsRow2425Schema>;
export const SeasonStats2425Schema = z.array(SeasonStatsRow2425Schema);

export const SeasonStatsRow2526Schema = z.object({
  ...playerIdentity,
  points: z.number().int(),
  bonus: z.number().int(),
  bps: z.number().int(),
  xgi: z.number(),
  xgc: z.number(),
  xg_per90: z.number(),
  xa_per90: z.number(),
  xgi_per90: z.number(),
  xgc_per90: z.number(),
  tackles: z.number().int(),
  /** Clearances, blocks and interceptions. */
  cbi: z.number().int(),
});
export type SeasonStatsRow2526 = z.infer<typeof SeasonStatsRow2526Schema>;
export const SeasonStats2526Schema = z.array(SeasonStatsRow2526Schema);

const fixtureFields = {
  player_id: z.number().int(),
  player_position: StatsPositionSchema,
  gw: z.number().int(),
  /** Opponent's club short name. */
  opponent: z.string(),
  was_home: z.boolean(),
  /** Home goals first, e.g. '2-1'; null before the match is played. */
  score: z.string().nullable(),
  /** From the player's side; null before the match is played. */
  result: z.enum(['W', 'D', 'L']).nullable(),
  minutes_played: z.number().int(),
  goals: z.number().int(),
  assists: z.number().int(),
  clean_sheet: z.boolean(),
  xg: z.number(),
  xa: z.number(),
  defcons: z.number().int(),
  recoveries: z.number().int(),
};

/** One row per fixture the player's club played (a double gameweek gives two rows for the gw). */
export const PlayerGameweekRow2425Schema = z.object({
  ...fixtureFields,
  xg_xa: z.number(),
  defcon_pts: z.number().int(),
  total_tackles: z.number().int(),
  interceptions: z.number().int(),
  blocks: z.number().int(),
  clearances: z.number().int(),
});
export type PlayerGameweekRow2425 = z.infer<typeof PlayerGameweekRow2425Schema>;
export const PlayerGameweeks2425Schema = z.array(PlayerGameweekRow2425Schema);

export const PlayerGameweekRow2526Schema = z.object({
  ...fixtureFields,
  points: z.number().int(),
  bonus: z.number().int(),
  bps: z.number().int(),
  xgi: z.number(),
  xgc: z.number(),
  tackles: z.number().int(),
  cbi: z.number().int(),
});
export type PlayerGameweekRow2526 = z.infer<typeof PlayerGameweekRow2526Schema>;
export const PlayerGameweeks2526Schema = z.array(PlayerGameweekRow2526Schema);

/**
 * Seasons are values (issue 32): a season's totals and per-fixture rows have the schemas of the
 * columns its data has, whatever the season ('match-stats' rows are 2024/25's, 'fpl' rows 2025/26's).
 */
export const SEASON_STATS_SCHEMAS = {
  'match-stats': { totals: SeasonStats2425Schema, gameweeks: PlayerGameweeks2425Schema },
  fpl: { totals: SeasonStats2526Schema, gameweeks: PlayerGameweeks2526Schema },
} as const satisfies Record<SeasonColumns, { totals: z.ZodTypeAny; gameweeks: z.ZodTypeAny }>;
/** Any season's totals (the call /api/season-stats-{digits}). */
export const AnySeasonStatsSchema = z.union([SeasonStats2425Schema, SeasonStats2526Schema]);
/** Any season's per-fixture rows of a player (the call /api/player-gw-data-{digits}/{id}). */
export const AnyPlayerGameweeksSchema = z.union([PlayerGameweeks2425Schema, PlayerGameweeks2526Schema]);

/**
 * Actual points of every player per played gameweek of the current season, up to the season
 * clock: points[i] is gameweek i+1 (both fixtures of a double summed), null when the player had
 * no fixture that gameweek (a blank, or not yet at a club).
 */
export const GameweekPointsSchema = z.object({
  throughGameweek: z.number().int(),
  players: z.array(z.object({ id: z.number().int(), points: z.array(z.number().int().nullable()) })),
});
export type GameweekPoints = z.infer<typeof GameweekPointsSchema>;
