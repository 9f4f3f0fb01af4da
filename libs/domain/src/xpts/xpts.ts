/**
 * Expected points travel on a player as xptsGW1..xptsGW38, each possibly absent (no projection:
 * a blank gameweek, or no data yet). Every reader goes through these accessors.
 */
import { LAST_GAMEWEEK } from '../season/season-clock';

export type XptsKey = `xptsGW${number}`;
export type XptsSource = { readonly [key: XptsKey]: number | undefined };

/**
 * The field names, made once: a name built anew for each read made the xPts table's first render
 * spend most of its filtering time building strings and looking them up.
 */
const XPTS_KEYS: readonly XptsKey[] = Array.from({ length: LAST_GAMEWEEK + 1 }, (_, gameweek) => `xptsGW${gameweek}` as const);

/** The field holding a gameweek's projection: 'xptsGW5'. */
export const xptsKey = (gameweek: number): XptsKey => XPTS_KEYS[gameweek] ?? `xptsGW${gameweek}`;

/** A gameweek's projection, or undefined when there is none (the planner shows '—' and counts it). */
export function projectionIn(player: object, gameweek: number): number | undefined {
  const value = (player as Record<string, unknown>)[xptsKey(gameweek)];
  return typeof value === 'number' ? value : undefined;
}

/** A gameweek's projection where a missing one counts as 0 (sums, sorting, the optimal eleven). */
export const xptsIn = (player: XptsSource, gameweek: number): number => projectionIn(player, gameweek) ?? 0;

export const hasXpts = (player: XptsSource, gameweek: number): boolean => projectionIn(player, gameweek) !== undefined;

/** Sum over several gameweeks. */
export const xptsOver = (player: XptsSource, gameweeks: readonly number[]): number =>
  gameweeks.reduce((n, gw) => n + xptsIn(player, gw), 0);

/** xPts are shown to 2 decimals (spec 9). */
export const formatXpts = (xpts: number): string => xpts.toFixed(2);
