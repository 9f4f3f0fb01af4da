import { useQuery } from '@tanstack/react-query';
import { DEFAULT_STATS_SEASON, SeasonListShape, seasonStatsPath, type SeasonSummary } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/seasons: every season the data holds, oldest first, the one served now marked `current`. */
export const seasonsQuery = getQuery('/api/seasons', SeasonListShape);

export const useSeasons = () => useQuery(seasonsQuery);

/**
 * Where "Player Stats" leads: the current season's page, or 2025/26's (the spec's) while the list
 * is loading, failing, or names no current season, so the link always goes somewhere that works.
 */
export function currentStatsPath(seasons: readonly SeasonSummary[] | undefined): string {
  return seasons?.find((s) => s.current)?.statsPath ?? seasonStatsPath(DEFAULT_STATS_SEASON);
}

/** The season a Player Stats path shows, when the list has it ('/playerstats2627' → 2026/27's summary). */
export function seasonAtStatsPath(seasons: readonly SeasonSummary[], pathname: string): SeasonSummary | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return seasons.find((s) => s.statsPath === path);
}
