import { MAX_PER_CLUB } from '@draftroom/domain';
import { sumOf, type ModelBuilder, type Term } from '../model/model-builder';
import type { SolverPlayer } from '../types';

/**
 * The purchase rule's rows for the clubs the squad owned holds n > 3 of (decision 228), in one
 * squad of one gameweek. Such a club has its plain club row at n (what the squad holds can only
 * fall without a purchase) and, for each of its players i in the model, the row
 *   sum of the club's squad columns + (n - 3) x bought_i <= n,
 * so buying i leaves at most three of the club, and holding on leaves the n. Every other club
 * keeps its row at three: from at most three, only a purchase can add one, so it is the same rule.
 */
export interface ClubBuyRows {
  /** By club over the limit: the rows of its players. */
  byClub: Map<number, number[]>;
  /** By player id: his own row, in which his purchase has the club's excess n - 3. */
  byPlayer: Map<number, number>;
  /** By club: n - 3. */
  excess: Map<number, number>;
}

export interface ClubBuyTerms {
  /** The player's column in this squad, -1 where he has none. */
  squad: (i: number) => number;
  /** What buying player i into this squad is, as terms (a purchase column; a free hit: f_i - s_i). */
  bought: (i: number) => Term[];
  /** The club row's right-hand side for a club of n: terms moved to the left and the limit. */
  limit: (n: number) => { terms: Term[]; upper: number };
}

export function addClubBuyRows(b: ModelBuilder, players: readonly SolverPlayer[], over: ReadonlyMap<number, number>, at: ClubBuyTerms): ClubBuyRows {
  const rows: ClubBuyRows = { byClub: new Map(), byPlayer: new Map(), excess: new Map() };
  for (const [club, n] of over) {
    const members = players.flatMap((p, i) => (p.club === club && at.squad(i) >= 0 ? [i] : []));
    const held = sumOf(members.map((i) => at.squad(i)));
    const { terms, upper } = at.limit(n);
    const excess = n - MAX_PER_CLUB;
    rows.excess.set(club, excess);
    rows.byClub.set(club, members.map((i) => {
      const bought = at.bought(i).map((term) => ({ column: term.column, coefficient: excess * term.coefficient }));
      const row = b.addRow([...held, ...bought, ...terms], -Infinity, upper);
      rows.byPlayer.set(players[i].id, row);
      return row;
    }));
  }
  return rows;
}

/**
 * What the rows charge a player at the duals: `held` on his squad column (it sits in every row
 * of his club), `bought` on each unit of his purchase (his own row, at the excess). A player
 * outside the model has no row of his own: its dual is 0 (Lagrangian weak duality still bounds).
 */
export function clubBuyDuals(rows: ClubBuyRows | undefined, duals: Float64Array, player: SolverPlayer): { held: number; bought: number } {
  const own = rows?.byPlayer.get(player.id);
  const held = (rows?.byClub.get(player.club) ?? []).reduce((n, row) => n + duals[row], 0);
  return { held, bought: own === undefined ? 0 : rows!.excess.get(player.club)! * duals[own] };
}
