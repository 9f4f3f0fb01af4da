/** Per-90 and per-million figures of the stats tables, rounded once where they are produced. */

export function roundTo(value: number, places: number): number {
  const f = 10 ** places;
  return Math.round((value + Number.EPSILON) * f) / f;
}

/** value per 90 minutes; 0 for a player who has not played. */
export function per90(value: number, minutes: number): number {
  return minutes > 0 ? (value * 90) / minutes : 0;
}

/** value per £1m of price (price in tenths of £m); 0 when the price is unknown or zero. */
export function perMillion(value: number, priceTenths: number | null | undefined): number {
  return priceTenths ? value / (priceTenths / 10) : 0;
}
