import { expectedAttack } from './attack';
import { cleanSheetChance, expectedConcededPairs } from './defence';
import { defensiveContributionChance } from './defensive-contributions';
import type { FixtureContext } from './fixture-context';
import { expectedSaveTriples } from './goalkeeping';
import { expectedMinutes, type MinutesOutlook } from './minutes';
import type { ModelParams } from './model-params';
import type { Per90 } from './rates';
import type { PositionId as Position, ScoringRules } from '@draftroom/domain';

export interface PlayerOutlook {
  position: Position;
  rates: Per90;
  minutes: MinutesOutlook;
}

/** Expected points of one fixture, part by part (what the docs and the tests look at). */
export interface PointsBreakdown {
  appearance: number;
  goals: number;
  assists: number;
  cleanSheet: number;
  goalsConceded: number;
  saves: number;
  penaltySaves: number;
  defensiveContribution: number;
  bonus: number;
  /** Cards, own goals and missed penalties. */
  discipline: number;
  total: number;
}

/**
 * Every part is an expectation under the season's rules, so they add: points are linear in
 * goals, assists, cards and bonus; the clean sheet, the every-two/every-three penalties and
 * the defensive threshold are not, and come from count distributions.
 */
export function fixturePoints(player: PlayerOutlook, ctx: FixtureContext, rules: ScoringRules, params: ModelParams): PointsBreakdown {
  const { position, rates, minutes } = player;
  const nineties = expectedMinutes(minutes) / 90;
  const attack = expectedAttack(rates, minutes, ctx.attackRatio);
  const appearance = minutes.p60 * rules.appearance60 + (minutes.pPlay - minutes.p60) * rules.appearanceUnder60;
  const goals = attack.goals * rules.goal[position];
  const assists = attack.assists * rules.assist;
  const cleanSheet = rules.cleanSheet[position] ? rules.cleanSheet[position] * cleanSheetChance(minutes, ctx.goalsAgainst) : 0;
  const goalsConceded = rules.perTwoGoalsConceded[position]
    ? rules.perTwoGoalsConceded[position] * expectedConcededPairs(minutes, ctx.goalsAgainst)
    : 0;
  const pressure = Math.pow(ctx.pressure, params.pressureExponent);
  const saves = position === 1 ? rules.perThreeSaves * expectedSaveTriples(rates.saves, minutes, pressure) : 0;
  const penaltySaves = position === 1 ? rules.penaltySave * rates.penaltiesSaved * nineties * ctx.pressure : 0;
  const dc = rules.defensiveContribution;
  const threshold = dc?.threshold[position];
  const dispersion = position === 2 ? params.defconDispersionDefenders : params.defconDispersionOthers;
  const defensiveContribution =
    dc && threshold != null
      ? dc.points * defensiveContributionChance(rates.defensiveActions, minutes, threshold, dispersion, pressure)
      : 0;
  // Bonus goes with the returns this fixture offers: attacking ones up front, clean sheets at the back.
  const matchup = position <= 2 ? ctx.cleanSheetRatio : ctx.attackRatio;
  const bonus = rates.bonus * nineties * Math.pow(matchup, params.bonusMatchupExponent);
  const discipline =
    nineties *
    (rates.yellowCards * rules.yellowCard +
      rates.redCards * rules.redCard +
      rates.ownGoals * rules.ownGoal +
      rates.penaltiesMissed * rules.penaltyMiss);
  const total = appearance + goals + assists + cleanSheet + goalsConceded + saves + penaltySaves + defensiveContribution + bonus + discipline;
  return { appearance, goals, assists, cleanSheet, goalsConceded, saves, penaltySaves, defensiveContribution, bonus, discipline, total };
}
