import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerGameweeks2526Shape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/player-gw-data-2526/{playerId}: a 2025/26 player's rows up to the season clock. */
export const playerGwData2526Query = (playerId: number) =>
  queryOptions({
    queryKey: ['/api/player-gw-data-2526', playerId],
    queryFn: () => fetchJson(`/api/player-gw-data-2526/${playerId}`, shapeChecked(PlayerGameweeks2526Shape)),
  });

export const usePlayerGwData2526 = (playerId: number | null) => useQuery({ ...playerGwData2526Query(playerId ?? 0), enabled: playerId != null });
