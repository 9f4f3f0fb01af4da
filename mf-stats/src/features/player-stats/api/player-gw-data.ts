import { queryOptions, useQuery } from '@tanstack/react-query';
import { seasonGameweeksApi, type ReadShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** A player's rows of one season, one per fixture up to its clock: /api/player-gw-data/{id}, -2526/{id} and so on. */
export const playerGwDataQuery = <T>(season: string, shape: ReadShape<T>, playerId: number) =>
  queryOptions({
    queryKey: [seasonGameweeksApi(season), playerId],
    queryFn: () => fetchJson(`${seasonGameweeksApi(season)}/${playerId}`, shapeChecked(shape)),
  });

export const usePlayerGwData = <T>(season: string, shape: ReadShape<T>, playerId: number | null) =>
  useQuery({ ...playerGwDataQuery(season, shape, playerId ?? 0), enabled: playerId != null });
