import { useQuery } from '@tanstack/react-query';
import { FixtureListShape } from '@draftroom/contracts';
import { getQuery } from '../api';

/** GET /api/fixtures: the 380 fixtures with difficulty for each side; results up to the clock. */
export const fixturesQuery = getQuery('/api/fixtures', FixtureListShape);

export const useFixtures = () => useQuery(fixturesQuery);
