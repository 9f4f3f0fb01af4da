import { expectedFloorDiv } from './distributions';
import type { MinutesOutlook } from './minutes';

/** P(no goal) when goals against are Poisson with this mean. */
export const cleanSheetProbability = (goalsAgainst: number): number => Math.exp(-Math.max(0, goalsAgainst));

/**
 * P(he earns clean-sheet points): he must play 60+ and his side concede nothing while he is
 * on. `goalsAgainstPer90` is his club's expected goals against in this fixture.
 */
export function cleanSheetChance(minutes: MinutesOutlook, goalsAgainstPer90: number): number {
  return minutes.p60 * cleanSheetProbability((goalsAgainstPer90 * minutes.minutesIf60) / 90);
}

/** E[floor(goals conceded while on the pitch / 2)]: the number of -1s a GK or DEF takes. */
export function expectedConcededPairs(minutes: MinutesOutlook, goalsAgainstPer90: number): number {
  const long = expectedFloorDiv((goalsAgainstPer90 * minutes.minutesIf60) / 90, 2);
  const short = expectedFloorDiv((goalsAgainstPer90 * minutes.minutesIfShort) / 90, 2);
  return minutes.p60 * long + (minutes.pPlay - minutes.p60) * short;
}
