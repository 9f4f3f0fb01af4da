import type { AccuracyForecast, AccuracyGroup } from '@draftroom/contracts';

/** How the page names each forecast and player group, and the colour of each line. */
export const FORECAST_LABEL: Record<AccuracyForecast, string> = {
  model: 'Our xPts',
  official: 'Official forecast',
  lastFive: 'Last-5 average',
  pointsPerGame: 'Points per gameweek',
};

export const FORECAST_COLOUR: Record<AccuracyForecast, string> = {
  model: '#2450e0',
  official: '#c8281c',
  lastFive: '#6b7280',
  pointsPerGame: '#a84805',
};

/** Dashes tell the lines apart without colour. */
export const FORECAST_DASH: Record<AccuracyForecast, string | undefined> = {
  model: undefined,
  official: '6 3',
  lastFive: '2 3',
  pointsPerGame: '8 3 2 3',
};

export const GROUP_LABEL: Record<AccuracyGroup, string> = {
  all: 'All players',
  played: 'Players who played',
  available: 'Available',
  doubtful: 'Doubtful',
  out: 'Injured, suspended or unavailable',
};

export const seasonLabel = (season: string): string => season.replace('-', '/');
