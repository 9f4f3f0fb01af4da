import { POSITION_IDS, type PositionId } from '../position/positions';
import { togglePositionChoice } from '../position/position-toggle';
import { matchesSearch } from '../lists/search';
import { toTenths } from '../money/tenths';
import { hasXpts, xptsIn, type XptsSource } from '../xpts/xpts';

/** Position toggles of the picker and the ownership screen (spec 4); an empty selection is ALL. */
export const togglePickerPosition = (selected: readonly PositionId[], choice: PositionId | 'ALL'): PositionId[] =>
  togglePositionChoice(selected, choice, POSITION_IDS);

/** The spec 2.2 sorts, and (issue 31) expected points in the first planning gameweek, highest first. */
export type PickerSort = 'points_desc' | 'points_asc' | 'price_desc' | 'price_asc' | 'name_asc' | 'xpts_desc';

export const PICKER_SORTS: ReadonlyArray<{ value: PickerSort; label: string }> = [
  { value: 'points_desc', label: 'Points High to Low' },
  { value: 'points_asc', label: 'Points Low to High' },
  { value: 'price_desc', label: 'Price High to Low' },
  { value: 'price_asc', label: 'Price Low to High' },
  { value: 'name_asc', label: 'Name A-Z' },
  { value: 'xpts_desc', label: 'xPts High to Low (next gameweek)' },
];

export interface PickerPlayer {
  id: number;
  name: string;
  web_name: string;
  position: number;
  team: number;
  teamName: string;
  teamShortName: string;
  price: number;
  totalPoints: number;
}

export interface PickerFilters {
  search: string;
  /** Empty = ALL. */
  positions: readonly PositionId[];
  maxPrice: number;
  /** Club id, or null for All Teams. */
  team: number | null;
  sort: PickerSort;
  /** The gameweek 'xpts_desc' sorts by (the first planning gameweek). */
  xptsGameweek?: number;
}

/** The Max Price slider's range: the lowest price rounded down to the highest rounded up. */
export function priceBounds(players: readonly { price: number }[]): { min: number; max: number } {
  if (players.length === 0) return { min: 0, max: 0 };
  let min = Infinity;
  let max = -Infinity;
  for (const p of players) {
    min = Math.min(min, p.price);
    max = Math.max(max, p.price);
  }
  return { min: Math.floor(min), max: Math.ceil(max) };
}

const BY_SORT: Record<PickerSort, (a: PickerPlayer, b: PickerPlayer) => number> = {
  points_desc: (a, b) => b.totalPoints - a.totalPoints || b.price - a.price,
  points_asc: (a, b) => a.totalPoints - b.totalPoints || a.price - b.price,
  price_desc: (a, b) => b.price - a.price || b.totalPoints - a.totalPoints,
  price_asc: (a, b) => a.price - b.price || b.totalPoints - a.totalPoints,
  name_asc: (a, b) => a.web_name.localeCompare(b.web_name, 'en'),
  // Before the season clock is known there is no gameweek to read: points stand in.
  xpts_desc: (a, b) => b.totalPoints - a.totalPoints,
};

/** The picker's list: search (full and short name), positions, max price, club, then the sort. */
export function filterPickerPlayers<T extends PickerPlayer>(players: readonly T[], f: PickerFilters): T[] {
  const byPosition = new Set<number>(f.positions);
  const out = players.filter(
    (p) =>
      (byPosition.size === 0 || byPosition.has(p.position)) &&
      (f.team === null || p.team === f.team) &&
      toTenths(p.price) <= toTenths(f.maxPrice) &&
      matchesSearch(f.search, p.name, p.web_name),
  );
  const gameweek = f.xptsGameweek;
  if (f.sort === 'xpts_desc' && gameweek !== undefined) {
    const xpts = (p: T) => xptsIn(p as unknown as XptsSource, gameweek);
    return out.sort((a, b) => xpts(b) - xpts(a) || BY_SORT.points_desc(a, b) || a.id - b.id);
  }
  return out.sort((a, b) => BY_SORT[f.sort](a, b) || a.id - b.id);
}

/**
 * The builder's info dialog (spec 2.2): up to 6 gameweeks with xPts data among the nine from the
 * first planning gameweek (the spec's 'GW4-12' read from the season clock; decision 034).
 */
export function infoDialogGameweeks(player: XptsSource, planningFrom: number, lastGameweek = 38): number[] {
  const out: number[] = [];
  for (let gw = planningFrom; gw <= Math.min(lastGameweek, planningFrom + 8) && out.length < 6; gw += 1) {
    if (hasXpts(player, gw)) out.push(gw);
  }
  return out;
}
