import { fromTenths } from '../squad';

/** Sell prices move in steps of £0.1m and never go below £0.1m (spec 5). */
export const SELL_PRICE_STEP_TENTHS = 1;
export const MIN_SELL_PRICE_TENTHS = 1;

/** The sell price after pressing minus (-1) or plus (+1) in the Set Sell Price dialog. */
export const stepSellPrice = (tenths: number, steps: number): number =>
  Math.max(MIN_SELL_PRICE_TENTHS, Math.round(tenths) + steps * SELL_PRICE_STEP_TENTHS);

/** '£5.5m' (spec 9: £ with one decimal and an m suffix); negative amounts read '-£0.3m'. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  return `${sign}£${fromTenths(Math.abs(Math.round(tenths))).toFixed(1)}m`;
}

/** A price difference with its sign: '+£1.5m', '-£0.5m', '£0.0m'. */
export function formatTenthsDelta(tenths: number): string {
  if (tenths === 0) return formatTenths(0);
  return tenths > 0 ? `+${formatTenths(tenths)}` : formatTenths(tenths);
}
