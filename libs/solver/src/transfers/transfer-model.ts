import { MAX_PER_CLUB, POSITION_IDS, squadQuota, type PositionId } from '@draftroom/domain';
import { addLineupRows, type LineupRows } from '../model/lineup-rows';
import { ModelBuilder, sumOf, type LinearModel, type Term } from '../model/model-builder';
import type { ClosedPeriods } from '../search/pool-problem';
import type { SolverChip, SolverPlayer } from '../types';
import { SOLVER_CHIPS, type ChipSpec } from './chip-rules';
import { addOwnedAnyPurchase, overLimitTerms, type AnyPurchase } from './club-buy-rows';
import { clubsOverLimit } from './club-rule';
import { addFreeHitSquad, type FreeHitSquad } from './free-hit-squads';
import { addFreeTransferRows, type FreeTransferRows } from './free-transfer-rows';
import { buyAt, isMover, sellAt } from './owned-sales';
import type { ClosedPurchases } from './purchase-dominance';

export interface TransferSpec {
  horizon: number;
  benchWeight: number;
  /** Weight of gameweek k (0-based) is discount^k. */
  discount: number;
  bank: number;
  freeTransfers: number;
  /** Owned players and what selling each brings (tenths). */
  owned: ReadonlyMap<number, number>;
  /** What selling each owned player brings in each planned gameweek, when it changes during the plan (absent: `owned` every week). */
  sellingByWeek?: ReadonlyMap<number, readonly number[]>;
  /** What buying each player predicted to rise costs in each planned gameweek (absent: his price every week; decision 188). */
  buyingByWeek?: ReadonlyMap<number, readonly number[]>;
  keep: ReadonlySet<number>;
  avoid: ReadonlySet<number>;
  maxHits: number | null;
  maxTransfersPerGameweek: number | null;
  /** Purchases no optimal plan needs (`purchase-dominance.ts`): their columns are fixed at 0. */
  closedPurchases?: ClosedPurchases;
  /** Free-hit squad places no optimal plan needs, by gameweek (`closedFreeHitPlaces`): fixed at 0. */
  closedFreeHits?: ClosedPurchases;
  /** The chips the plan may or must play (absent: none). */
  chips?: ChipSpec;
  /** xPts per free transfer carried past the horizon (beyond one), and per tenth left in the bank then (absent: 0). */
  freeTransferValue?: number;
  bankValue?: number;
  /** Rules switched off to find out which one makes a request infeasible. */
  relax?: { clubLimit?: boolean; budget?: boolean; maxHits?: boolean; maxTransfers?: boolean };
}

export interface TransferModel {
  model: LinearModel;
  players: readonly SolverPlayer[];
  /** squad[t][i]: player i is in the squad in planned gameweek t (binary). */
  squad: number[][];
  /** original[t][i]: owned player i is still the copy owned at the start (binary); -1 if not owned. */
  original: number[][];
  /**
   * copies[t][i][j]: the copy of player i bought in gameweek j still held in gameweek t, for a
   * player whose buying price moves during the plan (empty for everyone else, decision 188).
   */
  copies: number[][][];
  quotaRows: Record<PositionId, number>[];
  /** By gameweek: the club rows, at three, or at n for a club the squad owned holds n > 3 of. */
  clubRows: Map<number, number>[];
  /** By gameweek: whether the owned squad buys someone, when a club is over three (decision 228). */
  anyPurchase: (AnyPurchase | undefined)[];
  budgetRows: number[];
  lineups: LineupRows[];
  transfers: FreeTransferRows;
  weights: number[];
  /** plays[t]: each chip the plan may play in gameweek t and its play column (binary). */
  plays: Map<SolverChip, number>[];
  /** freeHits[t]: the free hit's squad when it may be played in gameweek t (decision 208). */
  freeHits: (FreeHitSquad | undefined)[];
}

