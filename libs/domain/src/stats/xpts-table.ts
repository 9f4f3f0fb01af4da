/**
 * The Expected Points table (spec 2.6 and 4). A view is one gameweek, or a range whose Total is
 * summed only when both ends are set. Players without any expected points in the shown
 * gameweeks are left out; the table is sorted by the chosen gameweek, or by the range total.
 * Decision 041 explains the column window and the "has xPts" rule relative to the season clock.
 */
import { positionStatsCode, type StatsPosition } from '../position/positions';
import { matchesSearch } from '../lists/search';
import { FIRST_GAMEWEEK, LAST_GAMEWEEK, gameweekRange } from '../season/season-clock';
import { hasXpts, xptsIn, xptsOver, type XptsKey } from '../xpts/xpts';
import { isUnavailable, type AvailabilitySource } from '../xpts/availability';
import { matchesPositions } from './position-filter';

/** Anything shaped like the contracts' Player: xptsGW1..xptsGW38 as optional numbers. */
export interface XptsPlayerLike {
  id: number;
  name: string;
  web_name: string;
  teamShortName: string;
  position: number;
  [key: XptsKey]: number | undefined;
}

export type XptsView =
  | { mode: 'single'; gameweek: number }
  | { mode: 'range'; from: number | null; to: number | null };

const isAvailabilitySource = (p: object): p is AvailabilitySource => 'status' in p && 'chanceOfPlaying' in p;

export interface XptsFilters {
  search: string;
  /** Club short name; '' = all clubs. */
  team: string;
  positions: readonly StatsPosition[];
  /** Leave out players the game gives a 0% chance of playing (injured, suspended, gone). */
  hideUnavailable?: boolean;
}

export interface XptsRow<P> {
  player: P;
  /** Sum over the range, when the view is a complete range. */
  total: number | null;
}

export const XPTS_PAGE_SIZE = 25;
/** Gameweek columns shown at once outside a range (the spec's screens had up to 12). */
export const XPTS_COLUMN_WINDOW = 12;

/** The consecutive gameweeks, from GW1, for which any player has a projection. */
export function availableXptsGameweeks(players: readonly XptsPlayerLike[]): number[] {
  const out: number[] = [];
  for (let gw = FIRST_GAMEWEEK; gw <= LAST_GAMEWEEK; gw += 1) {
    if (!players.some((p) => hasXpts(p, gw))) break;
    out.push(gw);
  }
  return out;
}

/** The gameweeks a complete range sums, or null while From or To is unset. */
export function rangeGameweeks(view: XptsView): number[] | null {
  if (view.mode !== 'range' || view.from == null || view.to == null) return null;
  return gameweekRange(view.from, view.to);
}

/**
 * The gameweek columns: a complete range shows exactly its gameweeks; otherwise a window of up
 * to 12 available gameweeks that starts a few before the chosen one (so recent results stay in
 * sight) and never runs past the last available gameweek.
 */
export function xptsColumns(view: XptsView, available: readonly number[], anchor: number): number[] {
  const range = rangeGameweeks(view);
  if (range) return range.filter((gw) => available.includes(gw));
  if (available.length === 0) return [];
  const focus = view.mode === 'single' ? view.gameweek : anchor;
  const first = available[0];
  const last = available[available.length - 1];
  const width = Math.min(XPTS_COLUMN_WINDOW, available.length);
  const start = Math.max(first, Math.min(focus - 3, last - width + 1));
  return gameweekRange(start, start + width - 1);
}

/** The gameweek the table is sorted by when it is not sorted by a range total. */
export function xptsSortGameweek(view: XptsView, columns: readonly number[]): number | null {
  if (view.mode === 'single') return view.gameweek;
  return rangeGameweeks(view) ? null : (columns[0] ?? null);
}

/** Highest first (the default, spec 4) or lowest first (issue 31: a second click on the sorted column). */
export type XptsSortDirection = 'desc' | 'asc';

export function xptsRows<P extends XptsPlayerLike>(
  players: readonly P[],
  filters: XptsFilters,
  view: XptsView,
  columns: readonly number[],
  direction: XptsSortDirection = 'desc',
): XptsRow<P>[] {
  const range = rangeGameweeks(view);
  const sortGw = xptsSortGameweek(view, columns);
  const rows: XptsRow<P>[] = [];
  for (const p of players) {
    if (!columns.some((gw) => xptsIn(p, gw) > 0)) continue;
    if (filters.team !== '' && p.teamShortName !== filters.team) continue;
    if (!matchesPositions(filters.positions, positionStatsCode(p.position))) continue;
    if (!matchesSearch(filters.search, p.web_name, p.name)) continue;
    if (filters.hideUnavailable && isAvailabilitySource(p) && isUnavailable(p)) continue;
    rows.push({ player: p, total: range ? xptsOver(p, range) : null });
  }
  // Each row's sort value is read once, not twice per comparison.
  const keyed = rows.map((row) => ({ row, key: range ? (row.total ?? 0) : sortGw == null ? 0 : xptsIn(row.player, sortGw) }));
  const sign = direction === 'desc' ? 1 : -1;
  keyed.sort((a, b) => sign * (b.key - a.key) || byName.compare(a.row.player.web_name, b.row.player.web_name));
  return keyed.map((k) => k.row);
}

/** Ties are broken by short name; one collator instead of a locale look-up per comparison. */
const byName = new Intl.Collator();
