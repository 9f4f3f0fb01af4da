import { queryOptions, useQuery } from '@tanstack/react-query';
import { PredictionListShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/all-predictions (spec 7): every season prediction, newest first. */
export const predictionsQuery = queryOptions({
  queryKey: ['/api/all-predictions'],
  queryFn: () => fetchJson('/api/all-predictions', shapeChecked(PredictionListShape)),
});

export const usePredictions = () => useQuery(predictionsQuery);