/**
 * Transfer planning as a MIP over `horizon` gameweeks. Per player and gameweek: in the squad
 * (binary); bought (in >= squad - squad before, continuous: a plan's purchases). An owned
 * player's presence splits into the original copy (binary, only ever given up: it sells at the
 * request's selling price) and a copy bought back (at his price). Money is a state, not a flow:
 * original copies at their selling price plus everyone else at what the plan paid (his price; for
 * a player predicted to rise, his price in the gameweek he was bought: `moverTerms`) must not
 * exceed the bank plus the selling prices of the fifteen owned. Quotas, the club rule (a club the
 * squad owned holds more than three of: `club-buy-rows.ts`) and the best eleven hold every
 * gameweek; free transfers and hits are in `free-transfer-rows.ts`. `closed` keeps players out
 * of gameweeks in which the pool search proved they cannot improve the plan.
 */
export function buildTransferModel(players: readonly SolverPlayer[], spec: TransferSpec, closed?: ClosedPeriods, strict = true): TransferModel {
  const b = new ModelBuilder();
  const squad: number[][] = [];
  const original: number[][] = [];
  const copies: number[][][] = [];
  const boughtBack: number[][] = [];
  const purchases: number[][] = [];
  const quotaRows: Record<PositionId, number>[] = [];
  const clubRows: Map<number, number>[] = [];
  const anyPurchase: (AnyPurchase | undefined)[] = [];
  const over = spec.relax?.clubLimit ? new Map<number, number>() : clubsOverLimit(players, spec.owned);
  const budgetRows: number[] = [];
  const lineups: LineupRows[] = [];
  const weights = Array.from({ length: spec.horizon }, (_, t) => spec.discount ** t);
  const money = spec.bank + [...spec.owned.values()].reduce((n, v) => n + v, 0);
  const plays = addChipPlays(b, spec, weights[spec.horizon - 1]);
  const freeHits: (FreeHitSquad | undefined)[] = [];
  let freeHitPeriod = spec.horizon;

  for (let t = 0; t < spec.horizon; t += 1) {
    squad.push(players.map((p) => {
      const fixed = spec.keep.has(p.id) ? 1 : spec.avoid.has(p.id) || closed?.get(p.id)?.[t] ? 0 : undefined;
      return b.addColumn({ integer: true, lower: fixed ?? 0, upper: fixed ?? 1 });
    }));
    original.push(players.map((p) => (spec.owned.has(p.id) ? b.addColumn({ integer: true }) : -1)));
    copies.push(players.map((p) => (isMover(spec, p.id) ? Array.from({ length: t + 1 }, () => b.addColumn()) : [])));
    boughtBack.push(players.map((p) => (spec.owned.has(p.id) && !isMover(spec, p.id) ? b.addColumn() : -1)));
    purchases.push(players.map((p) => b.addColumn({ upper: spec.closedPurchases?.get(p.id)?.[t] ? 0 : 1 })));
    const cost: Term[] = [];
    players.forEach((p, i) => {
      const [s, o, back, buy] = [squad[t][i], original[t][i], boughtBack[t][i], purchases[t][i]];
      const before = (columns: number[][]) => (t > 0 ? [{ column: columns[t - 1][i], coefficient: 1 }] : []);
      if (copies[t][i].length > 0) {
        cost.push(...moverTerms(b, spec, { player: p, i, t, squad: s, purchase: buy, original, copies }));
        return;
      }
      if (o < 0) {
        // A purchase whenever he joins: in_t >= s_t - s_(t-1).
        b.addRow([{ column: buy, coefficient: 1 }, { column: s, coefficient: -1 }, ...before(squad)], 0, Infinity);
        cost.push({ column: s, coefficient: p.price });
        return;
      }
      // s = original + bought back; the original copy is only ever given up; buying back is a purchase.
      b.addRow([{ column: s, coefficient: 1 }, { column: o, coefficient: -1 }, { column: back, coefficient: -1 }], 0, 0);
      if (t > 0) b.addRow([{ column: o, coefficient: 1 }, { column: original[t - 1][i], coefficient: -1 }], -Infinity, 0);
      b.addRow([{ column: buy, coefficient: 1 }, { column: back, coefficient: -1 }, ...before(boughtBack)], 0, Infinity);
      cost.push(...originalCopyTerms(spec, p.id, original, i, t), { column: back, coefficient: p.price });
    });
    quotaRows.push(rowsByPosition(b, players, squad[t]));
    const any = over.size > 0 ? addOwnedAnyPurchase(b, purchases[t]) : undefined;
    anyPurchase.push(any);
    clubRows.push(rowsByClub(b, players, squad[t], (club) => ({
      terms: overLimitTerms(over, club, any),
      upper: spec.relax?.clubLimit ? Infinity : over.get(club) ?? MAX_PER_CLUB,
    })));
    // The bank left after the last gameweek, when the manager gives it a worth: the budget row's slack.
    const last = t === spec.horizon - 1 && (spec.bankValue ?? 0) > 0;
    const left: Term[] = last ? [{ column: b.addColumn({ upper: money, profit: spec.bankValue! * weights[t] }), coefficient: 1 }] : [];
    budgetRows.push(b.addRow([...cost, ...left], -Infinity, spec.relax?.budget ? Infinity : money));
    const freeHit = plays[t].get('freehit');
    const chips = { benchBoost: plays[t].get('bboost'), tripleCaptain: plays[t].get('3xc'), freeHit: freeHit === undefined ? undefined : { play: freeHit, squad: 'owned' as const } };
    lineups.push(addLineupRows(b, players, (i) => squad[t][i], t, weights[t], spec.benchWeight, strict, chips));
    freeHits.push(freeHit === undefined ? undefined : addFreeHitSquad(b, players, spec, {
      t, period: freeHitPeriod++, play: freeHit, weight: weights[t], money, original, copies, purchases: purchases[t], closed, strict,
      owned: squad[t], over,
    }));
  }
  const transfers = addFreeTransferRows(b, spec, weights, purchases, plays);
  return { model: b.build(), players, squad, original, copies, quotaRows, clubRows, anyPurchase, budgetRows, lineups, transfers, weights, plays, freeHits };
}

