export type OwnershipPeriod = 'today' | 'last_week' | 'all_time';
export const OWNERSHIP_PERIODS: readonly OwnershipPeriod[] = ['today', 'last_week', 'all_time'];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Largest real UTC offset is 14 hours either way. */
export const MAX_UTC_OFFSET_MINUTES = 14 * 60;

/**
 * Midnight that began the day of `now` for a viewer whose clock is `timezoneOffset` minutes behind
 * UTC (the value of `Date#getTimezoneOffset()`: -180 in Nairobi, 0 in London in winter).
 */
export function midnightFor(now: Date, timezoneOffset = 0): Date {
  const local = now.getTime() - timezoneOffset * MINUTE;
  return new Date(Math.floor(local / DAY) * DAY + timezoneOffset * MINUTE);
}

/**
 * Where a site-ownership period starts (spec 9): today since the viewer's midnight, last week the
 * last seven days, all time has no start.
 */
export function ownershipPeriodStart(period: OwnershipPeriod, now: Date, timezoneOffset = 0): Date | null {
  if (period === 'today') return midnightFor(now, timezoneOffset);
  if (period === 'last_week') return new Date(now.getTime() - 7 * DAY);
  return null;
}

/** Site ownership: the share of the period's drafts that contain the player, in percent. */
export const ownershipPercent = (draftsWithPlayer: number, drafts: number): number =>
  drafts === 0 ? 0 : (draftsWithPlayer / drafts) * 100;
