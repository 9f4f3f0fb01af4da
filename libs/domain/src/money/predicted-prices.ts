import { sellingPrice } from './selling-price';

/**
 * A player's predicted price at each deadline from `fromGameweek` (tenths of £m), as GET
 * /api/players/price-moves serves it (decisions 205 and 207). A player without one holds his price.
 */
export interface PricePath {
  fromGameweek: number;
  prices: readonly number[];
}

/** His predicted price at a gameweek's deadline: his price now before the path starts, its last one after it ends. */
export function predictedPriceAt(nowTenths: number, path: PricePath | undefined, gameweek: number): number {
  if (!path || path.prices.length === 0 || gameweek < path.fromGameweek) return nowTenths;
  return path.prices[Math.min(gameweek - path.fromGameweek, path.prices.length - 1)];
}

/** What an owned player's sale is known by: his price now, what selling him brings now, and what the team paid when known. */
export interface OwnedSale {
  nowTenths: number;
  sellingNowTenths: number;
  paidTenths?: number;
}

/**
 * What selling an owned player brings in each of `horizon` gameweeks from `firstGameweek`, by the
 * game's rule over his predicted prices: the price paid plus half of any rise (rounded down to
 * £0.1m), a fall taken in full (`sellingPrice`, the one place that rule lives).
 *
 * - The first gameweek sells at today's selling price: its transfers can be made now, before a
 *   move predicted for its deadline lands (the solver's first entry must be the selling price now).
 * - Later ones move from the selling price now by what the rule gives between his price now and
 *   that gameweek's (all of it when that selling price is the rule's own).
 * - Without a known purchase price a player whose selling price is his price follows his price, as
 *   `sellingPrice` treats him; one sold for less (a selling price set by hand) keeps that at most,
 *   and a fall below it is taken: nothing credits him a rise his unknown purchase price would halve.
 */
export function sellingPricesAhead(sale: OwnedSale, path: PricePath | undefined, firstGameweek: number, horizon: number): number[] {
  return Array.from({ length: horizon }, (_, k) => {
    if (k === 0) return sale.sellingNowTenths;
    const price = predictedPriceAt(sale.nowTenths, path, firstGameweek + k);
    // The rule's change since now, on the selling price now (the same unless one was set by hand).
    if (sale.paidTenths !== undefined) return sale.sellingNowTenths + sellingPrice(price, sale.paidTenths) - sellingPrice(sale.nowTenths, sale.paidTenths);
    return sale.sellingNowTenths === sale.nowTenths ? sellingPrice(price) : Math.min(sale.sellingNowTenths, price);
  });
}

/**
 * What buying a player costs in each of `horizon` gameweeks from `firstGameweek`, as the solver
 * counts it (decision 188): today's price in the first (its transfers can be made now, before a
 * move predicted for its deadline lands), then his predicted price where it is higher, never less
 * than the gameweek before. Only rises count: the planner buys at today's price, so a plan that
 * paid for a rise always fits its bank when applied, one that counted a fall might not; and a copy
 * bought in the plan sells for what it cost, which the game gives while his price does not fall.
 */
export function buyingPricesAhead(nowTenths: number, path: PricePath | undefined, firstGameweek: number, horizon: number): number[] {
  let most = nowTenths;
  return Array.from({ length: horizon }, (_, k) => (most = Math.max(most, k === 0 ? nowTenths : predictedPriceAt(nowTenths, path, firstGameweek + k))));
}
