/**
 * Limits and defaults of the Player Stats screens (spec sections 5 and 9).
 */

/** Minimum-minutes input: clamped to 1..3420 (38 full matches); reset value 90. */
export const MIN_MINUTES_FLOOR = 1;
export const MIN_MINUTES_CEILING = 38 * 90;
export const DEFAULT_MIN_MINUTES = 90;

/** Rows per page of both stats tables (24/25 is given as 20; 25/26 is not stated, see decision 044). */
export const STATS_PAGE_SIZE = 20;

/** Suggestions offered by the player autocomplete. */
export const PLAYER_SUGGESTION_LIMIT = 10;

/**
 * The minimum-minutes filter as typed: a whole number kept inside 1..3420; anything that is not
 * a number becomes 1 (spec 5).
 */
export function clampMinimumMinutes(input: string | number): number {
  const value = typeof input === 'number' ? input : Number(String(input).trim() === '' ? NaN : input);
  if (!Number.isFinite(value)) return MIN_MINUTES_FLOOR;
  return Math.min(MIN_MINUTES_CEILING, Math.max(MIN_MINUTES_FLOOR, Math.floor(value)));
}
