import type { SeasonData } from '@draftroom/fpl-data';
import type { PlayerGameweek } from './evaluation-set';
import type { Forecasts } from './official-benchmark';

interface Sums {
  count: number;
  model: number;
  official: number;
  lastFive: number;
  pointsPerGame: number;
  actual: number;
}

/** Mean absolute error per gameweek, 1 ahead, on the player-gameweeks the official forecast covers (the page's chart). */
export class PerGameweek {
  private readonly official = new Map<string, number>();
  private readonly sums = new Map<number, Sums>();

  constructor(season: SeasonData) {
    for (const a of season.availability) this.official.set(`${a.gameweek}:${a.playerId}`, a.epNext);
  }

  add(pg: PlayerGameweek, f: Forecasts): void {
    const official = this.official.get(`${pg.gameweek}:${pg.playerId}`);
    if (official == null) return;
    let s = this.sums.get(pg.gameweek);
    if (!s) this.sums.set(pg.gameweek, (s = { count: 0, model: 0, official: 0, lastFive: 0, pointsPerGame: 0, actual: 0 }));
    s.count += 1;
    s.model += Math.abs(f.model - pg.points);
    s.official += Math.abs(official - pg.points);
    s.lastFive += Math.abs(f.lastFive - pg.points);
    s.pointsPerGame += Math.abs(f.pointsPerGame - pg.points);
    s.actual += pg.points;
  }

  rows(): Array<Sums & { gameweek: number }> {
    return [...this.sums]
      .sort(([a], [b]) => a - b)
      .map(([gameweek, s]) => ({
        gameweek, count: s.count, model: s.model / s.count, official: s.official / s.count,
        lastFive: s.lastFive / s.count, pointsPerGame: s.pointsPerGame / s.count, actual: s.actual / s.count,
      }));
  }
}
