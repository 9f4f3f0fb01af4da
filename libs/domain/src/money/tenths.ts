/**
 * Money in the game is counted in tenths of a million (the official API's `now_cost` 55 is
 * £5.5m). Every sum and comparison is made in tenths, so 0.1 + 0.2 never drifts past a limit.
 */
export const toTenths = (millions: number): number => Math.round(millions * 10);
export const fromTenths = (tenths: number): number => tenths / 10;
/** £m, one decimal, summed in tenths. */
export const sumPrices = (prices: readonly number[]): number => fromTenths(prices.reduce((n, p) => n + toTenths(p), 0));
