import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeasonInfoSchema } from '@draftroom/contracts';
import { fetchJson } from '../api';

/** GET /api/season: the season clock (current gameweek, planning start, next six gameweeks). */
export const seasonQuery = queryOptions({
  queryKey: ['/api/season'],
  queryFn: () => fetchJson('/api/season', SeasonInfoSchema),
});

export const useSeason = () => useQuery(seasonQuery);
