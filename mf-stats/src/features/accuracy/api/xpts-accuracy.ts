import { useQuery } from '@tanstack/react-query';
import { XptsAccuracyShape } from '@draftroom/contracts';
import { getQuery } from '@draftroom/ui';

/** GET /api/xpts-accuracy: the stored walk-forward backtest of our xPts beside the official forecast. */
export const xptsAccuracyQuery = getQuery('/api/xpts-accuracy', XptsAccuracyShape);

export const useXptsAccuracy = () => useQuery(xptsAccuracyQuery);
