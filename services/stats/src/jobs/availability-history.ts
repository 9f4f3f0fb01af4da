import type { AvailabilityRecord } from '@draftroom/fpl-data';

/**
 * The official API publishes only today's flags (the next deadline's snapshot), so an upstream
 * refresh adds that snapshot to the ones already stored instead of replacing them: the
 * walk-forward projections of past gameweeks keep reading the flags they were made with.
 */
export function withEarlierSnapshots(stored: readonly AvailabilityRecord[], fresh: readonly AvailabilityRecord[]): AvailabilityRecord[] {
  const refreshed = new Set(fresh.map((a) => a.gameweek));
  return [...stored.filter((a) => !refreshed.has(a.gameweek)), ...fresh].sort((a, b) => a.gameweek - b.gameweek || a.playerId - b.playerId);
}
