import { buyingPricesAhead, sellingPricesAhead } from '@draftroom/domain';
import type { OwnedPlayer, SolverPlayer } from '../types';

/**
 * The predicted price moves a request is built with: GET /api/players/price-moves's shape
 * (decision 207), or the replay's own from the same rule. Each player's predicted price at every
 * deadline from `fromGameweek`, predicted from his price `price`.
 */
export interface PredictedMoves {
  fromGameweek: number;
  players: readonly { id: number; price: number; prices: readonly number[] }[];
}

/**
 * An owned player as the solver takes him: what selling him brings now and, when a move of his
 * price is predicted (decision 207), in each planned gameweek by the game's rule (decision 206's
 * `sellingPrices`), a predicted fall taken in full. Without a change from today's selling price
 * the request is the one it was before predictions.
 */
export function ownedAhead(
  p: { id: number; sellingPrice?: number; purchasePrice?: number },
  nowTenths: number,
  moves: PredictedMoves | undefined,
  firstGameweek: number,
  horizon: number,
): OwnedPlayer {
  const sellingNowTenths = p.sellingPrice ?? nowTenths;
  const move = moves?.players.find((m) => m.id === p.id);
  // A prediction made from another price than the one planned at (a list changed in between) is not used.
  if (!move || move.price !== nowTenths) return { id: p.id, sellingPrice: sellingNowTenths };
  const byRule = sellingPricesAhead({ nowTenths, sellingNowTenths, paidTenths: p.purchasePrice }, { fromGameweek: moves!.fromGameweek, prices: move.prices }, firstGameweek, horizon);
  // Never above the selling price now: the planner and a saved plan's replay sell at most at
  // today's, so a plan counting a rise could not be applied and saved as it was solved (decision 207).
  const sellingPrices = byRule.map((tenths) => Math.min(tenths, sellingNowTenths));
  if (sellingPrices.every((tenths) => tenths === sellingNowTenths)) return { id: p.id, sellingPrice: sellingNowTenths };
  return { id: p.id, sellingPrice: sellingNowTenths, sellingPrices };
}

/**
 * The players with what buying each costs in every planned gameweek where a rise is predicted
 * (decision 188, `buyingPricesAhead`: today's price first, rises only). A prediction made from
 * another price than the one planned at is not used; without a rise the player is sent as he was,
 * so a request without one is the one it was before predictions.
 */
export function buyingAhead(players: readonly SolverPlayer[], moves: PredictedMoves | undefined, firstGameweek: number, horizon: number): SolverPlayer[] {
  const byId = new Map((moves?.players ?? []).map((m) => [m.id, m]));
  return players.map((p) => {
    const move = byId.get(p.id);
    if (!move || move.price !== p.price) return p;
    const buyPrices = buyingPricesAhead(p.price, { fromGameweek: moves!.fromGameweek, prices: move.prices }, firstGameweek, horizon);
    return buyPrices.some((tenths) => tenths !== p.price) ? { ...p, buyPrices } : p;
  });
}
