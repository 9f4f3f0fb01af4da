/**
 * What the replay reads, all from the committed snapshot: a season's players, fixtures and
 * per-gameweek rows (price, points, minutes) through libs/fpl-data, and the project's own xPts
 * as they stood before each deadline: the projection model (services/stats) run in process from
 * the origin "after gameweek g-1" with the availability flags published before g's deadline,
 * exactly as the walk-forward backtest runs it (no later result is seen).
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The seasons the replay plays: the seasons before each one feed the projection model, the chip
 * rules are that season's, and the managers' totals to compare with when we have them.
 */
export const REPLAY_SEASONS = {
  '2024-25': { history: ['2023-24'], chipSeason: '2024/25', anchors: 'the average manager about 2,008 points, the winner 2,810 (issue 30)' },
  '2025-26': { history: ['2023-24', '2024-25'], chipSeason: '2025/26', anchors: null },
};

export function loadReplaySource(root, horizon, seasonId, { predictedPrices = true } = {}) {
  const rules = REPLAY_SEASONS[seasonId];
  if (!rules) throw new Error(`No replay of season ${seasonId}: the replay plays ${Object.keys(REPLAY_SEASONS).join(' and ')}`);
  const require = createRequire(import.meta.url);
  const { readSnapshotSeason, lastFinishedGameweek } = require('@draftroom/fpl-data');
  const { createProjector, fitPriceRule, flagsAtOrigin, movesAfter, priceObservations, projectFromOrigin } = require('@draftroom/projections');
  const { SeasonMarket } = require('@draftroom/solver').replay;

  const dir = join(root, 'data/snapshot');
  const season = readSnapshotSeason(dir, seasonId);
  const history = rules.history.map((id) => readSnapshotSeason(dir, id));
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
  // Price moves as the planner predicts them (decisions 205 and 207): the rule fitted on the
  // earlier seasons, applied at each deadline to the last played gameweek's transfers, from the
  // price at the deadline; the move lands before the next deadline and then holds.
  const rule = fitPriceRule(history.flatMap((h) => priceObservations(h.appearances)));
  const observed = priceObservations(season.appearances);
  // Once per deadline, as the projections: every strategy replays the same deadlines.
  const predicted = new Map();
  const movesAt = (gameweek) => {
    if (!predicted.has(gameweek)) {
      const now = market.marketAt(gameweek, []);
      const moves = movesAfter(rule, observed, gameweek - 1, (o) => now.get(o.playerId)?.price ?? o.value);
      predicted.set(gameweek, { fromGameweek: gameweek, players: moves.map((m) => ({ id: m.playerId, price: m.price, prices: [m.price + m.change] })) });
    }
    return predicted.get(gameweek);
  };
  return {
    source: { marketAt: (gw, held) => market.marketAt(gw, held), xptsAt, actualAt: (gw) => market.actualAt(gw), ...(predictedPrices ? { movesAt } : {}) },
    rule,
    season,
    rules,
    // The last gameweek with results: the replay stops there (2025/26: GW29 in the shared data).
    lastPlayed: lastFinishedGameweek(season.fixtures),
    projectionSeconds: () => projectionSeconds,
  };
}
