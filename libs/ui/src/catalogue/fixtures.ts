import { queryOptions, useQuery } from '@tanstack/react-query';
import { FixtureListSchema } from '@draftroom/contracts';
import { fetchJson, spotChecked } from '../api';

/** GET /api/fixtures: the 380 fixtures with difficulty for each side; results up to the clock. */
export const fixturesQuery = queryOptions({
  queryKey: ['/api/fixtures'],
  queryFn: () => fetchJson('/api/fixtures', spotChecked(FixtureListSchema)),
});

export const useFixtures = () => useQuery(fixturesQuery);