/**
 * An owned player's part of gameweek t's budget row. The row caps what is held, at the money the
 * plan started with (bank plus the fifteen's selling prices now); the original copy counts at its
 * selling price. When that price changes during the plan (sell_k in gameweek k), selling him in
 * gameweek k brings sell_k, so the money is a flow: the sale in k is original[k-1] - original[k],
 * and summing the proceeds up to t leaves sell_t on original[t] and sell_k - sell_(k+1) on each
 * earlier original[k] (all zero but the last when the price stands still: the plain state row).
 */
function originalCopyTerms(spec: TransferSpec, id: number, original: number[][], i: number, t: number): Term[] {
  const terms: Term[] = [{ column: original[t][i], coefficient: sellAt(spec, id, t) }];
  for (let k = 0; k < t; k += 1) {
    const change = sellAt(spec, id, k) - sellAt(spec, id, k + 1);
    if (change !== 0) terms.push({ column: original[k][i], coefficient: change });
  }
  return terms;
}

/**
 * Rows of a player whose buying price moves (decision 188), and his part of gameweek t's budget
 * row. Each gameweek he may be bought in has a copy of its own, held from then on or given up
 * (continuous: only ever given up, so with s_t binary the plan holds whole copies), which costs
 * his price of that gameweek in every later budget row: s_t = original_t + sum_j copy^j_t,
 * copy^j_t <= copy^j_(t-1), and in_t >= copy^t_t (buying is the new copy). Selling one and buying
 * another the same gameweek is allowed but never pays, since his price only rises.
 */
