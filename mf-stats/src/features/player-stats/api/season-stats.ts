import { useQuery } from '@tanstack/react-query';
import { seasonStatsApi, type ReadShape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/**
 * A season's totals of every player, up to its clock: GET /api/season-stats for 2024/25 (the
 * spec's name), /api/season-stats-2526 and so on after it. `shape` is its columns family's row.
 */
export const seasonStatsQuery = <T>(season: string, shape: ReadShape<T>) => getQuery(seasonStatsApi(season), shape);

export const useSeasonStats = <T>(season: string, shape: ReadShape<T>) => useQuery(seasonStatsQuery(season, shape));
