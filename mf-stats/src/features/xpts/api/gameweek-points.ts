import { queryOptions, useQuery } from '@tanstack/react-query';
import { GameweekPointsShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/gameweek-points: actual points per player per played gameweek, up to the season clock. */
export const gameweekPointsQuery = queryOptions({
  queryKey: ['/api/gameweek-points'],
  queryFn: () => fetchJson('/api/gameweek-points', shapeChecked(GameweekPointsShape)),
});

export const useGameweekPoints = () => useQuery(gameweekPointsQuery);
