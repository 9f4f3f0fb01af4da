import type { PositionId, StatsPosition } from '../position/positions';

/**
 * Defensive contributions, from 2025/26: a defender scores 2 points in a match with 10 or more
 * CBIT (clearances, blocks, interceptions, tackles); a midfielder or forward with 12 or more
 * CBIRT (CBIT plus recoveries). Goalkeepers take no part (their count is 0 in the official
 * data), so 2024/25 figures rebuilt from match stats follow the same rule. The scoring table
 * (scoring-rules.ts), the projections and the Player Stats figures all read it from here.
 */
export const DEFENSIVE_CONTRIBUTION = {
  /** The first season that scores them. */
  since: '2025-26',
  points: 2,
  threshold: { 1: null, 2: 10, 3: 12, 4: 12 } as Readonly<Record<PositionId, number | null>>,
} as const;

export interface DefensiveActions {
  clearances: number;
  blocks: number;
  interceptions: number;
  tackles: number;
  recoveries: number;
}

/** Whether the position's count adds recoveries to CBIT (CBIRT): midfielders and forwards do, defenders do not. */
export const countsRecoveries = (position: PositionId): boolean => position !== 2;

/** The match's defensive-contribution count as the game counts it for the position. */
export function defensiveContributionCount(position: PositionId, a: DefensiveActions): number {
  const cbit = a.clearances + a.blocks + a.interceptions + a.tackles;
  if (position === 1) return 0;
  return countsRecoveries(position) ? cbit + a.recoveries : cbit;
}

/** Points earned in one match from its count. */
export function defconPoints(position: PositionId, count: number): number {
  const threshold = DEFENSIVE_CONTRIBUTION.threshold[position];
  return threshold != null && count >= threshold ? DEFENSIVE_CONTRIBUTION.points : 0;
}

/**
 * Per-GW tables colour the DefCons cell green at 10 or more for goalkeepers and defenders and 12
 * or more for midfielders; forwards are never highlighted (spec 2.13 and 2.14, display only).
 */
const HIGHLIGHT_AT: Readonly<Record<StatsPosition, number | null>> = {
  GKP: DEFENSIVE_CONTRIBUTION.threshold[2],
  DEF: DEFENSIVE_CONTRIBUTION.threshold[2],
  MID: DEFENSIVE_CONTRIBUTION.threshold[3],
  FWD: null,
};

export function defconHighlighted(position: string, defcons: number): boolean {
  const at = HIGHLIGHT_AT[position as StatsPosition];
  return at != null && defcons >= at;
}
