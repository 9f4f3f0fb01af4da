import { queryOptions, useQuery } from '@tanstack/react-query';
import { XptsAccuracyShape } from '@draftroom/contracts';
import { fetchJson, shapeChecked } from '@draftroom/ui';

/** GET /api/xpts-accuracy: the stored walk-forward backtest of our xPts beside the official forecast. */
export const xptsAccuracyQuery = queryOptions({
  queryKey: ['/api/xpts-accuracy'],
  queryFn: () => fetchJson('/api/xpts-accuracy', shapeChecked(XptsAccuracyShape)),
});

export const useXptsAccuracy = () => useQuery(xptsAccuracyQuery);
