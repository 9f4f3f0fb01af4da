import { lastFiveAverage, pointsPerGameweek } from './baselines';
import { backtestSeason } from './backtest-run';
import { playerGameweeks, pointsByGameweek } from './evaluation-set';
import { accuracy } from './metrics';
import { syntheticSeasons } from '@draftroom/testing/seasons';

describe('backtestSeason', () => {
  const { history, current } = syntheticSeasons(12);
  const result = backtestSeason(current, [history], { from: 5, to: 12 });
  const get = (horizon: number, subset: 'all' | 'played') => result.comparisons.find((c) => c.horizon === horizon && c.subset === subset)!;

  it('scores horizon h on the targets from (from - 1 + h) to the end, from the same origins', () => {
    const set = playerGameweeks(current, 5, 12);
    expect(get(1, 'all').model.count).toBe(set.length);
    expect(get(3, 'all').model.count).toBe(set.filter((s) => s.gameweek >= 7).length);
    expect(get(6, 'all').model.count).toBe(set.filter((s) => s.gameweek >= 10).length);
    expect(get(1, 'played').model.count).toBe(set.filter((s) => s.minutes > 0).length);
  });

  it('computes the baselines over exactly the same player-gameweeks', () => {
    const set = playerGameweeks(current, 7, 12);
    const points = pointsByGameweek(current);
    const actual = set.map((s) => s.points);
    const lastFive = accuracy(set.map((s) => lastFiveAverage(points.get(s.playerId)!, s.gameweek - 3)), actual);
    const ppg = accuracy(set.map((s) => pointsPerGameweek(points.get(s.playerId)!, s.gameweek - 3)), actual);
    expect(get(3, 'all').lastFive).toEqual(lastFive);
    expect(get(3, 'all').pointsPerGame).toEqual(ppg);
    expect(get(3, 'all').model.meanActual).toBeCloseTo(lastFive.meanActual, 12);
  });

  it('keeps the 1-ahead pairs for the calibration plot', () => {
    expect(result.calibration.projected).toHaveLength(get(1, 'all').model.count);
    expect(result.calibration.projected.every((x) => Number.isFinite(x) && x >= -1)).toBe(true);
  });
});
