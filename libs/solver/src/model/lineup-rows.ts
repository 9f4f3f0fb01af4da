import { POSITION_IDS, SQUAD_SIZE, STARTERS, type PositionId } from '@draftroom/domain';
import { type ModelBuilder, type Term } from './model-builder';

/**
 * The Team Manager's seven formations (the domain's TEAM_FORMATIONS) as rows on the numbers of
 * starters, with one binary per gameweek, `fiveAtBack`: 1 goalkeeper, 3 to 4 + fiveAtBack
 * defenders, 2-5 midfielders, 1 + fiveAtBack to 3 forwards, 11 in all. Five defenders thus
 * need two forwards, which rules out 5-4-1, the one shape the bounds allow that the list does
 * not. `lineup-rows.spec.ts` checks that the whole-number points are exactly the domain's list.
 */
export const STARTER_LIMITS: Record<PositionId, [number, number]> = { 1: [1, 1], 2: [3, 4], 3: [2, 5], 4: [1, 3] };
/** How `fiveAtBack` moves each position's limits: +1 on the defenders' maximum, +1 on the forwards' minimum. */
export const FIVE_AT_BACK: Record<PositionId, [number, number]> = { 1: [0, 0], 2: [0, 1], 3: [0, 0], 4: [1, 0] };

export interface LineupPlayer {
  id: number;
  position: PositionId;
  /** xPts of each planned gameweek. */
  xpts: readonly number[];
}

/** Row indices of one gameweek's lineup rows, whose duals the pricing reads. */
export interface LineupRows {
  /** Each position's minimum and maximum rows (the same row when neither moves). */
  starters: Record<PositionId, number[]>;
  total: number;
  captain: number;
  /** With a bench boost possible this gameweek: the row sum(boost) <= 4 x play. */
  benchBoost?: number;
  /** With a triple captain possible: the row sum(third armband) <= play. */
  tripleCaptain?: number;
  /** The owned squad's lineup in a gameweek a free hit may be played: the row sum(squad share) <= 15 x (1 - play). */
  ownedSquad?: number;
  /**
   * The owned squad's lineup with a free hit possible, by player id: the rows that hold his
   * share and his start to the fraction it is fielded (<= 1 - play; the free hit's squad has
   * f <= play, `free-hit-squads.ts`). A player outside the model has none (dual 0).
   */
  caps?: Map<number, { share: number; start: number }>;
}

/** The chips' play columns (binary) of one gameweek, when the plan may play them then. */
export interface LineupChips {
  benchBoost?: number;
  tripleCaptain?: number;
  /**
   * With a free hit possible (decision 208): its play column, and which squad this lineup is of.
   * The free hit's squad fields its eleven only when played, the owned squad only when not.
   */
  freeHit?: { play: number; squad: 'owned' | 'free-hit' };
}

const BENCH = SQUAD_SIZE - STARTERS;

/**
 * Adds `lower x on <= sum(terms) <= upper x on`, where `on` is 1 without a free hit, its play
 * column for the free hit's lineup and 1 - play for the owned squad's: one row when the limits
 * are equal, else one per finite side. Every row holds the terms with coefficient 1.
 */
function scaledRows(builder: ModelBuilder, terms: readonly Term[], lower: number, upper: number, freeHit: LineupChips['freeHit']): number[] {
  if (!freeHit) return [builder.addRow(terms, lower, upper)];
  const sign = freeHit.squad === 'free-hit' ? -1 : 1;
  const offset = freeHit.squad === 'free-hit' ? 0 : 1;
  // sum >= lower x on: sum + sign x lower x play >= offset x lower (and the same for upper).
  const side = (limit: number) => [...terms, { column: freeHit.play, coefficient: sign * limit }];
  if (lower === upper) return [builder.addRow(side(lower), offset * lower, offset * lower)];
  const rows: number[] = [];
  if (Number.isFinite(lower)) rows.push(builder.addRow(side(lower), offset * lower, Infinity));
  if (Number.isFinite(upper)) rows.push(builder.addRow(side(upper), -Infinity, offset * upper));
  return rows;
}

