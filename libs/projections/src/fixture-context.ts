import { expectedTeamGoals, ratingOf, type TeamStrengths } from './team-strength';

/** How one fixture differs from an average one, seen from one club's side. */
export interface FixtureContext {
  /** Club's expected goals here / its expected goals against an average side at a neutral venue. */
  attackRatio: number;
  /** Expected goals the club concedes here (per 90). */
  goalsAgainst: number;
  /** Opponent's expected goals here / what an average side would create against this club. */
  pressure: number;
  /** P(clean sheet) here / P(clean sheet) in an average fixture for this club. */
  cleanSheetRatio: number;
}

export function fixtureContext(strengths: TeamStrengths, club: number, opponent: number, home: boolean): FixtureContext {
  const own = ratingOf(strengths, club);
  const typicalFor = strengths.leagueGoals * own.attack;
  const typicalAgainst = strengths.leagueGoals * own.defence;
  const goalsFor = expectedTeamGoals(strengths, club, opponent, home);
  const goalsAgainst = expectedTeamGoals(strengths, opponent, club, !home);
  return {
    attackRatio: goalsFor / typicalFor,
    goalsAgainst,
    pressure: goalsAgainst / typicalAgainst,
    cleanSheetRatio: Math.exp(typicalAgainst - goalsAgainst),
  };
}
