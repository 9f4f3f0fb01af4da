import { useQuery } from '@tanstack/react-query';
import { PlayerProjectionShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/**
 * GET /api/players/{id}/projection (decision 183): his next gameweeks part by part, checked against
 * the contract. With `minutes`, as if he played that many in each match (a manager's edit, decision 217).
 */
export const playerProjectionQuery = (playerId: number, minutes?: number) =>
  getQuery(`/api/players/${playerId}/projection${minutes === undefined ? '' : `?minutes=${minutes}`}`, PlayerProjectionShape);

export const usePlayerProjection = (playerId: number, minutes?: number) => useQuery(playerProjectionQuery(playerId, minutes));
