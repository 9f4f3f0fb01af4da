import type { SeasonData } from '@draftroom/fpl-data';
import { lastFiveAverage, pointsPerGameweek } from './baselines';
import { playerGameweeks, pointsByGameweek } from './evaluation-set';
import { syntheticSeasons } from '@draftroom/testing/seasons';

describe('baselines', () => {
  const points = new Map([
    [1, 2],
    [2, 10],
    [4, 3],
    [6, 1],
  ]);

  it('last five gameweeks over five, missing ones as 0', () => {
    expect(lastFiveAverage(points, 6)).toBeCloseTo((10 + 3 + 1) / 5, 12);
    expect(lastFiveAverage(points, 2)).toBeCloseTo(12 / 5, 12);
  });

  it('season points per gameweek', () => {
    expect(pointsPerGameweek(points, 4)).toBeCloseTo(15 / 4, 12);
    expect(pointsPerGameweek(points, 0)).toBe(0);
  });
});

describe('evaluation set', () => {
  const { current } = syntheticSeasons(12);

  it('one row per listed player per gameweek with a fixture, doubles summed', () => {
    const set = playerGameweeks(current, 4, 7);
    const keys = new Set(set.map((s) => `${s.playerId}:${s.gameweek}`));
    expect(keys.size).toBe(set.length);
    // The blanking clubs have no gameweek-4 rows; in gameweek 7 their points add up.
    const double = set.find((s) => s.gameweek === 7 && current.appearances.filter((a) => a.playerId === s.playerId && a.gameweek === 7).length === 2)!;
    const rows = current.appearances.filter((a) => a.playerId === double.playerId && a.gameweek === 7);
    expect(double.points).toBe(rows[0].totalPoints + rows[1].totalPoints);
    expect(set.some((s) => s.playerId === double.playerId && s.gameweek === 4)).toBe(false);
  });

  it('points by gameweek for the baselines', () => {
    const small: SeasonData = { ...current, appearances: current.appearances.slice(0, 3) };
    const byGw = pointsByGameweek(small);
    for (const a of small.appearances) expect(byGw.get(a.playerId)!.get(a.gameweek)).toBe(a.totalPoints);
  });
});
