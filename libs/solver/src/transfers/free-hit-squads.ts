import { MAX_PER_CLUB, POSITION_IDS, SQUAD_SIZE, squadQuota, type PositionId } from '@draftroom/domain';
import { addLineupRows, type LineupRows } from '../model/lineup-rows';
import { sumOf, type ModelBuilder, type Term } from '../model/model-builder';
import type { ClosedPeriods } from '../search/pool-problem';
import { addFreeHitAnyPurchase, overLimitTerms, type AnyPurchase } from './club-buy-rows';
import type { SolverPlayer } from '../types';
import { buyAt, sellAt } from './owned-sales';
import type { TransferSpec } from './transfer-model';

/** The free hit's squad in one gameweek it may be played (decision 208). */
export interface FreeHitSquad {
  /** Its play column (binary). */
  play: number;
  /** squad[i]: player i is in the free hit's squad (binary; 0 when it is not played); -1 where his place is closed. */
  squad: number[];
  /** The pool search's period of this squad: the planned gameweeks come first, then the free hits in order. */
  period: number;
  quotaRows: Record<PositionId, number>;
  clubRows: Map<number, number>;
  /** Whether this squad buys someone (a player not in the squad owned), when a club is over three (decision 228). */
  anyPurchase: AnyPurchase | undefined;
  budgetRow: number;
  lineup: LineupRows;
  /** The owned squad's row: its purchases this gameweek <= 15 x (1 - play). */
  frozenRow: number;
  /** By player id: the row f <= play of each player in this model (a player outside it has none: dual 0). */
  capRows: Map<number, number>;
}

/**
 * A player predicted to rise, held in the squad owned through a copy bought in gameweek j and
 * kept in the free hit's squad, costs it what that copy cost (his selling value in the plan), not
 * his price of gameweek t: one column per copy, at most the copy held, with the copies kept
 * together at most his place in the squad (the caller's row); each takes his price now less the
 * copy's off the cost. Copies bought at his price of t need none.
 */
function keptCopyTerms(b: ModelBuilder, spec: TransferSpec, p: SolverPlayer, held: readonly number[], price: number): { kept: Term[]; cost: Term[] } {
  const kept: Term[] = [];
  const cost: Term[] = [];
  held.forEach((copy, j) => {
    const saved = price - buyAt(spec, p, j);
    if (saved === 0) return;
    const column = b.addColumn();
    b.addRow([{ column, coefficient: 1 }, { column: copy, coefficient: -1 }], -Infinity, 0);
    kept.push({ column, coefficient: 1 });
    cost.push({ column, coefficient: -saved });
  });
  return { kept, cost };
}

/** The planned gameweeks (0-based) in which the plan may play the free hit. */
export const freeHitWeeks = (spec: Pick<TransferSpec, 'chips' | 'horizon'>): number[] =>
  Array.from({ length: spec.horizon }, (_, t) => t).filter((t) => spec.chips?.allowed[t].includes('freehit'));

/**
 * A second squad for gameweek t, fielded instead of the owned one when the free hit is played:
 * fifteen by the quotas and the club rule (three a club; a club the squad owned holds more of,
 * as many as it holds while the free hit buys none of it), bought with the bank plus the selling
 * values of the squad owned then, its eleven scored (the owned squad's lineup is switched off, see
 * `model/lineup-rows.ts`). The owned squad makes no transfers in that gameweek, so it comes back
 * unchanged the next. Its money, as `bankByGameweek` counts it: the plan's money at the start
 * less what price changes took from originals sold before t (the budget rows' flow terms).
 * An original kept in the free hit's squad costs his selling price (k <= f, k <= original,
 * k >= f + original - 1: k is 1 exactly when both are); a copy bought in the plan what it cost
 * (`keptCopyTerms`); anyone else his price of gameweek t. Every row of this
 * squad scales with the play (quotas, clubs, budget, lineup), so a fractional play in the
 * relaxation holds that fraction of a legal squad, not a squad's worth of its best players.
 */
