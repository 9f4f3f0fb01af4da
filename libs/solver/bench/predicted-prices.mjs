/**
 * The bench's requests with predicted prices (decisions 206, 207 and 188): the price-change rule
 * of decision 205 fitted on the snapshot's earlier seasons, applied to the transfers up to the
 * clock and priced from the published price as GET /api/players/price-moves prices it at the
 * latest results; then what the planner service sends from those moves: buying prices per
 * gameweek for players predicted to rise, selling prices per gameweek for the owned fifteen
 * (bought at today's price, as the bench reads no transfer history), each only where some
 * gameweek differs from today.
 */
import { createRequire } from 'node:module';

export function predictedMoves(data) {
  const require = createRequire(import.meta.url);
  const { fitPriceRule, predictMove, priceObservations } = require('@draftroom/projections');
  const { current, history } = data.seasons;
  const rule = fitPriceRule(history.flatMap((h) => priceObservations(h.appearances)));
  const published = new Map(current.players.map((p) => [p.id, p.nowCost]));
  const moves = new Map();
  for (const o of priceObservations(current.appearances.filter((a) => a.gameweek <= data.clock))) {
    if (o.gameweek !== data.clock) continue;
    const change = predictMove(rule, o.netTransfers, o.selected);
    const price = published.get(o.playerId) ?? o.value;
    // A move the published price already made since the clock's row is not predicted again.
    if (change !== 0 && Math.sign(price - o.value) !== change) moves.set(o.playerId, { price, change });
  }
  return moves;
}

export function withPredictedPrices(request, moves) {
  const require = createRequire(import.meta.url);
  const { buyingPricesAhead, sellingPricesAhead } = require('@draftroom/domain');
  const { firstGameweek, horizon } = request;
  const pathOf = (id, price) => {
    const move = moves.get(id);
    return move && move.price === price ? { fromGameweek: firstGameweek, prices: [move.price + move.change] } : undefined;
  };
  const differs = (prices, now) => prices.some((v) => v !== now);
  const players = request.players.map((p) => {
    const path = pathOf(p.id, p.price);
    const buyPrices = path && buyingPricesAhead(p.price, path, firstGameweek, horizon);
    return buyPrices && differs(buyPrices, p.price) ? { ...p, buyPrices } : p;
  });
  const priceOf = new Map(request.players.map((p) => [p.id, p.price]));
  const squad = request.squad.map((e) => {
    const now = priceOf.get(e.id);
    const path = pathOf(e.id, now);
    if (!path) return e;
    // Never above the selling price now, as the planner sends them (decision 207).
    const sellingPrices = sellingPricesAhead({ nowTenths: now, sellingNowTenths: e.sellingPrice, paidTenths: now }, path, firstGameweek, horizon).map((v) => Math.min(v, e.sellingPrice));
    return differs(sellingPrices, e.sellingPrice) ? { ...e, sellingPrices } : e;
  });
  return { ...request, players, squad };
}
