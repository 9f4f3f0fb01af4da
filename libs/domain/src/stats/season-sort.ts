/**
 * Sorting of the season-stats tables (spec 5): every sort is descending except xGC and xGC per
 * 90, which are ascending (fewer goals conceded is better); a missing number counts as 0; an
 * unknown key falls back to goals. Ties keep a stable order by player name.
 */
export const SEASON_SORT_KEYS_2425 = [
  'goals', 'assists', 'total_cs', 'defcons', 'defcons_per90', 'defcon_pts', 'defcon_pts_per_m',
  'xg', 'xg_per90', 'xa', 'xa_per90', 'xg_xa', 'xg_xa_per90',
] as const;
export type SeasonSortKey2425 = (typeof SEASON_SORT_KEYS_2425)[number];
export const DEFAULT_SORT_2425: SeasonSortKey2425 = 'goals';

export const SEASON_SORT_KEYS_2526 = [
  'points', 'price', 'minutes_played', 'goals', 'assists', 'total_cs', 'bonus', 'bps',
  'xg', 'xa', 'xgi', 'xgc', 'xg_per90', 'xa_per90', 'xgi_per90', 'xgc_per90',
  'defcon_pts', 'defcons', 'defcons_per90', 'tackles', 'recoveries', 'cbi',
] as const;
export type SeasonSortKey2526 = (typeof SEASON_SORT_KEYS_2526)[number];
export const DEFAULT_SORT_2526: SeasonSortKey2526 = 'points';

export const FALLBACK_SORT = 'goals';
const ASCENDING = new Set(['xgc', 'xgc_per90']);

export type SortDirection = 'asc' | 'desc';
export const sortDirection = (key: string): SortDirection => (ASCENDING.has(key) ? 'asc' : 'desc');

/** The key actually used: the requested one when the table knows it, else goals. */
export function effectiveSortKey(key: string, known: readonly string[]): string {
  return known.includes(key) ? key : FALLBACK_SORT;
}

const numberOf = (row: object, key: string): number => {
  const v = (row as Record<string, unknown>)[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
};

export function sortSeasonRows<T extends { player_name: string }>(rows: readonly T[], key: string, known: readonly string[]): T[] {
  const used = effectiveSortKey(key, known);
  const sign = sortDirection(used) === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * (numberOf(a, used) - numberOf(b, used)) || a.player_name.localeCompare(b.player_name));
}
