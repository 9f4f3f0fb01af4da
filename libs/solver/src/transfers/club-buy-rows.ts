import { MAX_PER_CLUB, SQUAD_SIZE } from '@draftroom/domain';
import { sumOf, type ModelBuilder, type Term } from '../model/model-builder';
import type { SolverPlayer } from '../types';

/**
 * The club rule as the game applies it to a squad owned that holds n > 3 of a club after a
 * player moved there (decision 228): the squad keeps the n until its next transfer, and any
 * gameweek that buys someone, of any club, must end with every club at three or fewer. So each
 * squad (the owned one per gameweek, a free hit's) gets one binary "buys someone", and the club
 * row of such a club reads
 *   sum of the club's squad columns + (n - 3) x buys <= n   (a free hit's: n x play on the right),
 * i.e. at most 3 + (n - 3) x (1 - buys). Without a purchase no club can grow, so n is all it can
 * hold; every other club keeps its plain row at three. Built only when some club is over.
 */
export interface AnyPurchase {
  /** The binary column: this squad buys someone this gameweek. */
  column: number;
  /** The owned squad's row: its purchases <= 15 x buys; -1 for a free hit's squad. */
  row: number;
  /** A free hit's rows, by player id: f_i - s_i <= buys (in its squad and not in the one owned is a purchase). */
  byPlayer: Map<number, number>;
}

/**
 * The owned squad's "buys someone" in one gameweek: every purchase column of the gameweek (a
 * wildcard's purchases too) in one row against it. The row holds every player's purchase, so a
 * player outside the model is priced exactly: each unit of his purchase pays the row's dual.
 */
export function addOwnedAnyPurchase(b: ModelBuilder, purchases: readonly number[]): AnyPurchase {
  const column = b.addColumn({ integer: true });
  const row = b.addRow([...sumOf(purchases), { column, coefficient: -SQUAD_SIZE }], -Infinity, 0);
  return { column, row, byPlayer: new Map() };
}

/**
 * A free hit's "buys someone": a player in its squad (f_i) not in the squad owned then (s_i).
 * One row per player, as no sum of the two squads tells a purchase apart from a swap. A player
 * outside the model has no row yet: its dual is 0, which Lagrangian weak duality allows (the
 * row relaxed only raises the bound).
 */
export function addFreeHitAnyPurchase(b: ModelBuilder, players: readonly SolverPlayer[], freeHit: readonly number[], owned: readonly number[]): AnyPurchase {
  const column = b.addColumn({ integer: true });
  const byPlayer = new Map<number, number>();
  players.forEach((p, i) => {
    if (freeHit[i] < 0) return;
    byPlayer.set(p.id, b.addRow([{ column: freeHit[i], coefficient: 1 }, { column: owned[i], coefficient: -1 }, { column, coefficient: -1 }], -Infinity, 0));
  });
  return { column, row: -1, byPlayer };
}

/** The club row's extra term, (n - 3) x buys, for a club the squad owned holds n > 3 of; none for any other. */
export function overLimitTerms(over: ReadonlyMap<number, number>, club: number, any: AnyPurchase | undefined): Term[] {
  const n = over.get(club);
  return n === undefined || any === undefined ? [] : [{ column: any.column, coefficient: n - MAX_PER_CLUB }];
}

/** The dual of a free hit's purchase row of this player (0 when it has none: outside the model, or no club over). */
export function freeHitBuyDual(any: AnyPurchase | undefined, duals: Float64Array, player: SolverPlayer): number {
  const row = any?.byPlayer.get(player.id);
  return row === undefined ? 0 : duals[row];
}
