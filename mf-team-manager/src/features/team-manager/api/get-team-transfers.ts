import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamTransferListShape, type TeamTransfer } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/fpl-team/{teamId}/transfers: what the team paid for the players it bought (their selling prices). */
export const teamTransfersQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['/api/fpl-team', teamId, 'transfers'],
    queryFn: (): Promise<TeamTransfer[]> => fetchJson(`/api/fpl-team/${teamId}/transfers`, shapeChecked(TeamTransferListShape)),
    retry: 1,
  });

/** Asked for with the history, once the team's picks have answered (`enabled`). */
export const useTeamTransfers = (teamId: number, enabled: boolean) => useQuery({ ...teamTransfersQuery(teamId), enabled });
