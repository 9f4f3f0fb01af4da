import { useQuery } from '@tanstack/react-query';
import { TeamListShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/teams: the 20 clubs (id, code, name, short_name) for team filters. */
export const teamsQuery = getQuery('/api/teams', TeamListShape);

export const useTeams = () => useQuery(teamsQuery);
