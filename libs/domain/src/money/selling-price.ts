/** Sell prices move in steps of £0.1m and never go below £0.1m (spec 5). */
export const SELL_PRICE_STEP_TENTHS = 1;
export const MIN_SELL_PRICE_TENTHS = 1;

/**
 * What selling a player brings, in tenths: what the plan paid for him when it bought him,
 * else his price now. This is the one place the selling price is decided: the Team Manager's
 * default in the Set Sell Price dialog and the server's replay of a saved plan both ask it.
 * (The real game's rule, the purchase price plus half of any rise rounded down, replaces the
 * body of this function once purchase prices of the starting squad are known.)
 */
export function sellingPrice(priceNowTenths: number, paidTenths?: number): number {
  return paidTenths ?? priceNowTenths;
}

/**
 * The sell price after pressing minus (-1) or plus (+1) in the Set Sell Price dialog: never
 * below £0.1m, and never above `ceilingTenths` (the player's selling price) when given.
 */
export function stepSellPrice(tenths: number, steps: number, ceilingTenths = Infinity): number {
  const next = Math.round(tenths) + steps * SELL_PRICE_STEP_TENTHS;
  return Math.max(MIN_SELL_PRICE_TENTHS, Math.min(ceilingTenths, next));
}
