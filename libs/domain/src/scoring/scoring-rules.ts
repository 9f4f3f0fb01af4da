import type { PositionId } from '../position/positions';
import { DEFENSIVE_CONTRIBUTION, defconPoints } from './defensive-contributions';

/** The captain's points count twice (spec 9). */
export const CAPTAIN_MULTIPLIER = 2;

/**
 * The FPL scoring table: points per event under one season's rules, indexed by position where
 * the game does so. The projections score expected events with it and rebuild actual points from
 * it (the backtest's yardstick).
 */
export interface ScoringRules {
  appearanceUnder60: number;
  appearance60: number;
  goal: Record<PositionId, number>;
  assist: number;
  /** Needs 60+ minutes. */
  cleanSheet: Record<PositionId, number>;
  /** Applied once per two goals conceded while on the pitch. */
  perTwoGoalsConceded: Record<PositionId, number>;
  perThreeSaves: number;
  penaltySave: number;
  penaltyMiss: number;
  yellowCard: number;
  redCard: number;
  ownGoal: number;
  /** Null in seasons without the rule (defensive-contributions.ts holds it). */
  defensiveContribution: typeof DEFENSIVE_CONTRIBUTION | null;
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
export function rulesFor(season: string): ScoringRules {
  // Seasons are named '2024-25': their order is the order of the text.
  return season < DEFENSIVE_CONTRIBUTION.since ? BASE : { ...BASE, defensiveContribution: DEFENSIVE_CONTRIBUTION };
}

/** Events the table counts as they come, in any position (the projections keep rates of the same). */
export type CountedEvent = 'saves' | 'penaltiesSaved' | 'penaltiesMissed' | 'yellowCards' | 'redCards' | 'ownGoals' | 'bonus';

/** The events of one player in one fixture, as far as scoring needs them. */
export interface MatchEvents extends Record<CountedEvent, number> {
  minutes: number;
  goals: number;
  assists: number;
  cleanSheet: boolean;
  goalsConceded: number;
  /** CBIT for defenders, CBIRT for others; null when unknown. */
  defensiveCount: number | null;
}

/** Actual points for known events: the yardstick the projection's parts must add up to. */
export function pointsFor(e: MatchEvents, position: PositionId, rules: ScoringRules): number {
  if (e.minutes <= 0) return 0;
  let pts = e.minutes >= 60 ? rules.appearance60 : rules.appearanceUnder60;
  pts += e.goals * rules.goal[position] + e.assists * rules.assist;
  if (e.cleanSheet && e.minutes >= 60) pts += rules.cleanSheet[position];
  pts += Math.floor(e.goalsConceded / 2) * rules.perTwoGoalsConceded[position];
  pts += Math.floor(e.saves / 3) * rules.perThreeSaves;
  pts += e.penaltiesSaved * rules.penaltySave + e.penaltiesMissed * rules.penaltyMiss;
  pts += e.yellowCards * rules.yellowCard + e.redCards * rules.redCard + e.ownGoals * rules.ownGoal;
  pts += e.bonus;
  if (rules.defensiveContribution && e.defensiveCount != null) pts += defconPoints(position, e.defensiveCount);
  return pts;
}
