import { z } from 'zod';
import { FIRST_GAMEWEEK, LAST_GAMEWEEK, gameweekRange, xptsKey, type XptsKey } from '@draftroom/domain';

/** A player's projection for a gameweek travels as xptsGW1 .. xptsGW38: the domain's xptsKey, the payload's field. */
export { xptsKey, type XptsKey };

const xptsFields = Object.fromEntries(
  gameweekRange(FIRST_GAMEWEEK, LAST_GAMEWEEK).map((gw) => [xptsKey(gw), z.number().optional()]),
) as Record<XptsKey, z.ZodOptional<z.ZodNumber>>;

export const TeamSchema = z.object({
  id: z.number().int(),
  /** Stable across seasons (the official game's team code). */
  code: z.number().int(),
  name: z.string(),
  short_name: z.string(),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.array(TeamSchema);

export const PlayerSchema = z.object({
  id: z.number().int(),
  /** Stable across seasons (the official game's player code). */
  code: z.number().int(),
  /** Full name, e.g. 'Bukayo Saka'. */
  name: z.string(),
  /** Short display name, e.g. 'Saka'. */
  web_name: z.string(),
  position: z.number().int().min(1).max(4),
  team: z.number().int(),
  teamName: z.string(),
  teamShortName: z.string(),
  /** £m with one decimal, as of the season clock. */
  price: z.number(),
  /** £m at gameweek 1 (what a squad picked before the season paid); absent for a player who arrived later. */
  startPrice: z.number().optional(),
  /** Season points up to the season clock. */
  totalPoints: z.number(),
  /** Official ownership percentage as published by the game. */
  selectedByPercent: z.number(),
  /** Availability flag of the official game: a (available), d (doubtful), i, s, u, n. */
  status: z.string(),
  /** The game's chance of playing next round, 0-100; null when no flag is set. */
  chanceOfPlaying: z.number().min(0).max(100).nullable(),
  /** The game's news behind the flag ('' when none), e.g. 'Knee injury - Expected back 13 Sep'. */
  news: z.string(),
  ...xptsFields,
});
export type Player = z.infer<typeof PlayerSchema>;
export const PlayerListSchema = z.array(PlayerSchema);

export const FixtureSchema = z.object({
  id: z.number().int(),
  /** Null for a postponed fixture that has not been rescheduled. */
  gameweek: z.number().int().nullable(),
  kickoff: z.string().nullable(),
  homeTeam: z.number().int(),
  awayTeam: z.number().int(),
  homeDifficulty: z.number().int().min(1).max(5),
  awayDifficulty: z.number().int().min(1).max(5),
  finished: z.boolean(),
  homeScore: z.number().int().nullable(),
  awayScore: z.number().int().nullable(),
});
export type Fixture = z.infer<typeof FixtureSchema>;
export const FixtureListSchema = z.array(FixtureSchema);

/** The season clock as the stats service sees it (GET /api/season). */
export const SeasonInfoSchema = z.object({
  season: z.string(),
  currentGameweek: z.number().int(),
  planningFrom: z.number().int(),
  nextGameweeks: z.array(z.number().int()),
  lastFinishedGameweek: z.number().int(),
  pinnedByConfiguration: z.boolean(),
  importedAt: z.string().nullable(),
});
export type SeasonInfo = z.infer<typeof SeasonInfoSchema>;
