import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeasonStats2425Schema } from '@draftroom/contracts';
import { fetchJson } from '@draftroom/ui';

/** GET /api/season-stats: 2024/25 season totals of every player. */
export const seasonStats2425Query = queryOptions({
  queryKey: ['/api/season-stats'],
  queryFn: () => fetchJson('/api/season-stats', SeasonStats2425Schema),
});

export const useSeasonStats2425 = () => useQuery(seasonStats2425Query);
