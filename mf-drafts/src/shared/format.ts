/**
 * How the draft tools write numbers (spec 9). Prices (£ with one decimal and an m) and xPts (2
 * decimals) are the game's, written once in libs/domain; ownership is shown to 1 decimal.
 */
export { formatPrice, formatXpts } from '@draftroom/domain';
export const formatPercent = (percent: number): string => `${percent.toFixed(1)}%`;

/** '20 Sep 2025, 10:30': the product's one date format, from libs/ui. */
export { formatDate, formatDateTime } from '@draftroom/ui';
