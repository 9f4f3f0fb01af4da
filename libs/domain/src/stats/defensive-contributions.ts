/**
 * Defensive contributions under the 2025/26 rules: a defender scores 2 points in a match with
 * 10 or more CBIT (clearances, blocks, interceptions, tackles); a midfielder or forward with 12
 * or more CBIRT (CBIT plus recoveries). Goalkeepers take no part (their count is 0 in the
 * official data), so 2024/25 figures rebuilt from match stats follow the same rule.
 */
import type { StatsPosition } from './position-filter';

export const DEFCON_POINTS = 2;
export const DEFCON_THRESHOLD: Readonly<Record<StatsPosition, number | null>> = { GKP: null, DEF: 10, MID: 12, FWD: 12 };

export interface DefensiveActions {
  clearances: number;
  blocks: number;
  interceptions: number;
  tackles: number;
  recoveries: number;
}

/** The match's defensive-contribution count as the game counts it for the position. */
export function defensiveContributionCount(position: StatsPosition, a: DefensiveActions): number {
  const cbit = a.clearances + a.blocks + a.interceptions + a.tackles;
  if (position === 'GKP') return 0;
  return position === 'DEF' ? cbit : cbit + a.recoveries;
}

/** Points earned in one match from its count. */
export function defconPoints(position: StatsPosition, count: number): number {
  const threshold = DEFCON_THRESHOLD[position];
  return threshold != null && count >= threshold ? DEFCON_POINTS : 0;
}

/**
 * Per-GW tables colour the DefCons cell green at 10 or more for goalkeepers and defenders and 12
 * or more for midfielders; forwards are never highlighted (spec 2.13 and 2.14, display only).
 */
export function defconHighlighted(position: string, defcons: number): boolean {
  if (position === 'GKP' || position === 'DEF') return defcons >= 10;
  if (position === 'MID') return defcons >= 12;
  return false;
}
