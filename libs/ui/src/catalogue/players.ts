import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerListSchema } from '@draftroom/contracts';
import { fetchJson, spotChecked } from '../api';

/** GET /api/players: every player at the season clock, with xptsGW1..38. Shared by every area. */
export const playersQuery = queryOptions({
  queryKey: ['/api/players'],
  queryFn: () => fetchJson('/api/players', spotChecked(PlayerListSchema)),
});

export const usePlayers = () => useQuery(playersQuery);
