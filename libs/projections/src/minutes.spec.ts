import { buildMatchLog, knownRows, type PlayerMatch } from './match-log';
import { fitMinutesModel, minutesOutlook } from './minutes';
import { MINUTES_FEATURES, minutesFeatures } from './minutes-features';
import { syntheticSeasons } from '@draftroom/testing/seasons';
import { aMatch } from './testing/a-match';

const row = (gameweek: number, minutes: number, extra: Partial<PlayerMatch> = {}): PlayerMatch => aMatch({ gameweek, minutes, ...extra });

const feature = (x: number[], name: (typeof MINUTES_FEATURES)[number]): number => x[MINUTES_FEATURES.indexOf(name)];

describe('minutes features', () => {
  it('reads recent minutes, runs and price', () => {
    const rows = [row(1, 90), row(2, 90), row(3, 0)];
    const x = minutesFeatures(rows, rows.length, 1);
    expect(x).toHaveLength(MINUTES_FEATURES.length);
    expect(feature(x, 'played last fixture')).toBe(0);
    expect(feature(x, 'share played, last 3')).toBeCloseTo(2 / 3, 12);
    expect(feature(x, 'run of fixtures without minutes (log)')).toBeCloseTo(Math.log(2) / 3, 12);
    expect(feature(x, 'average minutes / 90, last 5')).toBeCloseTo(180 / 450, 12);
    expect(feature(x, 'price above 4.5m (per 5m)')).toBeCloseTo(0.5, 12);
    // Only rows before `end` count.
    expect(feature(minutesFeatures(rows, 2, 1), 'played last fixture')).toBe(1);
  });

  it('knows a newcomer and a suspension', () => {
    const none = minutesFeatures([], 0, 1);
    expect(feature(none, 'has a record')).toBe(0);
    expect(feature(none, 'no fixture yet this season')).toBe(1);
    // The fifth yellow in gameweek 10 means a ban; a fifth in gameweek 25 does not.
    const yellows = [2, 4, 6, 8, 10].map((gw) => row(gw, 90, { yellowCards: 1 }));
    expect(feature(minutesFeatures(yellows, 5, 1), 'reached 5 or 10 yellow cards last fixture (a ban)')).toBe(1);
    const late = [2, 4, 6, 8, 25].map((gw) => row(gw, 90, { yellowCards: 1 }));
    expect(feature(minutesFeatures(late, 5, 1), 'reached 5 or 10 yellow cards last fixture (a ban)')).toBe(0);
  });
});

describe('minutes model', () => {
  const { history, current } = syntheticSeasons(12);
  const log = buildMatchLog(current, [history]);
  const model = fitMinutesModel(log);
  const outlook = (k: number, asOf: number, horizon = 1) => {
    const player = current.players.find((p) => p.code === current.teams[2].code * 100 + k)!;
    return minutesOutlook(model, knownRows(log.byPlayer.get(player.code)!, log.current, asOf), log.current, horizon);
  };

  it('learns from the earlier season that regulars play and reserves do not', () => {
    const regular = outlook(0, 12); // first-choice goalkeeper
    const reserve = outlook(1, 12); // second goalkeeper, never used
    expect(regular.pPlay).toBeGreaterThan(0.85);
    expect(reserve.pPlay).toBeLessThan(0.15);
    expect(regular.p60).toBeLessThanOrEqual(regular.pPlay);
  });

  it('marks down an injured player and expects him back further ahead', () => {
    // Player 8 of every club is out from gameweek 5 to 9.
    const now = outlook(8, 7, 1);
    expect(now.pPlay).toBeLessThan(0.5);
    expect(outlook(8, 7, 6).pPlay).toBeGreaterThan(now.pPlay);
    expect(outlook(8, 4, 1).pPlay).toBeGreaterThan(0.7);
  });

  it('falls back to a fixed mapping when there is no earlier season', () => {
    const alone = fitMinutesModel(buildMatchLog(current, []));
    const rows = knownRows(buildMatchLog(current, []).byPlayer.get(current.players[0].code)!, 0, 12);
    const o = minutesOutlook(alone, rows, 0, 1);
    expect(o.pPlay).toBeGreaterThan(0.8);
  });
});
