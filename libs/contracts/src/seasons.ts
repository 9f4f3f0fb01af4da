import { z } from 'zod';

/**
 * Seasons are values (issue 32): a season is named by its years ('2026-27'), and its Player Stats
 * page and calls follow one pattern from that name. The spec's names are this pattern's first
 * cases: /playerstats2425 and /playerstats2526, /api/season-stats (2024/25, the spec's name for
 * it) and /api/season-stats-2526, /api/player-gw-data/{id} and /api/player-gw-data-2526/{id}.
 */
export const SeasonIdSchema = z.string().regex(/^\d{4}-\d{2}$/, 'A season is named by its years, like 2026-27.');

// The pattern's functions live beside the route table, which the build reads without imports.
export { seasonDigits, seasonGameweeksApi, seasonLabel, seasonStatsApi, seasonStatsPath } from './routes';

/** '2627' → '2026-27' (the seasons are this century's); undefined for digits that name no season ('2629'). */
export const seasonFromDigits = (digits: string): string | undefined => {
  if (!/^\d{4}$/.test(digits)) return undefined;
  const [from, to] = [Number(digits.slice(0, 2)), Number(digits.slice(2))];
  return (from + 1) % 100 === to ? `20${digits.slice(0, 2)}-${digits.slice(2)}` : undefined;
};

/**
 * Which columns a season's rows have: 'match-stats' when its defensive figures are rebuilt from
 * per-match files (2024/25: tackles, interceptions, blocks, clearances, per-£m figures); 'fpl'
 * when the game published them (2025/26 on: points, bonus, BPS, xGI, xGC, tackles, CBI).
 */
export const SeasonColumnsSchema = z.enum(['match-stats', 'fpl']);
export type SeasonColumns = z.infer<typeof SeasonColumnsSchema>;

/** One season the data holds (GET /api/seasons), oldest first. */
export const SeasonSummarySchema = z.object({
  season: SeasonIdSchema,
  /** '26/27'. */
  label: z.string(),
  /** The season served now: the upstream's (the first deadline's year), or the snapshot's latest. */
  current: z.boolean(),
  /** Its Player Stats page, '/playerstats2627'. */
  statsPath: z.string(),
  /** Its season totals call. */
  statsApi: z.string(),
  /** Its per-gameweek call's prefix (the player id follows after a slash). */
  gameweeksApi: z.string(),
  columns: SeasonColumnsSchema,
  /** The last gameweek played and imported (38 for a finished season). */
  lastFinishedGameweek: z.number().int().min(0).max(38),
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;
export const SeasonListSchema = z.array(SeasonSummarySchema);
