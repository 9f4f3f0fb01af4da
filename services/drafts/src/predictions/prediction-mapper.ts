import type { Prediction } from '@draftroom/contracts';
import type { StoredPrediction } from '../storage/stores';

export const PICK_KEYS = ['topGK', 'topDEF', 'topMID', 'topFWD', 'mostGoals', 'mostAssists', 'mostCleanSheets'] as const;
export const AMOUNT_KEYS = [
  'topGKPoints', 'topDEFPoints', 'topMIDPoints', 'topFWDPoints', 'mostGoalsCount', 'mostAssistsCount', 'mostCleanSheetsCount',
] as const;

/** A stored prediction as the API answers it (PredictionSchema). */
export function toPrediction(row: StoredPrediction): Prediction {
  const out = { id: row.id, username: row.username, createdAt: new Date(row.createdAt).toISOString() } as Prediction;
  for (const key of [...PICK_KEYS, ...AMOUNT_KEYS]) out[key] = row[key];
  return out;
}
