import { useQuery } from '@tanstack/react-query';
import { PlayerProjectionShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/players/{id}/projection (decision 183): his next gameweeks part by part, checked against the contract. */
export const playerProjectionQuery = (playerId: number) => getQuery(`/api/players/${playerId}/projection`, PlayerProjectionShape);

export const usePlayerProjection = (playerId: number) => useQuery(playerProjectionQuery(playerId));
