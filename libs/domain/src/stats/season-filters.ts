/**
 * Filtering of the season-stats tables (spec 5): name search (folded), position (unless ALL),
 * club by short name, minimum minutes and price. Rows are the service's season-stats rows; only
 * the fields named here are read, so both seasons' rows fit.
 */
import { matchesSearch } from '../lists/search';
import type { StatsPosition } from '../position/positions';
import { matchesPositions } from './position-filter';
import { priceInRange, type PriceRange } from './price-range';

export interface SeasonRowLike {
  player_name: string;
  display_name: string;
  team_name: string;
  player_position: string;
  minutes_played: number;
  /** Tenths of £m; null when unknown. */
  price: number | null;
}

export interface SeasonFilters {
  search: string;
  /** Empty = ALL. */
  positions: readonly StatsPosition[];
  /** Club short name; '' = all clubs. */
  team: string;
  minMinutes: number;
  price: PriceRange;
}

export interface SeasonFilterOptions {
  /**
   * Players with this many minutes or fewer are left out whatever the filters say (2025/26
   * leaves out players with 1 minute or fewer, spec 5).
   */
  excludeMinutesUpTo?: number;
}

/** 2025/26 drops cameo-less players: 1 minute or fewer. */
export const EXCLUDED_MINUTES_2526 = 1;

export function filterSeasonRows<T extends SeasonRowLike>(
  rows: readonly T[],
  filters: SeasonFilters,
  options: SeasonFilterOptions = {},
): T[] {
  const floor = options.excludeMinutesUpTo;
  return rows.filter(
    (r) =>
      (floor == null || r.minutes_played > floor) &&
      r.minutes_played >= filters.minMinutes &&
      matchesPositions(filters.positions, r.player_position) &&
      (filters.team === '' || r.team_name === filters.team) &&
      priceInRange(r.price, filters.price) &&
      matchesSearch(filters.search, r.player_name, r.display_name),
  );
}
