/**
 * How the draft tools write numbers (spec 9). Prices (£ with one decimal and an m) and xPts (2
 * decimals) are the game's, written once in libs/domain; ownership is shown to 1 decimal.
 */
export { formatPrice, formatXpts } from '@draftroom/domain';
export const formatPercent = (percent: number): string => `${percent.toFixed(1)}%`;

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** '20 Sep 2025, 10:30' in the viewer's own time. */
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const formatDate = (iso: string): string => dateOnly.format(new Date(iso));
