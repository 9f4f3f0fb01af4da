import type { MinutesOutlook } from './minutes';

/** The most a manager can set: a whole match (stoppage time is not planned for). */
export const MAX_SET_MINUTES = 90;

/**
 * The minutes outlook of a manager who says "he plays `minutes` in each of his matches"
 * (decision 217): what he sets is taken as what happens, not as an average. So he surely
 * plays (0: surely not); the appearance points and the clean sheet follow the game's 60-minute
 * line; every part the model counts per 90 (goals, assists, saves, bonus, defensive actions,
 * goals conceded, cards) runs for those minutes. Fed to the model's own fixturePoints, so the
 * edited figure comes from the same rates and fixtures as ours.
 */
export function minutesAsSet(minutes: number): MinutesOutlook {
  const m = Math.min(MAX_SET_MINUTES, Math.max(0, minutes));
  const full = m >= 60;
  return { pPlay: m > 0 ? 1 : 0, p60: full ? 1 : 0, minutesIf60: full ? m : 0, minutesIfShort: full ? 0 : m };
}
