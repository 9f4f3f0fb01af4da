import { fromTenths, toTenths } from './tenths';

/** '£5.5m' (spec 9: £ with one decimal and an m suffix); negative amounts read '-£0.3m'. */
export function formatTenths(tenths: number): string {
  const sign = tenths < 0 ? '-' : '';
  return `${sign}£${fromTenths(Math.abs(Math.round(tenths))).toFixed(1)}m`;
}

/** A price in £m as the player list carries it (5.5), written '£5.5m'. */
export const formatPrice = (millions: number): string => formatTenths(toTenths(millions));

/** A price difference with its sign: '+£1.5m', '-£0.5m', '£0.0m'. */
export function formatTenthsDelta(tenths: number): string {
  if (tenths === 0) return formatTenths(0);
  return tenths > 0 ? `+${formatTenths(tenths)}` : formatTenths(tenths);
}
