/**
 * Fixture pairings: two clubs whose players a manager rotates, starting whichever has the easier
 * fixture. For every pair of clubs and every gameweek in the range, the easier of the two
 * clubs' gameweeks is taken; the pair's average over the range ranks it (lowest first).
 *   - A club's gameweek difficulty is the mean of its fixtures (a double counts both).
 *   - If one club blanks, the other's gameweek is taken; if both blank, the gameweek counts as
 *     the hardest difficulty (5): nobody plays (decision 042).
 *   - Ties go to the club with more fixtures, then the first club of the pair.
 */
import { clubFixturesByGameweek, type ClubFixture, type FixtureLike } from '../season/fixtures';
import { BLANK_DIFFICULTY, gameweekDifficulty, type ClubLike } from './fdr-matrix';

/** Both clubs blank: the gameweek counts as a blank does in the FDR matrix. */
export const BOTH_BLANK_DIFFICULTY = BLANK_DIFFICULTY;
export const PAIRINGS_SHOWN = 20;

export interface PairingPick<C extends ClubLike> {
  gameweek: number;
  /** The club whose fixtures are taken, or null when neither plays. */
  club: C | null;
  fixtures: ClubFixture[];
  difficulty: number;
}

export interface FixturePairing<C extends ClubLike> {
  clubs: [C, C];
  /** 'ARS + CHE' (short names in alphabetical order). */
  name: string;
  picks: PairingPick<C>[];
  totalFDR: number;
  averageFDR: number;
}

function pick<C extends ClubLike>(gameweek: number, a: C, fa: ClubFixture[], b: C, fb: ClubFixture[]): PairingPick<C> {
  const da = gameweekDifficulty(fa);
  const db = gameweekDifficulty(fb);
  if (da == null && db == null) return { gameweek, club: null, fixtures: [], difficulty: BOTH_BLANK_DIFFICULTY };
  const takeA = db == null || (da != null && (da < db || (da === db && fa.length >= fb.length)));
  return takeA ? { gameweek, club: a, fixtures: fa, difficulty: da! } : { gameweek, club: b, fixtures: fb, difficulty: db! };
}

/** Every pair of clubs over the gameweeks, best (lowest average) first; `limit` of them. */
export function fixturePairings<C extends ClubLike>(
  clubs: readonly C[],
  fixtures: readonly FixtureLike[],
  gameweeks: readonly number[],
  limit = PAIRINGS_SHOWN,
): FixturePairing<C>[] {
  if (gameweeks.length === 0) return [];
  const sorted = [...clubs].sort((x, y) => x.short_name.localeCompare(y.short_name));
  const byClub = new Map(sorted.map((c) => [c.id, clubFixturesByGameweek(fixtures, c.id)]));
  const out: FixturePairing<C>[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    for (let j = i + 1; j < sorted.length; j += 1) {
      const a = sorted[i];
      const b = sorted[j];
      const picks = gameweeks.map((gw) => pick(gw, a, byClub.get(a.id)!.get(gw) ?? [], b, byClub.get(b.id)!.get(gw) ?? []));
      const totalFDR = picks.reduce((s, p) => s + p.difficulty, 0);
      out.push({ clubs: [a, b], name: `${a.short_name} + ${b.short_name}`, picks, totalFDR, averageFDR: totalFDR / picks.length });
    }
  }
  return sortPairingsByDifficulty(out).slice(0, limit);
}

export function sortPairingsByDifficulty<P extends { averageFDR: number; name: string }>(pairs: readonly P[]): P[] {
  return [...pairs].sort((x, y) => x.averageFDR - y.averageFDR || x.name.localeCompare(y.name));
}

/** The alphabetical order by pair name (spec 2.8: it exists, though no control shows it). */
export function sortPairingsAlphabetically<P extends { name: string }>(pairs: readonly P[]): P[] {
  return [...pairs].sort((x, y) => x.name.localeCompare(y.name));
}

export interface PairingRange {
  label: string;
  from: number;
  to: number;
}

/**
 * The two ranges of the toggle: 6 and 12 gameweeks from the planning gameweek (GW 1-6 and
 * GW 1-12 before the season, as the spec shows them), cut at GW38.
 */
export function pairingRanges(planningFrom: number, last = 38): [PairingRange, PairingRange] {
  const make = (length: number): PairingRange => {
    const to = Math.min(last, planningFrom + length - 1);
    return { label: `GW ${planningFrom}-${to}`, from: planningFrom, to };
  };
  return [make(6), make(12)];
}