function moverTerms(
  b: ModelBuilder,
  spec: TransferSpec,
  at: { player: SolverPlayer; i: number; t: number; squad: number; purchase: number; original: number[][]; copies: number[][][] },
): Term[] {
  const { player, i, t, original, copies } = at;
  const held = copies[t][i];
  const o = original[t][i];
  const owned: Term[] = o < 0 ? [] : [{ column: o, coefficient: -1 }];
  b.addRow([{ column: at.squad, coefficient: 1 }, ...owned, ...held.map((column) => ({ column, coefficient: -1 }))], 0, 0);
  if (o >= 0 && t > 0) b.addRow([{ column: o, coefficient: 1 }, { column: original[t - 1][i], coefficient: -1 }], -Infinity, 0);
  for (let j = 0; j < t; j += 1) b.addRow([{ column: held[j], coefficient: 1 }, { column: copies[t - 1][i][j], coefficient: -1 }], -Infinity, 0);
  b.addRow([{ column: at.purchase, coefficient: 1 }, { column: held[t], coefficient: -1 }], 0, Infinity);
  const terms = held.map((column, j) => ({ column, coefficient: buyAt(spec, player, j) }));
  return o < 0 ? terms : [...originalCopyTerms(spec, player.id, original, i, t), ...terms];
}

/**
 * One binary per chip and gameweek the plan may play it in (fixed at 1 when forced), at most
 * one chip a gameweek, each chip at most the plays it has left in each half of the season. A
 * chip the plan may keep for a worth (decision 186) has a continuous "kept" share in its half's
 * row, worth that much at the last gameweek's weight: kept + plays <= 1, so it is 1 exactly when
 * the chip is not played, once the plays are whole.
 */
function addChipPlays(b: ModelBuilder, spec: TransferSpec, lastWeight: number): Map<SolverChip, number>[] {
  const chips = spec.chips;
  const plays = Array.from({ length: spec.horizon }, () => new Map<SolverChip, number>());
  if (!chips) return plays;
  for (let t = 0; t < spec.horizon; t += 1) {
    for (const chip of chips.allowed[t]) plays[t].set(chip, b.addColumn({ integer: true, lower: chips.forced[t] === chip ? 1 : 0 }));
    if (plays[t].size > 1) b.addRow(sumOf([...plays[t].values()]), -Infinity, 1);
  }
  for (const chip of SOLVER_CHIPS) {
    for (const half of [1, 2] as const) {
      const columns = plays.flatMap((p, t) => (chips.half[t] === half && p.has(chip) ? [p.get(chip)!] : []));
      const kept = chips.kept.find((k) => k.chip === chip && k.half === half);
      if (kept) columns.push(b.addColumn({ upper: 1, profit: kept.worth * lastWeight }));
      if (columns.length > 0) b.addRow(sumOf(columns), -Infinity, chips.left[chip][half]);
    }
  }
  return plays;
}

function rowsByPosition(b: ModelBuilder, players: readonly SolverPlayer[], columns: number[]): Record<PositionId, number> {
  const rows = {} as Record<PositionId, number>;
  for (const position of POSITION_IDS) {
    rows[position] = b.addRow(sumOf(columns.filter((_, i) => players[i].position === position)), squadQuota(position), squadQuota(position));
  }
  return rows;
}

/** One row per club: its squad columns, plus `limit`'s terms (a club over three: `club-buy-rows.ts`), at most its upper. */
function rowsByClub(b: ModelBuilder, players: readonly SolverPlayer[], columns: number[], limit: (club: number) => { terms: Term[]; upper: number }): Map<number, number> {
  const rows = new Map<number, number>();
  for (const club of new Set(players.map((p) => p.club))) {
    const { terms, upper } = limit(club);
    rows.set(club, b.addRow([...sumOf(columns.filter((_, i) => players[i].club === club)), ...terms], -Infinity, upper));
  }
  return rows;
}
