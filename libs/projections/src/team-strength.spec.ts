import type { MatchLog, TeamMatch } from './match-log';
import { DEFAULT_PARAMS } from './model-params';
import { expectedTeamGoals, teamStrengths } from './team-strength';

/** A log with only club fixtures: a round robin among `clubs` in `season` with xG from `xg(home, away)`. */
function leagueLog(seasons: number[][], xg: (season: number, home: number, away: number) => [number, number]): MatchLog {
  const byTeam = new Map<number, TeamMatch[]>();
  const push = (club: number, m: TeamMatch): void => void (byTeam.get(club) ?? byTeam.set(club, []).get(club)!).push(m);
  seasons.forEach((clubs, season) => {
    let gameweek = 0;
    for (const home of clubs) {
      for (const away of clubs) {
        if (home === away) continue;
        gameweek += 1;
        const [h, a] = xg(season, home, away);
        push(home, { season, gameweek, opponentCode: away, home: true, xgFor: h, xgAgainst: a, goalsFor: h, goalsAgainst: a });
        push(away, { season, gameweek, opponentCode: home, home: false, xgFor: a, xgAgainst: h, goalsFor: a, goalsAgainst: h });
      }
    }
  });
  for (const list of byTeam.values()) list.sort((x, y) => x.season - y.season || x.gameweek - y.gameweek);
  return {
    seasons: seasons.map((_, i) => (['2023-24', '2024-25', '2025-26'] as const)[i]),
    current: seasons.length - 1,
    byPlayer: new Map(),
    byTeam,
    clubs: seasons.map((c) => new Set(c)),
    players: [],
    fixtures: [],
  };
}

describe('teamStrengths', () => {
  it('reads the league average and the home advantage off a league of equals', () => {
    const log = leagueLog([[1, 2, 3, 4]], () => [1.6, 1.2]);
    const s = teamStrengths(log, 99, DEFAULT_PARAMS);
    expect(s.leagueGoals).toBeCloseTo(Math.sqrt(1.6 * 1.2), 12);
    expect(s.homeAdvantage).toBeCloseTo(Math.sqrt(1.6 / 1.2), 12);
    for (const club of [1, 2, 3, 4]) {
      expect(s.ratings.get(club)!.attack).toBeCloseTo(1, 9);
      expect(s.ratings.get(club)!.defence).toBeCloseTo(1, 9);
    }
    expect(expectedTeamGoals(s, 1, 2, true)).toBeCloseTo(1.6, 9);
  });

  it('rates a club that creates more and concedes less above the rest', () => {
    const log = leagueLog([[1, 2, 3, 4]], (_, h, a) => [h === 1 ? 2.4 : a === 1 ? 0.6 : 1.4, a === 1 ? 2.4 : h === 1 ? 0.6 : 1.4]);
    const s = teamStrengths(log, 99, DEFAULT_PARAMS);
    const one = s.ratings.get(1)!;
    const two = s.ratings.get(2)!;
    expect(one.attack).toBeGreaterThan(1.2);
    expect(one.defence).toBeLessThan(0.8);
    expect(two.attack).toBeLessThan(one.attack);
    expect(expectedTeamGoals(s, 1, 2, true)).toBeGreaterThan(expectedTeamGoals(s, 2, 1, true));
  });

  it('starts a promoted club where the clubs it replaced finished', () => {
    // Club 4 is poor last season and goes down; club 5 comes up with no top-flight record.
    const log = leagueLog([[1, 2, 3, 4], [1, 2, 3, 5]], (season, h, a) => (season === 0 ? [h === 4 ? 0.7 : a === 4 ? 2.1 : 1.4, a === 4 ? 0.7 : h === 4 ? 2.1 : 1.4] : [1.4, 1.4]));
    const s = teamStrengths(log, 0, DEFAULT_PARAMS);
    const relegated = s.ratings.get(4)!;
    expect(relegated.attack).toBeLessThan(0.8);
    expect(s.ratings.get(5)!.attack).toBeCloseTo(relegated.attack, 2);
    expect(s.ratings.get(5)!.defence).toBeCloseTo(relegated.defence, 2);
    // Once it has played, its own fixtures take over.
    expect(teamStrengths(log, 99, DEFAULT_PARAMS).ratings.get(5)!.attack).toBeGreaterThan(relegated.attack);
  });

  it('ignores fixtures after the clock', () => {
    const log = leagueLog([[1, 2, 3, 4], [1, 2, 3, 4]], (season, h) => (season === 1 && h === 1 ? [5, 0] : [1.4, 1.4]));
    const early = teamStrengths(log, 0, DEFAULT_PARAMS).ratings.get(1)!;
    expect(early.attack).toBeCloseTo(1, 9);
    expect(teamStrengths(log, 12, DEFAULT_PARAMS).ratings.get(1)!.attack).toBeGreaterThan(1.2);
  });
});
