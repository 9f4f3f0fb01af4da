import { useQuery } from '@tanstack/react-query';
import { SeasonStats2425Shape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/** GET /api/season-stats: 2024/25 season totals of every player. */
export const seasonStats2425Query = getQuery('/api/season-stats', SeasonStats2425Shape);

export const useSeasonStats2425 = () => useQuery(seasonStats2425Query);