export function addFreeHitSquad(
  b: ModelBuilder,
  players: readonly SolverPlayer[],
  spec: TransferSpec,
  context: {
    t: number; period: number; play: number; weight: number; money: number; original: number[][]; copies: number[][][]; purchases: number[]; closed?: ClosedPeriods; strict: boolean;
    /** The squad owned in gameweek t (its columns) and the clubs it may hold more than three of (by n). */
    owned: number[]; over: ReadonlyMap<number, number>;
  },
): FreeHitSquad {
  const { t, play } = context;
  // A closed place has no column at all (-1): a free hit's squad would otherwise double the model's size.
  const shut = (p: SolverPlayer) => (spec.avoid.has(p.id) && !spec.keep.has(p.id)) || spec.closedFreeHits?.get(p.id)?.[t] || context.closed?.get(p.id)?.[context.period];
  const squad = players.map((p, i) => {
    if (!shut(p)) return b.addColumn({ integer: true });
    return context.original[t][i] < 0 ? -1 : b.addColumn({ integer: true, upper: 0 });
  });
  const open = players.flatMap((p, i) => (squad[i] >= 0 ? [i] : []));
  const cost: Term[] = [];
  const capRows = new Map<number, number>();
  // The most the price changes can take (the flow terms' largest value), for the budget row when the free hit is not played.
  let flowMost = 0;
  open.forEach((i) => {
    const p = players[i];
    const f = squad[i];
    const price = buyAt(spec, p, t);
    cost.push({ column: f, coefficient: price });
    capRows.set(p.id, b.addRow([{ column: f, coefficient: 1 }, { column: play, coefficient: -1 }], -Infinity, 0));
    if (spec.keep.has(p.id)) b.addRow([{ column: f, coefficient: 1 }, { column: play, coefficient: -1 }], 0, 0);
    const keptCopies = keptCopyTerms(b, spec, p, context.copies[t][i], price);
    cost.push(...keptCopies.cost);
    const o = context.original[t][i];
    if (o < 0) {
      if (keptCopies.kept.length > 0) b.addRow([...keptCopies.kept, { column: f, coefficient: -1 }], -Infinity, 0);
      return;
    }
    const kept = b.addColumn();
    b.addRow([{ column: kept, coefficient: 1 }, ...keptCopies.kept, { column: f, coefficient: -1 }], -Infinity, 0);
    b.addRow([{ column: kept, coefficient: 1 }, { column: o, coefficient: -1 }], -Infinity, 0);
    b.addRow([{ column: kept, coefficient: 1 }, { column: f, coefficient: -1 }, { column: o, coefficient: -1 }], -1, Infinity);
    cost.push({ column: kept, coefficient: sellAt(spec, p.id, t) - price });
    let most = 0;
    for (let k = 0; k < t; k += 1) {
      const change = sellAt(spec, p.id, k) - sellAt(spec, p.id, k + 1);
      if (change !== 0) cost.push({ column: context.original[k][i], coefficient: change });
      most = Math.max(most, sellAt(spec, p.id, 0) - sellAt(spec, p.id, k + 1));
    }
    flowMost += most;
  });
  const quotaRows = {} as Record<PositionId, number>;
  const columnsWhere = (test: (p: SolverPlayer) => boolean) => sumOf(open.filter((i) => test(players[i])).map((i) => squad[i]));
  for (const position of POSITION_IDS) {
    const terms = columnsWhere((p) => p.position === position);
    quotaRows[position] = b.addRow([...terms, { column: play, coefficient: -squadQuota(position) }], 0, 0);
  }
  const anyPurchase = context.over.size > 0 ? addFreeHitAnyPurchase(b, players, squad, context.owned) : undefined;
  const clubRows = new Map<number, number>();
  const limit = spec.relax?.clubLimit ? SQUAD_SIZE : MAX_PER_CLUB;
  for (const club of new Set(open.map((i) => players[i].club))) {
    // A club over three: n x play - (n - 3) x buys, so the n stay only in a free hit that buys nobody.
    const most = context.over.get(club) ?? limit;
    const terms = [...columnsWhere((p) => p.club === club), { column: play, coefficient: -most }, ...overLimitTerms(context.over, club, anyPurchase)];
    clubRows.set(club, b.addRow(terms, -Infinity, 0));
  }
  // cost <= money x play + flowMost x (1 - play): the money when played, nothing to spend when not.
  // Scaling by the play keeps the relaxation honest: half a free hit buys half a squad with half the money.
  const budgetRow = spec.relax?.budget
    ? b.addRow(cost, -Infinity, Infinity)
    : b.addRow([...cost, { column: play, coefficient: flowMost - context.money }], -Infinity, flowMost);
  const lineup = addLineupRows(b, open.map((i) => players[i]), (k) => squad[open[k]], t, context.weight, spec.benchWeight, context.strict, { freeHit: { play, squad: 'free-hit' } });
  const frozenRow = b.addRow([...sumOf(context.purchases), { column: play, coefficient: SQUAD_SIZE }], -Infinity, SQUAD_SIZE);
  return { play, squad, period: context.period, quotaRows, clubRows, anyPurchase, budgetRow, lineup, frozenRow, capRows };
}
