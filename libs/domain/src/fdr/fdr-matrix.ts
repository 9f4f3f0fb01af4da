/**
 * The FDR matrix: one row per club, one cell per gameweek holding that club's fixtures in it.
 * A blank gameweek is an empty cell and a double gameweek a cell with two fixtures, never
 * hidden or merged. Avg is the mean over the gameweeks shown of each gameweek's difficulty: the
 * mean of its fixtures, and a blank the hardest (5), as Fixture Pairings counts it (decisions
 * 042, 220): a gameweek with no match is the worst a manager can have from the club.
 */
import { clubFixturesByGameweek, type ClubFixture, type FixtureLike } from '../season/fixtures';

export interface ClubLike {
  id: number;
  name: string;
  short_name: string;
}

export interface FdrCell {
  gameweek: number;
  /** [] = blank gameweek, two entries = double gameweek. */
  fixtures: ClubFixture[];
}

export interface FdrRow<C extends ClubLike> {
  club: C;
  cells: FdrCell[];
  /** Mean difficulty over the gameweeks shown (a blank counts 5); null when no gameweek is shown. */
  average: number | null;
}

/** Alphabetical, hardest run first ('difficulty', the spec's "Difficulty (descending)"), or easiest run first. */
export type FdrSort = 'alphabetical' | 'difficulty' | 'easiest';

/** A blank gameweek's difficulty: the hardest, since nobody from the club plays. */
export const BLANK_DIFFICULTY = 5;

/** A club's difficulty in one gameweek: the mean of its fixtures (a double counts both); null for a blank. */
export const gameweekDifficulty = (fixtures: readonly ClubFixture[]): number | null =>
  fixtures.length === 0 ? null : fixtures.reduce((s, f) => s + f.difficulty, 0) / fixtures.length;

export function fdrMatrix<C extends ClubLike>(
  clubs: readonly C[],
  fixtures: readonly FixtureLike[],
  gameweeks: readonly number[],
  options: { clubIds?: readonly number[]; sort?: FdrSort } = {},
): FdrRow<C>[] {
  const wanted = options.clubIds && options.clubIds.length > 0 ? new Set(options.clubIds) : null;
  const rows = clubs
    .filter((c) => !wanted || wanted.has(c.id))
    .map((club): FdrRow<C> => {
      const byGw = clubFixturesByGameweek(fixtures, club.id);
      const cells = gameweeks.map((gameweek) => ({ gameweek, fixtures: byGw.get(gameweek) ?? [] }));
      const average = cells.length === 0 ? null
        : cells.reduce((s, c) => s + (gameweekDifficulty(c.fixtures) ?? BLANK_DIFFICULTY), 0) / cells.length;
      return { club, cells, average };
    });
  return sortFdrRows(rows, options.sort ?? 'alphabetical');
}

/** Alphabetical by club name, or by the average: hardest run first, or easiest first (ties by name). */
export function sortFdrRows<C extends ClubLike>(rows: FdrRow<C>[], sort: FdrSort): FdrRow<C>[] {
  const byName = (a: FdrRow<C>, b: FdrRow<C>) => a.club.name.localeCompare(b.club.name);
  if (sort === 'alphabetical') return [...rows].sort(byName);
  const sign = sort === 'difficulty' ? 1 : -1;
  return [...rows].sort((a, b) => sign * ((b.average ?? 0) - (a.average ?? 0)) || byName(a, b));
}
