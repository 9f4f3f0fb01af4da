/** A season prediction's picks and limits, apart from its zod schemas so its page loads no zod (decision 085). */

/** The four 'Top Scoring Players' picks and three 'Statistical Leaders' of a season prediction (spec 2.10, 3). */
export const TOP_PICKS = [
  { key: 'topGK', points: 'topGKPoints', position: 1, label: 'Top Goalkeeper' },
  { key: 'topDEF', points: 'topDEFPoints', position: 2, label: 'Top Defender' },
  { key: 'topMID', points: 'topMIDPoints', position: 3, label: 'Top Midfielder' },
  { key: 'topFWD', points: 'topFWDPoints', position: 4, label: 'Top Forward' },
] as const;

export const LEADER_PICKS = [
  { key: 'mostGoals', count: 'mostGoalsCount', label: 'Most Goals', max: 80 },
  { key: 'mostAssists', count: 'mostAssistsCount', label: 'Most Assists', max: 60 },
  { key: 'mostCleanSheets', count: 'mostCleanSheetsCount', label: 'Most Clean Sheets', max: 38 },
] as const;

export const PREDICTION_USERNAME_MAX_LENGTH = 30;
export const MAX_PREDICTED_POINTS = 500;
