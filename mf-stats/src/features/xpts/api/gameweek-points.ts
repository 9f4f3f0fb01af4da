import { useQuery } from '@tanstack/react-query';
import { GameweekPointsShape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/** GET /api/gameweek-points: actual points per player per played gameweek, up to the season clock. */
export const gameweekPointsQuery = getQuery('/api/gameweek-points', GameweekPointsShape);

export const useGameweekPoints = () => useQuery(gameweekPointsQuery);
