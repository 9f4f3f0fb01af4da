import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerListShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '../api';

/** GET /api/players: every player at the season clock, with xptsGW1..38. Shared by every area. */
export const playersQuery = queryOptions({
  queryKey: ['/api/players'],
  queryFn: () => fetchJson('/api/players', shapeChecked(PlayerListShape)),
});

export const usePlayers = () => useQuery(playersQuery);
