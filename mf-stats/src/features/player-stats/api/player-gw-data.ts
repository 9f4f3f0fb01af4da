import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerGameweeks2425Shape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/player-gw-data/{playerId}: a 2024/25 player's rows, one per fixture. */
export const playerGwData2425Query = (playerId: number) =>
  queryOptions({
    queryKey: ['/api/player-gw-data', playerId],
    queryFn: () => fetchJson(`/api/player-gw-data/${playerId}`, shapeChecked(PlayerGameweeks2425Shape)),
  });

export const usePlayerGwData2425 = (playerId: number | null) => useQuery({ ...playerGwData2425Query(playerId ?? 0), enabled: playerId != null });
