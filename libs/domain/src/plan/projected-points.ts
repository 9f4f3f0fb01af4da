import { CAPTAIN_MULTIPLIER } from '../scoring/scoring-rules';
import type { GameweekSquad } from './types';

export interface ProjectedPoints {
  /** xPts of the eleven with the captain's counted twice. */
  xpts: number;
  /** Points deducted for paid transfers. */
  hits: number;
  /** xpts minus hits, rounded to 2 decimals. */
  total: number;
  /** Starters with no projection for the gameweek (a blank, or no data yet). */
  missing: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The gameweek's projected score: the eleven's xPts, the captain doubled (the vice captain if
 * the captain is not in the eleven, as the game does), minus the hits. The bench scores nothing.
 * `xptsOf` answers a player's projection for the squad's gameweek (undefined when absent).
 */
export function projectedPoints(
  squad: Pick<GameweekSquad, 'starters' | 'captainId' | 'viceCaptainId'>,
  xptsOf: (playerId: number) => number | undefined,
  hits = 0,
): ProjectedPoints {
  const eleven = squad.starters.flatMap((s) => (s.playerId == null ? [] : [s.playerId]));
  const armband = [squad.captainId, squad.viceCaptainId].find((id) => id != null && eleven.includes(id));
  let xpts = 0;
  let missing = 0;
  for (const id of eleven) {
    const value = xptsOf(id);
    if (value == null) missing += 1;
    xpts += (value ?? 0) * (id === armband ? CAPTAIN_MULTIPLIER : 1);
  }
  return { xpts: round2(xpts), hits, total: round2(xpts - hits), missing };
}
