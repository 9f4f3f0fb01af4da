/** The forecasts and player groups of the xPts accuracy page, apart from its zod schemas (decision 085). */
export const ACCURACY_FORECASTS = ['model', 'official', 'lastFive', 'pointsPerGame'] as const;
export type AccuracyForecast = (typeof ACCURACY_FORECASTS)[number];

export const ACCURACY_GROUPS = ['all', 'played', 'available', 'doubtful', 'out'] as const;
export type AccuracyGroup = (typeof ACCURACY_GROUPS)[number];
