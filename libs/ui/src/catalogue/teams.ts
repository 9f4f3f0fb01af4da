import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamListShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '../api';

/** GET /api/teams: the 20 clubs (id, code, name, short_name) for team filters. */
export const teamsQuery = queryOptions({
  queryKey: ['/api/teams'],
  queryFn: () => fetchJson('/api/teams', shapeChecked(TeamListShape)),
});

export const useTeams = () => useQuery(teamsQuery);
