import { knownRows, type MatchLog, type TeamMatch } from './match-log';
import type { ModelParams } from './model-params';

/** Multipliers on the league's average goals: attack > 1 scores more, defence > 1 concedes more. */
export interface TeamRating {
  attack: number;
  defence: number;
}

export interface TeamStrengths {
  /** Average goals (the xG/goals blend) per club per fixture. */
  leagueGoals: number;
  /** Multiplier for the home side; the away side gets its inverse. */
  homeAdvantage: number;
  ratings: Map<number, TeamRating>;
}

const AVERAGE: TeamRating = { attack: 1, defence: 1 };
const ROUNDS = 8;

export function ratingOf(strengths: TeamStrengths, club: number): TeamRating {
  return strengths.ratings.get(club) ?? AVERAGE;
}

/** Expected goals of `club` against `opponent`: league average x attack x opposing defence x venue. */
export function expectedTeamGoals(strengths: TeamStrengths, club: number, opponent: number, home: boolean): number {
  const venue = home ? strengths.homeAdvantage : 1 / strengths.homeAdvantage;
  return strengths.leagueGoals * ratingOf(strengths, club).attack * ratingOf(strengths, opponent).defence * venue;
}

interface Weighted {
  match: TeamMatch;
  weight: number;
  scored: number;
  conceded: number;
}

/**
 * Club strengths after gameweek `asOf`, from this season's and last season's fixtures.
 * Recent fixtures weigh more (half-life in fixtures), last season's less again, and each
 * fixture is read against the strength of the opponent (a few rounds of fixed-point
 * iteration). Clubs that were not in the league last season start from the average of the
 * clubs they replaced, as those stood at the end of last season.
 */
export function teamStrengths(log: MatchLog, asOf: number, params: ModelParams): TeamStrengths {
  const { current } = log;
  const blend = (xg: number, goals: number): number => (1 - params.teamGoalsWeight) * xg + params.teamGoalsWeight * goals;
  const byClub = new Map<number, Weighted[]>();
  let sumHome = 0;
  let sumAway = 0;
  let weightHome = 0;
  let weightAway = 0;
  for (const [club, all] of log.byTeam) {
    const known = knownRows(all, current, asOf).filter((m) => m.season >= current - 1);
    if (known.length === 0) continue;
    const rows: Weighted[] = known.map((match, i) => {
      const age = known.length - 1 - i;
      const weight = Math.pow(0.5, age / params.teamHalfLife) * (match.season < current ? params.teamPreviousSeason : 1);
      return { match, weight, scored: blend(match.xgFor, match.goalsFor), conceded: blend(match.xgAgainst, match.goalsAgainst) };
    });
    byClub.set(club, rows);
    for (const r of rows) {
      if (r.match.home) {
        sumHome += r.weight * r.scored;
        weightHome += r.weight;
      } else {
        sumAway += r.weight * r.scored;
        weightAway += r.weight;
      }
    }
  }
  if (weightHome === 0 || weightAway === 0) return { leagueGoals: 1.35, homeAdvantage: 1.1, ratings: new Map() };
  const home = sumHome / weightHome;
  const away = sumAway / weightAway;
  // Geometric mean, so that league x venue gives back exactly the home and the away averages.
  const leagueGoals = Math.sqrt(home * away);
  const homeAdvantage = Math.sqrt(home / away);

  const currentClubs = log.clubs[current] ?? new Set<number>();
  const previousClubs = log.clubs[current - 1];
  const promoted = previousClubs ? [...currentClubs].filter((c) => !previousClubs.has(c)) : [];
  const relegated = previousClubs ? [...previousClubs].filter((c) => !currentClubs.has(c)) : [];

  let ratings = new Map<number, TeamRating>();
  const clubs = [...new Set([...byClub.keys(), ...currentClubs])].sort((a, b) => a - b);
  for (let round = 0; round < ROUNDS; round += 1) {
    const replaced = relegated.map((c) => ratings.get(c) ?? AVERAGE);
    const promotedPrior: TeamRating = replaced.length
      ? { attack: replaced.reduce((s, r) => s + r.attack, 0) / replaced.length, defence: replaced.reduce((s, r) => s + r.defence, 0) / replaced.length }
      : AVERAGE;
    const next = new Map<number, TeamRating>();
    for (const club of clubs) {
      const isPromoted = promoted.includes(club);
      const prior = isPromoted ? promotedPrior : AVERAGE;
      const priorWeight = isPromoted ? params.promotedPriorFixtures : params.teamPriorFixtures;
      let attack = priorWeight * prior.attack;
      let defence = priorWeight * prior.defence;
      let weight = priorWeight;
      for (const r of byClub.get(club) ?? []) {
        const opp = ratings.get(r.match.opponentCode) ?? AVERAGE;
        const venue = r.match.home ? homeAdvantage : 1 / homeAdvantage;
        attack += (r.weight * r.scored) / (leagueGoals * opp.defence * venue);
        defence += (r.weight * r.conceded) / ((leagueGoals * opp.attack) / venue);
        weight += r.weight;
      }
      const old = ratings.get(club) ?? AVERAGE;
      // Half steps (geometric means with the last round): a plain fixed-point iteration
      // can swing between "every attack strong, every defence weak" and back.
      next.set(club, { attack: Math.sqrt(old.attack * (attack / weight)), defence: Math.sqrt(old.defence * (defence / weight)) });
    }
    ratings = next;
  }
  return { leagueGoals, homeAdvantage, ratings };
}
