import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PredictionShape, type SavePrediction } from '@draftroom/contracts';
import { postJson, shapeChecked } from '@draftroom/ui';
import { predictionsQuery } from './get-predictions';

/** POST /api/predictions; the list refreshes after a save. */
export function useSavePrediction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePrediction) => postJson('/api/predictions', body, shapeChecked(PredictionShape)),
    onSuccess: () => client.invalidateQueries({ queryKey: predictionsQuery.queryKey }),
  });
}
