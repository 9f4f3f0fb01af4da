/** Sell prices move in steps of £0.1m and never go below £0.1m (spec 5). */
export const SELL_PRICE_STEP_TENTHS = 1;
export const MIN_SELL_PRICE_TENTHS = 1;

/**
 * What selling a player brings, in tenths, by the real game's rule: the price paid for him plus
 * half of any rise since (rounded down to £0.1m), and never more than his price now; after a
 * fall he sells for his price now. Without a known purchase price he sells for his price now.
 * This is the one place the selling price is decided: the Team Manager's default in the Set Sell
 * Price dialog and the server's replay of a saved plan both ask it.
 */
export function sellingPrice(priceNowTenths: number, paidTenths?: number): number {
  if (paidTenths === undefined || priceNowTenths <= paidTenths) return priceNowTenths;
  return paidTenths + Math.floor((priceNowTenths - paidTenths) / 2);
}

/** A transfer of the official game as far as purchase prices need it (/api/entry/{id}/transfers). */
export interface PurchaseLike {
  element_in: number;
  element_in_cost: number;
  event: number;
}

/**
 * What the team paid for each player of `squad`, in tenths: the cost of the latest transfer that
 * brought him in. A player never transferred in was in the first squad: his start-of-season
 * price when `startPriceOf` knows it, else he is left out (and sells for his price now).
 */
export function purchasePrices(
  squad: readonly number[],
  transfers: readonly PurchaseLike[],
  startPriceOf: (id: number) => number | undefined = () => undefined,
): Record<number, number> {
  const latest = new Map<number, PurchaseLike>();
  for (const t of transfers) {
    const seen = latest.get(t.element_in);
    if (!seen || t.event >= seen.event) latest.set(t.element_in, t);
  }
  const out: Record<number, number> = {};
  for (const id of squad) {
    const paid = latest.get(id)?.element_in_cost ?? startPriceOf(id);
    if (paid !== undefined) out[id] = paid;
  }
  return out;
}

/**
 * The sell price after pressing minus (-1) or plus (+1) in the Set Sell Price dialog: never
 * below £0.1m, and never above `ceilingTenths` (the player's selling price) when given.
 */
export function stepSellPrice(tenths: number, steps: number, ceilingTenths = Infinity): number {
  const next = Math.round(tenths) + steps * SELL_PRICE_STEP_TENTHS;
  return Math.max(MIN_SELL_PRICE_TENTHS, Math.min(ceilingTenths, next));
}
