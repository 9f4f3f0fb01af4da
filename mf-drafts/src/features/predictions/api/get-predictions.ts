import { useQuery } from '@tanstack/react-query';
import { PredictionListShape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/** GET /api/all-predictions (spec 7): every season prediction, newest first. */
export const predictionsQuery = getQuery('/api/all-predictions', PredictionListShape);

export const usePredictions = () => useQuery(predictionsQuery);
