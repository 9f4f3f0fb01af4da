/**
 * What the replay reads, all from the committed snapshot: 2024/25's players, fixtures and
 * per-gameweek rows (price, points, minutes) through libs/fpl-data, and the project's own xPts
 * as they stood before each deadline: the projection model (services/stats) run in process from
 * the origin "after gameweek g-1" with the availability flags published before g's deadline,
 * exactly as the walk-forward backtest runs it (no later result is seen).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

export function loadReplaySource(root, horizon) {
  const require = createRequire(import.meta.url);
  const { readSnapshotSeason } = require('@draftroom/fpl-data');
  const { createProjector, flagsAtOrigin, projectFromOrigin } = require('@draftroom/projections');
  const { SeasonMarket } = require('@draftroom/solver').replay;

  const dir = join(root, 'data/snapshot');
  const season = readSnapshotSeason(dir, '2024-25');
  const history = [readSnapshotSeason(dir, '2023-24')];
  const projector = createProjector(season, history);
  const market = new SeasonMarket(season);
  const projections = new Map();
  let projectionSeconds = 0;

  const xptsAt = (gameweek) => {
    if (!projections.has(gameweek)) {
      const started = performance.now();
      const targets = [];
      for (let gw = gameweek; gw <= Math.min(38, gameweek + horizon - 1); gw += 1) targets.push(gw);
      projections.set(gameweek, projectFromOrigin(projector, gameweek - 1, targets, flagsAtOrigin(season, gameweek - 1, false)));
      projectionSeconds += (performance.now() - started) / 1000;
    }
    return projections.get(gameweek);
  };
  return {
    source: { marketAt: (gw, held) => market.marketAt(gw, held), xptsAt, actualAt: (gw) => market.actualAt(gw) },
    season,
    projectionSeconds: () => projectionSeconds,
  };
}
