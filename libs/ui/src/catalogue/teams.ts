import { queryOptions, useQuery } from '@tanstack/react-query';
import { TeamListSchema } from '@draftroom/contracts';
import { fetchJson, spotChecked } from '../api';

/** GET /api/teams: the 20 clubs (id, code, name, short_name) for team filters. */
export const teamsQuery = queryOptions({
  queryKey: ['/api/teams'],
  queryFn: () => fetchJson('/api/teams', spotChecked(TeamListSchema)),
});

export const useTeams = () => useQuery(teamsQuery);
