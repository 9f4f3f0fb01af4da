/**
 * The bench's requests with predicted prices (decisions 206, 207 and 188), through the product's
 * own code: the price-change rule of decision 205 fitted on the snapshot's earlier seasons and
 * applied to the transfers up to the clock, priced from the published price as GET
 * /api/players/price-moves prices it at the latest results (`movesAfter`); then what the planner
 * sends from those moves (`buyingAhead`, `ownedAhead`), the owned fifteen bought at today's price
 * (the bench reads no transfer history).
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Each player predicted to move before the next deadline, by id: the price predicted from and the change. */
export function predictedMoves(data) {
  const { fitPriceRule, movesAfter, priceObservations } = require('@draftroom/projections');
  const { current, history } = data.seasons;
  const rule = fitPriceRule(history.flatMap((h) => priceObservations(h.appearances)));
  const published = new Map(current.players.map((p) => [p.id, p.nowCost]));
  const seen = priceObservations(current.appearances.filter((a) => a.gameweek <= data.clock));
  const moves = movesAfter(rule, seen, data.clock, (o) => published.get(o.playerId) ?? o.value);
  return new Map(moves.map((m) => [m.playerId, { price: m.price, change: m.change }]));
}

export function withPredictedPrices(request, moves) {
  const { buyingAhead, ownedAhead } = require('@draftroom/solver');
  const { firstGameweek, horizon } = request;
  const predicted = { fromGameweek: firstGameweek, players: [...moves].map(([id, m]) => ({ id, price: m.price, prices: [m.price + m.change] })) };
  const priceOf = new Map(request.players.map((p) => [p.id, p.price]));
  const squad = request.squad.map((e) => ({
    ...e, ...ownedAhead({ id: e.id, sellingPrice: e.sellingPrice, purchasePrice: priceOf.get(e.id) }, priceOf.get(e.id), predicted, firstGameweek, horizon),
  }));
  return { ...request, players: buyingAhead(request.players, predicted, firstGameweek, horizon), squad };
}
