/**
 * The FDR matrix: one row per club, one cell per gameweek holding that club's fixtures in it.
 * A blank gameweek is an empty cell and a double gameweek a cell with two fixtures, never
 * hidden or merged. Avg is the mean difficulty over the fixtures shown (decision 042).
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
  /** Mean difficulty of the fixtures shown; null when the club has none in them. */
  average: number | null;
}

export type FdrSort = 'alphabetical' | 'difficulty';

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
      const all = cells.flatMap((c) => c.fixtures);
      const average = all.length === 0 ? null : all.reduce((s, f) => s + f.difficulty, 0) / all.length;
      return { club, cells, average };
    });
  return sortFdrRows(rows, options.sort ?? 'alphabetical');
}

/** Alphabetical by club name, or Difficulty (descending): hardest run first, clubs without fixtures last. */
export function sortFdrRows<C extends ClubLike>(rows: FdrRow<C>[], sort: FdrSort): FdrRow<C>[] {
  const byName = (a: FdrRow<C>, b: FdrRow<C>) => a.club.name.localeCompare(b.club.name);
  if (sort === 'alphabetical') return [...rows].sort(byName);
  return [...rows].sort((a, b) => (b.average ?? -1) - (a.average ?? -1) || byName(a, b));
}
