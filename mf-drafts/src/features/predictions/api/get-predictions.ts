import { queryOptions, useQuery } from '@tanstack/react-query';
import { PredictionListSchema } from '@draftroom/contracts';
import { fetchJson } from '@draftroom/ui';

/** GET /api/all-predictions (spec 7): every season prediction, newest first. */
export const predictionsQuery = queryOptions({
  queryKey: ['/api/all-predictions'],
  queryFn: () => fetchJson('/api/all-predictions', PredictionListSchema),
});

export const usePredictions = () => useQuery(predictionsQuery);
