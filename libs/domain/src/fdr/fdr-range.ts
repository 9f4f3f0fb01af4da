/**
 * The FDR screens' gameweek range (spec 4): choosing From above To raises To to From; choosing
 * To below From is ignored. Excluded gameweeks are the ticked ones inside the range.
 */
import { gameweekRange } from '../season/season-clock';

export interface GameweekRange {
  from: number;
  to: number;
}

export function withFrom(range: GameweekRange, from: number): GameweekRange {
  return { from, to: Math.max(range.to, from) };
}

export function withTo(range: GameweekRange, to: number): GameweekRange {
  return to < range.from ? range : { from: range.from, to };
}

/** The ticked gameweeks that fall inside the range, ascending. */
export function excludedInRange(range: GameweekRange, ticked: Iterable<number>): number[] {
  return [...new Set(ticked)].filter((gw) => gw >= range.from && gw <= range.to).sort((a, b) => a - b);
}

/** The gameweeks the matrix shows: the range without the excluded ones. */
export function shownGameweeks(range: GameweekRange, ticked: Iterable<number>): number[] {
  const excluded = new Set(excludedInRange(range, ticked));
  return gameweekRange(range.from, range.to).filter((gw) => !excluded.has(gw));
}

/** Label of the Teams checklist: 'All' when none is ticked, else 'n selected'. */
export const teamsFilterLabel = (ticked: number): string => (ticked === 0 ? 'All' : `${ticked} selected`);

/** Label of the Exclude checklist: 'None' or 'n excluded'. */
export const excludedFilterLabel = (excluded: number): string => (excluded === 0 ? 'None' : `${excluded} excluded`);

/**
 * The default window: the next six gameweeks from the season clock (GW1-6 before the season,
 * as the spec was written; decision 042).
 */
export function defaultFdrRange(nextGameweeks: readonly number[]): GameweekRange {
  if (nextGameweeks.length === 0) return { from: 1, to: 6 };
  return { from: nextGameweeks[0], to: nextGameweeks[nextGameweeks.length - 1] };
}
