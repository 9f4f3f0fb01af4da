/**
 * The model's free constants (the minutes model has none: it is fitted, see minutes.ts).
 * They were set on the 2024/25 walk-forward (with 2023/24 as history), mostly so that each
 * part's projected total matches its actual total there, and then left alone for 2025/26,
 * so the 2025/26 backtest is an out-of-sample check rather than a fit. Half-lives count
 * matches: a player's appearances for rates, a club's fixtures for strengths.
 */
export interface ModelParams {
  /** Rates per 90: half-life, weight of earlier seasons, pseudo-90s of the position prior. */
  rateHalfLife: number;
  ratePreviousSeason: number;
  attackPriorNineties: number;
  /** Position priors for players with little time are this share of the position average. */
  attackPriorShare: number;
  bonusPriorShare: number;
  /** Share of actual goals (vs xG) in the scoring rate; the rest is xG. */
  goalsWeight: number;
  /** Share of actual assists (vs xA scaled to the league's assists per xA). */
  assistsWeight: number;
  defconPriorNineties: number;
  bonusPriorNineties: number;
  cardPriorNineties: number;
  savesPriorNineties: number;
  /**
   * Variance / mean of a match's defensive-action count for defenders and for the others.
   * One player's counts vary about 1.4 times their mean; the defenders' figure is larger
   * because it must also carry the uncertainty of the rate and the game state (clearances
   * pile up when a side defends a lead), set so 2024/25's threshold hits come out right.
   */
  defconDispersionDefenders: number;
  defconDispersionOthers: number;
  /** Exponent on the opponent's attack for defensive actions and saves. */
  pressureExponent: number;
  /** Bonus follows the fixture: exponent on the attack (MID/FWD) or clean-sheet (GK/DEF) ratio. */
  bonusMatchupExponent: number;
  /** Team strengths: half-life in club fixtures, weight of last season, share of goals vs xG. */
  teamHalfLife: number;
  teamPreviousSeason: number;
  teamGoalsWeight: number;
  /** Pseudo-fixtures pulling a club toward average (or a promoted club toward its prior). */
  teamPriorFixtures: number;
  promotedPriorFixtures: number;
}

export const DEFAULT_PARAMS: ModelParams = {
  rateHalfLife: 20,
  ratePreviousSeason: 0.6,
  attackPriorNineties: 6,
  attackPriorShare: 0.8,
  bonusPriorShare: 0.9,
  goalsWeight: 0.2,
  assistsWeight: 0.3,
  defconPriorNineties: 4,
  bonusPriorNineties: 8,
  cardPriorNineties: 15,
  savesPriorNineties: 6,
  defconDispersionDefenders: 2,
  defconDispersionOthers: 1.4,
  pressureExponent: 0.3,
  bonusMatchupExponent: 0.5,
  teamHalfLife: 12,
  teamPreviousSeason: 0.6,
  teamGoalsWeight: 0.3,
  teamPriorFixtures: 4,
  promotedPriorFixtures: 8,
};
