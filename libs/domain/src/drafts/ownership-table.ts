import type { PositionId } from '../position/positions';
import { matchesSearch } from '../lists/search';
import type { OwnershipPeriod } from './ownership';

/** A player of one /api/selected-by answer (one period). */
export interface OwnershipSource {
  id: number;
  name: string;
  webName: string;
  team: number;
  teamShortName: string;
  position: number;
  selectedByPercent: number;
  selectedByDatabase: number;
}

/** One row of the ownership screen: official ownership and site ownership in each period (%). */
export interface OwnershipRow extends Omit<OwnershipSource, 'selectedByPercent' | 'selectedByDatabase'> {
  official: number;
  today: number;
  last_week: number;
  all_time: number;
}

/**
 * Spec 7: the three answers are combined with all_time as the base list; the other periods are
 * looked up by id (a player missing from one counts 0).
 */
export function combineOwnership(
  allTime: readonly OwnershipSource[],
  lastWeek: readonly OwnershipSource[],
  today: readonly OwnershipSource[],
): OwnershipRow[] {
  const week = new Map(lastWeek.map((p) => [p.id, p.selectedByDatabase]));
  const day = new Map(today.map((p) => [p.id, p.selectedByDatabase]));
  return allTime.map((p) => ({
    id: p.id, name: p.name, webName: p.webName, team: p.team, teamShortName: p.teamShortName, position: p.position,
    official: p.selectedByPercent, all_time: p.selectedByDatabase, last_week: week.get(p.id) ?? 0, today: day.get(p.id) ?? 0,
  }));
}

export type OwnershipSort = OwnershipPeriod | 'official' | 'name';

export const OWNERSHIP_SORTS: ReadonlyArray<{ value: OwnershipSort; label: string }> = [
  { value: 'today', label: 'Site Ownership Today' },
  { value: 'last_week', label: 'Site Ownership Last Week' },
  { value: 'all_time', label: 'Site Ownership All Time' },
  { value: 'official', label: 'Official FPL Ownership' },
  { value: 'name', label: 'Name A-Z' },
];

export interface OwnershipFilters {
  search: string;
  /** Club id, or null for every club. */
  team: number | null;
  /** Empty = ALL. */
  positions: readonly PositionId[];
  sort: OwnershipSort;
}

/** Search (folded, full or short name), club and positions, then the sort (ties: official, then name). */
export function filterOwnership(rows: readonly OwnershipRow[], f: OwnershipFilters): OwnershipRow[] {
  const positions = new Set<number>(f.positions);
  const byName = (a: OwnershipRow, b: OwnershipRow) => a.webName.localeCompare(b.webName, 'en');
  const out = rows.filter(
    (r) => (f.team === null || r.team === f.team) && (positions.size === 0 || positions.has(r.position)) && matchesSearch(f.search, r.name, r.webName),
  );
  if (f.sort === 'name') return out.sort((a, b) => byName(a, b) || a.id - b.id);
  const key = f.sort;
  return out.sort((a, b) => b[key] - a[key] || b.official - a.official || byName(a, b) || a.id - b.id);
}

/** Period toggles (spec 4): any can be switched, except the last one still on. */
export function togglePeriod(active: readonly OwnershipPeriod[], period: OwnershipPeriod): OwnershipPeriod[] {
  if (!active.includes(period)) return (['today', 'last_week', 'all_time'] as const).filter((p) => p === period || active.includes(p));
  return active.length === 1 ? [...active] : active.filter((p) => p !== period);
}
