import { fromTenths, toTenths } from '../money/tenths';

/**
 * The stats price slider (spec 5 and 9): a range in £m from 4 to 15 by default, step 0.1, whose
 * two handles must stay at least 0.1 apart. Money is compared in tenths so 0.1 steps never drift.
 */
export interface PriceRange {
  min: number;
  max: number;
}

export const PRICE_STEP = 0.1;
export const DEFAULT_PRICE_RANGE: Readonly<PriceRange> = { min: 4, max: 15 };


/** A handle moved: the new range, or the current one unchanged when the handles would meet or cross. */
export function nextPriceRange(current: PriceRange, proposed: PriceRange): PriceRange {
  return toTenths(proposed.max) - toTenths(proposed.min) >= 1 ? proposed : current;
}

/**
 * Price (in tenths of £m, as the stats rows carry it) against the range in £m. A player without
 * a price is never excluded by this filter.
 */
export function priceInRange(priceTenths: number | null | undefined, range: PriceRange): boolean {
  if (priceTenths == null) return true;
  return priceTenths >= toTenths(range.min) && priceTenths <= toTenths(range.max);
}

/** Slider bounds that always contain the default range and every player's price. */
export function priceSliderBounds(pricesTenths: ReadonlyArray<number | null | undefined>): PriceRange {
  let lo = toTenths(DEFAULT_PRICE_RANGE.min);
  let hi = toTenths(DEFAULT_PRICE_RANGE.max);
  for (const p of pricesTenths) {
    if (p == null) continue;
    lo = Math.min(lo, p);
    hi = Math.max(hi, p);
  }
  return { min: fromTenths(lo), max: fromTenths(hi) };
}
