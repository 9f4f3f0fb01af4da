/**
 * The model's few free constants. They were chosen on the 2024/25 walk-forward (with
 * 2023/24 as history) and then left alone for 2025/26, so the 2025/26 backtest is an
 * out-of-sample check rather than a fit. Half-lives count matches (a player's listed
 * fixtures for minutes, his appearances for rates, a club's fixtures for strengths).
 */
export interface ModelParams {
  /** Minutes: half-life of the short (form, injuries, rotation) and long (role) memories. */
  minutesHalfLifeShort: number;
  minutesHalfLifeLong: number;
  /** Weight of a previous season's fixtures in the minutes memory. */
  minutesPreviousSeason: number;
  /** How much of the short memory survives per extra gameweek of horizon. */
  minutesShortPersistence: number;
  /** P(play) of a player with no record at all (new to the league), and its weight in fixtures. */
  newcomerPlay: number;
  newcomerWeight: number;
  /** Rates per 90: half-life, weight of earlier seasons, pseudo-90s of the position prior. */
  rateHalfLife: number;
  ratePreviousSeason: number;
  attackPriorNineties: number;
  /** Position priors for players with little time are this share of the position average. */
  attackPriorShare: number;
  /** Share of actual goals (vs xG) in the scoring rate; the rest is xG. */
  goalsWeight: number;
  /** Share of actual assists (vs xA scaled to the league's assists per xA). */
  assistsWeight: number;
  defconPriorNineties: number;
  bonusPriorNineties: number;
  cardPriorNineties: number;
  savesPriorNineties: number;
  /** Variance / mean of a match's defensive-action count (measured about 1.4 in 2025/26). */
  defconDispersion: number;
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
  minutesHalfLifeShort: 2,
  minutesHalfLifeLong: 10,
  minutesPreviousSeason: 0.5,
  minutesShortPersistence: 0.8,
  newcomerPlay: 0.2,
  newcomerWeight: 1,
  rateHalfLife: 20,
  ratePreviousSeason: 0.6,
  attackPriorNineties: 6,
  attackPriorShare: 0.6,
  goalsWeight: 0.2,
  assistsWeight: 0.3,
  defconPriorNineties: 4,
  bonusPriorNineties: 8,
  cardPriorNineties: 15,
  savesPriorNineties: 6,
  defconDispersion: 1.4,
  pressureExponent: 0.3,
  bonusMatchupExponent: 0.5,
  teamHalfLife: 12,
  teamPreviousSeason: 0.6,
  teamGoalsWeight: 0.3,
  teamPriorFixtures: 4,
  promotedPriorFixtures: 8,
};
