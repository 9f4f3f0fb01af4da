import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { STALE_COPY_HEADER, TeamPicksShape, type TeamPicks } from '@draftroom/contracts';
import { ApiRequestError, fetchJsonWithHeaders, shapeChecked } from '@draftroom/ui';

/** Spec 7/8: a non-OK picks answer fails with 'Failed to fetch team data: {status}'. */
export class TeamDataError extends Error {
  constructor(readonly status: number, readonly detail: string | undefined) {
    super(`Failed to fetch team data: ${status}`);
  }
}

const picksPath = (teamId: number, gameweek: number) => `/api/fpl-team/${teamId}/event/${gameweek}/picks`;

/** Picks as served; `staleSince` (ISO time) when the official API is down and this is the planner's last good copy. */
export interface ServedPicks {
  picks: TeamPicks;
  staleSince?: string;
}

export async function getTeamPicks(teamId: number, gameweek: number): Promise<ServedPicks> {
  try {
    const { data, headers } = await fetchJsonWithHeaders(picksPath(teamId, gameweek), shapeChecked(TeamPicksShape));
    return { picks: data, staleSince: headers.get(STALE_COPY_HEADER) ?? undefined };
  } catch (err) {
    if (err instanceof ApiRequestError) throw new TeamDataError(err.status, err.serverMessage);
    throw err;
  }
}

/** GET /api/fpl-team/{teamId}/event/{gw}/picks: a real team's picks, bank and history for a gameweek. */
export const teamPicksQuery = (teamId: number, gameweek: number) =>
  queryOptions({
    queryKey: ['/api/fpl-team', teamId, 'event', gameweek, 'picks'],
    queryFn: () => getTeamPicks(teamId, gameweek),
  });

/**
 * A history gameweek the team did not play (it was created later) answers 404: that is no
 * failure, just a gameweek without transfers.
 */
export const teamHistoryQuery = (teamId: number, gameweek: number) =>
  queryOptions({
    queryKey: ['/api/fpl-team', teamId, 'event', gameweek, 'picks', 'history'],
    queryFn: () => getTeamPicks(teamId, gameweek).catch((err: unknown) => {
      if (err instanceof TeamDataError && err.status === 404) return null;
      throw err;
    }),
  });

/**
 * The picks of the clock's gameweek and of every gameweek before it (for the free-transfer
 * history). The history is asked for once the clock's gameweek has answered: when the official
 * site is down, or the ID is unknown, one request fails instead of one per gameweek (issue 31).
 */
export function useTeamPicks(teamId: number, currentGameweek: number) {
  const current = useQuery(teamPicksQuery(teamId, currentGameweek));
  const history = useQueries({
    queries: Array.from({ length: Math.max(0, currentGameweek - 1) }, (_, i) => ({ ...teamHistoryQuery(teamId, i + 1), enabled: current.isSuccess })),
  });
  return [current, ...history];
}
