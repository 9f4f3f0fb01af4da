import { probabilityAtLeast } from './distributions';
import type { MinutesOutlook } from './minutes';

/**
 * P(reaching the defensive-contribution threshold) in one fixture. The count is a sum of
 * many small actions, so it is close to Poisson; across matches its variance runs about
 * 1.4 times its mean, hence the negative binomial `dispersion`. `pressure` scales the rate
 * for the opponent (a side that attacks more makes him defend more).
 */
export function defensiveContributionChance(
  ratePer90: number,
  minutes: MinutesOutlook,
  threshold: number,
  dispersion: number,
  pressure = 1,
): number {
  const per90 = ratePer90 * pressure;
  const full = probabilityAtLeast((per90 * minutes.minutesIf60) / 90, threshold, dispersion);
  const short = probabilityAtLeast((per90 * minutes.minutesIfShort) / 90, threshold, dispersion);
  return minutes.p60 * full + (minutes.pPlay - minutes.p60) * short;
}
