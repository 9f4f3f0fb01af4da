import { sellingPrice } from '../money/selling-price';
import { toTenths } from '../money/tenths';
import type { PlayerLookup } from './types';

/**
 * The prices a replayed plan is held to, in tenths of £m; undefined for a player the market
 * does not know. The seam for the selling-price rule: today both are read from the current
 * market (a plan is made at today's prices), the sale through `sellingPrice`.
 */
export interface ReplayPrices {
  /** What buying the player costs in the gameweek. */
  buyPrice(playerId: number, gameweek: number): number | undefined;
  /** The most selling him can bring in the gameweek; `paidTenths` is what the plan paid if it bought him. */
  sellPrice(playerId: number, gameweek: number, paidTenths: number | undefined): number | undefined;
}

/** Prices as the Team Manager uses them: today's price to buy, sellingPrice to sell. */
export function marketPrices(lookup: PlayerLookup): ReplayPrices {
  const now = (id: number) => {
    const player = lookup(id);
    return player && toTenths(player.price);
  };
  return {
    buyPrice: (id) => now(id),
    sellPrice: (id, _gameweek, paid) => {
      const price = now(id);
      return price === undefined ? undefined : sellingPrice(price, paid);
    },
  };
}
