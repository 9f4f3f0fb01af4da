import type { PlayerMatch } from './match-log';
import { DEFAULT_PARAMS } from './model-params';
import { leagueRates, playerRates, type LeagueRates, type Per90 } from './rates';
import { aMatch } from './testing/a-match';

// Forwards who started, whatever their minutes.
const row = (minutes: number, extra: Partial<PlayerMatch> = {}): PlayerMatch => aMatch({ position: 4, minutes, starts: 1, ...extra });

const per90 = (goals: number): Per90 => ({ goals, assists: 0.1, bonus: 0.3, saves: 0, penaltiesSaved: 0, penaltiesMissed: 0, yellowCards: 0.1, redCards: 0, ownGoals: 0, defensiveActions: 3 });
const LEAGUE: LeagueRates = { byPosition: { 1: per90(0), 2: per90(0.1), 3: per90(0.2), 4: per90(0.4) }, assistsPerXa: 1.4 };
const params = { ...DEFAULT_PARAMS, goalsWeight: 0, attackPriorShare: 0.5, attackPriorNineties: 6 };

describe('player rates', () => {
  it('a player with no minutes gets the (fringe) position prior', () => {
    expect(playerRates([], 4, 1, LEAGUE, params).goals).toBeCloseTo(0.5 * 0.4, 12);
    expect(playerRates([row(0), row(0)], 4, 1, LEAGUE, params).goals).toBeCloseTo(0.2, 12);
  });

  it('shrinks a short record toward the prior by pseudo-90s', () => {
    // One 90 at 1.0 xG plus 6 pseudo-90s at 0.2: (1 + 6 x 0.2) / 7.
    expect(playerRates([row(90, { xg: 1 })], 4, 1, LEAGUE, params).goals).toBeCloseTo(2.2 / 7, 12);
  });

  /** Weight of n appearances when each one back counts half as much per half-life. */
  const nineties = (n: number): number => (1 - Math.pow(0.5, n / params.rateHalfLife)) / (1 - Math.pow(0.5, 1 / params.rateHalfLife));

  it('a long record outweighs the prior, recent games first', () => {
    const rows = Array.from({ length: 60 }, () => row(90, { xg: 0.7 }));
    const w = nineties(60);
    expect(playerRates(rows, 4, 1, LEAGUE, params).goals).toBeCloseTo((w * 0.7 + 6 * 0.2) / (w + 6), 12);
    // A hot streak just now moves the rate more than the same streak long ago.
    const recent = [...rows.slice(0, 55), ...Array.from({ length: 5 }, () => row(90, { xg: 2 }))];
    const early = [...Array.from({ length: 5 }, () => row(90, { xg: 2 })), ...rows.slice(0, 55)];
    expect(playerRates(recent, 4, 1, LEAGUE, params).goals).toBeGreaterThan(playerRates(early, 4, 1, LEAGUE, params).goals);
  });

  it('leaves seasons without defensive data out of the defensive rate', () => {
    const unknown = Array.from({ length: 30 }, () => row(90, { cbit: null, cbirt: null }));
    expect(playerRates(unknown, 4, 1, LEAGUE, params).defensiveActions).toBeCloseTo(3, 12);
    const known = Array.from({ length: 30 }, () => row(90, { cbit: 4, cbirt: 9 }));
    const w = nineties(30);
    // Forwards are judged on CBIRT (9 a game), shrunk by the defensive pseudo-90s.
    const expected = (w * 9 + params.defconPriorNineties * 3) / (w + params.defconPriorNineties);
    expect(playerRates(known, 4, 1, LEAGUE, params).defensiveActions).toBeCloseTo(expected, 12);
  });

  it('league rates per position, and FPL assists per xA', () => {
    const rows = [row(90, { xg: 0.5, goals: 1, xa: 0.5, assists: 1, position: 4 }), row(90, { xg: 0.1, xa: 0.5, assists: 0, position: 2 })];
    const league = leagueRates([rows], { ...DEFAULT_PARAMS, goalsWeight: 0 });
    expect(league.byPosition[4].goals).toBeCloseTo(0.5, 12);
    expect(league.byPosition[2].goals).toBeCloseTo(0.1, 12);
    expect(league.assistsPerXa).toBeCloseTo(1, 12);
  });
});
