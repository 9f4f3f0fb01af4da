import { queryOptions, useQuery } from '@tanstack/react-query';
import { FixtureListShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '../api';

/** GET /api/fixtures: the 380 fixtures with difficulty for each side; results up to the clock. */
export const fixturesQuery = queryOptions({
  queryKey: ['/api/fixtures'],
  queryFn: () => fetchJson('/api/fixtures', shapeChecked(FixtureListShape)),
});

export const useFixtures = () => useQuery(fixturesQuery);
