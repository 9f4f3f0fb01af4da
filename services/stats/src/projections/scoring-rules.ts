import type { SeasonId } from '../ingest/season-data';

/** 1 GK, 2 DEF, 3 MID, 4 FWD, as the game numbers element types. */
export type Position = 1 | 2 | 3 | 4;

export const asPosition = (value: number): Position => (value >= 1 && value <= 4 ? (value as Position) : 3);

/** Points per event under one season's rules; indexed by position where the game does so. */
export interface ScoringRules {
  appearanceUnder60: number;
  appearance60: number;
  goal: Record<Position, number>;
  assist: number;
  /** Needs 60+ minutes. */
  cleanSheet: Record<Position, number>;
  /** Applied once per two goals conceded while on the pitch. */
  perTwoGoalsConceded: Record<Position, number>;
  perThreeSaves: number;
  penaltySave: number;
  penaltyMiss: number;
  yellowCard: number;
  redCard: number;
  ownGoal: number;
  /** Null in seasons without the rule. Threshold is CBIT for defenders, CBIRT for MID/FWD. */
  defensiveContribution: { points: number; threshold: Record<Position, number | null> } | null;
}

const BASE: ScoringRules = {
  appearanceUnder60: 1,
  appearance60: 2,
  goal: { 1: 10, 2: 6, 3: 5, 4: 4 },
  assist: 3,
  cleanSheet: { 1: 4, 2: 4, 3: 1, 4: 0 },
  perTwoGoalsConceded: { 1: -1, 2: -1, 3: 0, 4: 0 },
  perThreeSaves: 1,
  penaltySave: 5,
  penaltyMiss: -2,
  yellowCard: -1,
  redCard: -3,
  ownGoal: -2,
  defensiveContribution: null,
};

/**
 * Defensive contributions arrived in 2025/26. Earlier seasons are projected without them
 * because their actual points were scored without them: the data's `total_points` of
 * 2023/24 and 2024/25 rebuild exactly from BASE (scoring-rules.spec.ts checks the rule
 * arithmetic on real rows), so adding defcon there would bias the backtest upwards.
 */
export function rulesFor(season: SeasonId): ScoringRules {
  if (season === '2023-24' || season === '2024-25') return BASE;
  return { ...BASE, defensiveContribution: { points: 2, threshold: { 1: null, 2: 10, 3: 12, 4: 12 } } };
}

/** The events of one player in one fixture, as far as scoring needs them. */
export interface MatchEvents {
  minutes: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  goalsConceded: number;
  saves: number;
  penaltiesSaved: number;
  penaltiesMissed: number;
  yellowCards: number;
  redCards: number;
  ownGoals: number;
  bonus: number;
  /** CBIT for defenders, CBIRT for others; null when unknown. */
  defensiveCount: number | null;
}

/** Actual points for known events: the yardstick the projection's parts must add up to. */
export function pointsFor(e: MatchEvents, position: Position, rules: ScoringRules): number {
  if (e.minutes <= 0) return 0;
  let pts = e.minutes >= 60 ? rules.appearance60 : rules.appearanceUnder60;
  pts += e.goals * rules.goal[position] + e.assists * rules.assist;
  if (e.cleanSheet && e.minutes >= 60) pts += rules.cleanSheet[position];
  pts += Math.floor(e.goalsConceded / 2) * rules.perTwoGoalsConceded[position];
  pts += Math.floor(e.saves / 3) * rules.perThreeSaves;
  pts += e.penaltiesSaved * rules.penaltySave + e.penaltiesMissed * rules.penaltyMiss;
  pts += e.yellowCards * rules.yellowCard + e.redCards * rules.redCard + e.ownGoals * rules.ownGoal;
  pts += e.bonus;
  const dc = rules.defensiveContribution;
  const threshold = dc?.threshold[position];
  if (dc && threshold != null && e.defensiveCount != null && e.defensiveCount >= threshold) pts += dc.points;
  return pts;
}
