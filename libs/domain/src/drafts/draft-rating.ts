import { toTenths } from '../money/tenths';
import { BUDGET } from '../squad/squad-limits';
import { optimalPoints, type LineupPlayer } from './best-lineup';

/** Spec 9: the constants of the draft rating. */
export const RATING_DIVISOR = 448.24;
export const RATING_BONUS_PER_MILLION = 0.015;
export const RATING_BONUS_CAP = 0.02;

export interface RatingWindow {
  /** The spec's 'GW1': the first gameweek ahead of the season clock. */
  first: number;
  /** The spec's 'GW1-6': the six gameweeks ahead of the season clock. */
  window: readonly number[];
}

/** The rating windows from the season clock's next gameweeks (decision 034). */
export const ratingWindow = (nextGameweeks: readonly number[]): RatingWindow => ({
  first: nextGameweeks[0] ?? 1,
  window: nextGameweeks,
});

export interface DraftRatingParts {
  firstGameweek: number;
  windowTotal: number;
  bonus: number;
  /** Out of 100, unclamped (the formula can pass 100 for an exceptional squad). */
  rating: number;
}

/**
 * Spec 9: (optimal GW1 xPts + sum of optimal xPts over GW1-6) / 448.24, plus a bonus of
 * min(0.015 x (100 - cost), 0.02) for money left in the bank, shown multiplied by 100.
 */
export function draftRatingParts<T extends LineupPlayer>(squad: readonly T[], cost: number, when: RatingWindow, budget = BUDGET): DraftRatingParts {
  const firstGameweek = optimalPoints(squad, when.first);
  const windowTotal = when.window.reduce((n, gw) => n + optimalPoints(squad, gw), 0);
  const moneyLeft = (toTenths(budget) - toTenths(cost)) / 10;
  const bonus = Math.min(RATING_BONUS_PER_MILLION * moneyLeft, RATING_BONUS_CAP);
  return { firstGameweek, windowTotal, bonus, rating: ((firstGameweek + windowTotal) / RATING_DIVISOR + bonus) * 100 };
}

/** The rating as a card shows it: out of 100, kept inside 0..100. */
export const displayedRating = (rating: number): number => Math.min(100, Math.max(0, rating));

/** Where a rating stands among saved drafts' ratings (issue 31): its rank (1 = best) and the share rated below it. */
export function ratingStanding(rating: number, ratings: readonly number[]): { rank: number; of: number; below: number } {
  const below = ratings.filter((r) => r < rating).length;
  const above = ratings.filter((r) => r > rating).length;
  return { rank: above + 1, of: ratings.length, below: ratings.length === 0 ? 0 : below / ratings.length };
}
