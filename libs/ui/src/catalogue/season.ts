import { useQuery } from '@tanstack/react-query';
import { SeasonInfoShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/season: the season clock (current gameweek, planning start, next six gameweeks). */
export const seasonQuery = getQuery('/api/season', SeasonInfoShape);

export const useSeason = () => useQuery(seasonQuery);
