/**
 * Expected points travel on a player as xptsGW1..xptsGW38 (possibly absent). The rules read them
 * through this one accessor; a missing projection counts as 0.
 */
export type XptsSource = { readonly [key: `xptsGW${number}`]: number | undefined };

export const xptsIn = (player: XptsSource, gameweek: number): number => player[`xptsGW${gameweek}`] ?? 0;

export const hasXpts = (player: XptsSource, gameweek: number): boolean => player[`xptsGW${gameweek}`] != null;

/** Sum over several gameweeks. */
export const xptsOver = (player: XptsSource, gameweeks: readonly number[]): number =>
  gameweeks.reduce((n, gw) => n + xptsIn(player, gw), 0);
