import { POSITIONS, type PositionId } from './positions';

/** The squad rules every area shares (spec 9). Budget is the builder's; the planner uses the bank. */
export const SQUAD_SIZE = 15;
export const STARTERS = 11;
export const BENCH_SIZE = 4;
export const BUDGET = 100;
/** Most players one squad may hold from a single club. */
export const MAX_PER_CLUB = 3;
export const CAPTAIN_MULTIPLIER = 2;

/** 2 GK, 5 DEF, 5 MID, 3 FWD. */
export const squadQuota = (position: PositionId): number => POSITIONS[position].squadQuota;

/** Money in the game is counted in tenths of a million; summing tenths avoids 0.1 + 0.2 drift. */
export const toTenths = (millions: number): number => Math.round(millions * 10);
export const fromTenths = (tenths: number): number => tenths / 10;
export const sumPrices = (prices: readonly number[]): number => fromTenths(prices.reduce((n, p) => n + toTenths(p), 0));
