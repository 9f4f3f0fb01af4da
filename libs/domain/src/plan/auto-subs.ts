import type { PositionId } from '../position/positions';
import { chanceOfPlaying, type AvailabilitySource } from '../xpts/availability';

/** A place in the eleven or on the bench, as the automatic substitutions need it. */
export interface SubCandidate {
  id: number;
  position: PositionId;
}

/**
 * The official game's legal eleven: one goalkeeper, 3-5 defenders, 2-5 midfielders, 1-3 forwards.
 * Automatic substitutions only make a change that keeps these bounds.
 */
const BOUNDS: Record<PositionId, [number, number]> = { 1: [1, 1], 2: [3, 5], 3: [2, 5], 4: [1, 3] };

export function isLegalEleven(positions: readonly PositionId[]): boolean {
  if (positions.length !== 11) return false;
  return ([1, 2, 3, 4] as PositionId[]).every((p) => {
    const n = positions.filter((x) => x === p).length;
    return n >= BOUNDS[p][0] && n <= BOUNDS[p][1];
  });
}

/**
 * The game's automatic substitutions after a gameweek: each starter who did not play, in pitch
 * order, is replaced by the first bench player (in bench order) who played, has not come on yet
 * and keeps the eleven legal; a goalkeeper only by the spare goalkeeper. Answers the ids who score.
 */
export function autoSubstitutions(
  starters: readonly SubCandidate[],
  bench: readonly SubCandidate[],
  played: (id: number) => boolean,
): number[] {
  const eleven = [...starters];
  const used = new Set<number>();
  for (const [i, starter] of starters.entries()) {
    if (played(starter.id)) continue;
    const sub = bench.find((b) => {
      if (used.has(b.id) || !played(b.id)) return false;
      if ((b.position === 1) !== (starter.position === 1)) return false;
      const positions = eleven.map((p, k) => (k === i ? b.position : p.position));
      return isLegalEleven(positions);
    });
    if (sub) {
      used.add(sub.id);
      eleven[i] = sub;
    }
  }
  return eleven.filter((p) => played(p.id)).map((p) => p.id);
}

/** At most this many players are treated as uncertain (2^10 outcomes, so a screen of many gameweeks stays quick); the rest count as sure. */
const MAX_UNCERTAIN = 10;

/**
 * The expectation of `score(whoPlayed)` over who plays, each player independently with his chance
 * of playing (0..1). Exact: every outcome of the uncertain players is weighed; the least uncertain
 * beyond the first ten are rounded to playing or not.
 */
export function expectOverAppearances(
  players: readonly number[],
  chanceOf: (id: number) => number,
  score: (played: (id: number) => boolean) => number,
): number {
  const chance = new Map(players.map((id) => [id, Math.min(1, Math.max(0, chanceOf(id)))]));
  const uncertain = players.filter((id) => chance.get(id)! > 0 && chance.get(id)! < 1)
    .sort((a, b) => Math.abs(chance.get(a)! - 0.5) - Math.abs(chance.get(b)! - 0.5)).slice(0, MAX_UNCERTAIN);
  const sure = (id: number) => chance.get(id)! >= 0.5;
  let expected = 0;
  for (let mask = 0; mask < 1 << uncertain.length; mask += 1) {
    let weight = 1;
    const outcome = new Map<number, boolean>();
    uncertain.forEach((id, bit) => {
      const plays = (mask & (1 << bit)) !== 0;
      outcome.set(id, plays);
      weight *= plays ? chance.get(id)! : 1 - chance.get(id)!;
    });
    expected += weight * score((id) => outcome.get(id) ?? sure(id));
  }
  return expected;
}

/**
 * A player's chance of playing as a probability (0-1), from the official flag as the xPts read
 * it (xpts/availability: the game's chance when it gives one, else by status). No flag: 1.
 */
export function playProbability(p: Partial<AvailabilitySource> | undefined): number {
  if (!p?.status) return 1;
  return chanceOfPlaying({ status: p.status, chanceOfPlaying: p.chanceOfPlaying ?? null, news: p.news ?? '' }) / 100;
}