/**
 * One gameweek's eleven, captain and bench in the objective: for each player a starter share
 * l <= squad and a captain share c <= l, both continuous, with no formation variables at all.
 *
 * Why that is exact: for a whole squad and a whole `fiveAtBack`, the best fractional eleven is
 * worth exactly the best whole eleven. For given numbers of starters (defenders d, forwards f;
 * midfielders are 10 - d - f) the best is each position's top players, the next one
 * fractionally: linear inside each unit square of (d, f) cut along d + f = whole number. The
 * rows only cut along d = whole, f = whole and d + f = whole, so every corner of every piece
 * is whole and the maximum sits at a whole formation. (The single row "f >= d - 3" would not
 * do: it cuts the pieces diagonally the other way, and the LP would mix 4-5-1 and 5-3-2.)
 * The squad's best player starts in any formation (every position starts at least one), so
 * he captains. HiGHS thus branches on squads (and, when `strict`, one binary per gameweek), and
 * the lineup shown is picked by the domain's `bestLineup`, which scores the same.
 *
 * Objective per player and gameweek: weight x xPts x (benchWeight x squad + (1 - benchWeight) x
 * l + c): a starter earns his xPts, a bench player benchWeight of them, the captain twice.
 *
 * Chips (decision 201): with a bench boost possible, each player has a boost share
 * b <= squad - l worth (1 - benchWeight) x xPts, and sum(b) <= 4 x play: played, the bench
 * scores in full. With a triple captain possible, a third armband share a <= c worth xPts, and
 * sum(a) <= play. Both are continuous and whole at the optimum once squads and plays are.
 */
export function addLineupRows(
  builder: ModelBuilder,
  players: readonly LineupPlayer[],
  squadColumn: (player: number) => number,
  gameweek: number,
  weight: number,
  benchWeight: number,
  strict: boolean,
  chips: LineupChips = {},
): LineupRows {
  const byPosition: Record<PositionId, Term[]> = { 1: [], 2: [], 3: [], 4: [] };
  const all: Term[] = [];
  const captains: Term[] = [];
  const boosts: Term[] = [];
  const thirds: Term[] = [];
  const shares: Term[] = [];
  const freeHit = chips.freeHit;
  const owned = freeHit?.squad === 'owned';
  const caps = owned ? new Map<number, { share: number; start: number }>() : undefined;
  // A share of at most the fraction the owned squad is fielded, 1 - play (the free hit's squad has its own, f <= play).
  const cap = (column: number) => builder.addRow([{ column, coefficient: 1 }, { column: freeHit!.play, coefficient: 1 }], -Infinity, 1);
  players.forEach((player, i) => {
    const xpts = player.xpts[gameweek];
    const squad = squadColumn(i);
    let share = -1;
    if (owned) {
      // Under a free hit the owned squad scores nothing: its bench-weight part moves to a share of the squad that the play switches off.
      const column = builder.addColumn({ profit: weight * benchWeight * xpts });
      builder.addRow([{ column, coefficient: 1 }, { column: squad, coefficient: -1 }], -Infinity, 0);
      shares.push({ column, coefficient: 1 });
      share = cap(column);
    } else {
      builder.addProfit(squad, weight * benchWeight * xpts);
    }
    const start = builder.addColumn({ profit: weight * (1 - benchWeight) * xpts });
    const captain = builder.addColumn({ profit: weight * xpts });
    builder.addRow([{ column: start, coefficient: 1 }, { column: squad, coefficient: -1 }], -Infinity, 0);
    builder.addRow([{ column: captain, coefficient: 1 }, { column: start, coefficient: -1 }], -Infinity, 0);
    if (caps) caps.set(player.id, { share, start: cap(start) });
    if (chips.benchBoost !== undefined) {
      const boost = builder.addColumn({ profit: weight * (1 - benchWeight) * xpts });
      builder.addRow([{ column: boost, coefficient: 1 }, { column: start, coefficient: 1 }, { column: squad, coefficient: -1 }], -Infinity, 0);
      boosts.push({ column: boost, coefficient: 1 });
    }
    if (chips.tripleCaptain !== undefined) {
      const third = builder.addColumn({ profit: weight * xpts });
      builder.addRow([{ column: third, coefficient: 1 }, { column: captain, coefficient: -1 }], -Infinity, 0);
      thirds.push({ column: third, coefficient: 1 });
    }
    byPosition[player.position].push({ column: start, coefficient: 1 });
    all.push({ column: start, coefficient: 1 });
    captains.push({ column: captain, coefficient: 1 });
  });
  // Relaxed (not strict), it lets a lineup be half 4-5-1, half 5-3-2: see `search/mip-stage.ts`.
  const fiveAtBack = builder.addColumn({ integer: strict });
  const starters = {} as Record<PositionId, number[]>;
  for (const position of POSITION_IDS) {
    const [min, max] = STARTER_LIMITS[position];
    const [minShift, maxShift] = FIVE_AT_BACK[position];
    const terms = byPosition[position];
    if (minShift === 0 && maxShift === 0) {
      starters[position] = scaledRows(builder, terms, min, max, chips.freeHit);
      continue;
    }
    // sum - shift x fiveAtBack within the limits: the shifted side gets its own row.
    const shifted = (shift: number) => [...terms, { column: fiveAtBack, coefficient: -shift }];
    starters[position] = [...scaledRows(builder, shifted(minShift), min, Infinity, chips.freeHit), ...scaledRows(builder, shifted(maxShift), -Infinity, max, chips.freeHit)];
  }
  return {
    starters,
    total: scaledRows(builder, all, STARTERS, STARTERS, chips.freeHit)[0],
    captain: scaledRows(builder, captains, 1, 1, chips.freeHit)[0],
    ownedSquad: owned ? scaledRows(builder, shares, -Infinity, SQUAD_SIZE, chips.freeHit)[0] : undefined,
    caps,
    benchBoost: chips.benchBoost === undefined ? undefined : builder.addRow([...boosts, { column: chips.benchBoost, coefficient: -BENCH }], -Infinity, 0),
    tripleCaptain: chips.tripleCaptain === undefined ? undefined : builder.addRow([...thirds, { column: chips.tripleCaptain, coefficient: -1 }], -Infinity, 0),
  };
}

