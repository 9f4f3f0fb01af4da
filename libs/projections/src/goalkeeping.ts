import { expectedFloorDiv } from './distributions';
import type { MinutesOutlook } from './minutes';

/**
 * E[floor(saves / 3)]: saves are Poisson around his per-90 rate scaled by the opponent's
 * attacking pressure (`pressure`, 1 for an average opponent at an average venue).
 */
export function expectedSaveTriples(savesPer90: number, minutes: MinutesOutlook, pressure: number): number {
  const long = expectedFloorDiv((savesPer90 * pressure * minutes.minutesIf60) / 90, 3);
  const short = expectedFloorDiv((savesPer90 * pressure * minutes.minutesIfShort) / 90, 3);
  return minutes.p60 * long + (minutes.pPlay - minutes.p60) * short;
}
