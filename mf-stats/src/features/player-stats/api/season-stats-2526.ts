import { useQuery } from '@tanstack/react-query';
import { SeasonStats2526Shape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/** GET /api/season-stats-2526: 2025/26 season totals of every player, up to the season clock. */
export const seasonStats2526Query = getQuery('/api/season-stats-2526', SeasonStats2526Shape);

export const useSeasonStats2526 = () => useQuery(seasonStats2526Query);
