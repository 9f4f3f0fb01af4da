import { queryOptions, useQuery } from '@tanstack/react-query';
import { SeasonInfoShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '../api';

/** GET /api/season: the season clock (current gameweek, planning start, next six gameweeks). */
export const seasonQuery = queryOptions({
  queryKey: ['/api/season'],
  queryFn: () => fetchJson('/api/season', shapeChecked(SeasonInfoShape)),
});

export const useSeason = () => useQuery(seasonQuery);