/**
 * What one unit of squad presence is worth before the lineup: the bench-weight part of his xPts,
 * or, for the owned squad in a gameweek a free hit may be played, its share at the row's dual.
 */
export function squadPartValue(player: LineupPlayer, gameweek: number, weight: number, benchWeight: number, rows: LineupRows, duals: Float64Array): number {
  const part = weight * benchWeight * player.xpts[gameweek];
  const share = rows.caps?.get(player.id)?.share;
  return rows.ownedSquad === undefined ? part : Math.max(0, part - duals[rows.ownedSquad] - (share === undefined ? 0 : duals[share]));
}

/**
 * What one unit of squad presence in a gameweek is worth to the lineup part of the objective at
 * given row duals: max over 0 <= c <= l <= 1 of (a_l l + a_c c) = max(0, a_l + max(0, a_c)).
 * With the chips' shares (boost b <= 1 - l, third armband a <= c) the block is linear in l, so
 * its maximum is at l = 0 (the bench: max(0, a_b)) or l = 1 (max(0, a_l + max(0, a_c + max(0, a_a)))).
 * Used by the pricing, which must value a player's block exactly as the LP does.
 */
export function lineupValue(
  player: LineupPlayer,
  gameweek: number,
  weight: number,
  benchWeight: number,
  rows: LineupRows,
  duals: Float64Array,
): number {
  const xpts = player.xpts[gameweek];
  const rowsPrice = rows.starters[player.position].reduce((n, row) => n + duals[row], duals[rows.total]);
  const capRow = rows.caps?.get(player.id)?.start;
  const start = weight * (1 - benchWeight) * xpts - rowsPrice - (capRow === undefined ? 0 : duals[capRow]);
  const third = rows.tripleCaptain === undefined ? 0 : Math.max(0, weight * xpts - duals[rows.tripleCaptain]);
  const captain = weight * xpts - duals[rows.captain] + third;
  const boost = rows.benchBoost === undefined ? 0 : Math.max(0, weight * (1 - benchWeight) * xpts - duals[rows.benchBoost]);
  return Math.max(boost, start + Math.max(0, captain));
}
