import { autoSubstitutions, expectOverAppearances } from './auto-subs';
import { benchScores, captainMultiplier, type Chip } from './chips';
import type { GameweekSquad, SquadSlot } from './types';

export interface ProjectedPoints {
  /** Expected points of the players who score, the captain's multiplied. */
  xpts: number;
  /** Points deducted for paid transfers. */
  hits: number;
  /** xpts minus hits, rounded to 2 decimals. */
  total: number;
  /** Starters with no projection for the gameweek (a blank, or no data yet). */
  missing: number;
}

export interface ProjectionOptions {
  /** The chip of the gameweek: bench boost counts the bench, triple captain triples the captain. */
  chip?: Chip | null;
  /**
   * A player's chance of playing (0..1, `playProbability` of his flag); by default everyone with
   * a projection plays. A player with no projection for the gameweek (his club blanks, or no data
   * yet) never plays, whatever his flag: the bench comes on for him as for an injured starter.
   */
  chanceOf?: (playerId: number) => number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;
const filled = (slots: readonly SquadSlot[]) => slots.flatMap((s) => (s.playerId == null ? [] : [{ id: s.playerId, position: s.position }]));

/**
 * The gameweek's projected score: the xPts of the players who score, the captain multiplied (the
 * vice captain when the captain does not play, as the game does), minus the hits. Who scores is
 * the eleven with the game's automatic substitutions from the bench, weighed by each player's
 * chance of playing (auto-subs.ts); with the bench boost all fifteen score. `xptsOf` answers a
 * player's projection for the squad's gameweek (undefined when absent).
 */
export function projectedPoints(
  squad: Pick<GameweekSquad, 'starters' | 'captainId' | 'viceCaptainId'> & { bench?: GameweekSquad['bench'] },
  xptsOf: (playerId: number) => number | undefined,
  hits = 0,
  { chip = null, chanceOf = () => 1 }: ProjectionOptions = {},
): ProjectedPoints {
  const starters = filled(squad.starters);
  const bench = filled(squad.bench ?? []);
  const everyone = [...starters, ...bench].map((p) => p.id);
  const multiplier = captainMultiplier(chip);
  const score = (played: (id: number) => boolean) => {
    const scorers = benchScores(chip) ? everyone.filter(played) : autoSubstitutions(starters, bench, played);
    const armband = [squad.captainId, squad.viceCaptainId].find((id) => id != null && scorers.includes(id));
    return scorers.reduce((n, id) => n + (xptsOf(id) ?? 0) * (id === armband ? multiplier : 1), 0);
  };
  // One rule for every screen and the solver: a blank is a 0 chance of playing (issue 30).
  const chanceIn = (id: number) => (xptsOf(id) === undefined ? 0 : chanceOf(id));
  const xpts = expectOverAppearances(everyone, chanceIn, score);
  const missing = starters.filter((p) => xptsOf(p.id) == null).length;
  return { xpts: round2(xpts), hits, total: round2(xpts - hits), missing };
}
