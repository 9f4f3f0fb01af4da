import { useQuery } from '@tanstack/react-query';
import { PlayerListShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/players: every player at the season clock, with xptsGW1..38. Shared by every area. */
export const playersQuery = getQuery('/api/players', PlayerListShape);

export const usePlayers = () => useQuery(playersQuery);
