import { MAX_FREE_TRANSFERS, MIN_FREE_TRANSFERS, SQUAD_SIZE, TRANSFER_HIT } from '@draftroom/domain';
import type { ModelBuilder, Term } from '../model/model-builder';
import type { SolverChip } from '../types';
import type { TransferSpec } from './transfer-model';

export interface FreeTransferRows {
  /** Row t: purchases + unused - paid - free = 0 (gameweek 0's free count is the request's). */
  count: number[];
  /** Row t: purchases <= the per-gameweek limit; -1 without a limit. */
  limit: number[];
  /** Column t: transfers paid for with a hit in gameweek t. */
  paid: number[];
  /** Row t: wildcard transfers <= purchases (a purchase appears in it with -1); -1 when no wildcard is possible then. */
  wildcard: number[];
}

/**
 * Free transfers as integer state (spec 4, 2025/26): in gameweek t, `free_t` are available and
 * `n_t` purchases made; `unused_t - paid_t = free_t - n_t`, each paid transfer costs 4 points,
 * and the next gameweek has `free_(t+1) <= unused_t + 1`, between 1 and 5.
 *
 * The game's rule is `free_(t+1) = min(5, max(0, free_t - n_t) + 1)`. The model only allows
 * fewer free transfers than that (a lower `free_(t+1)`, or paying a hit while transfers go
 * unused), never more, so it can only undercount what a plan is worth; and every plan is
 * representable with its exact count, so the optimum is the game's. The plan returned is
 * re-scored with the domain's `freeTransfersByGameweek` and `transferCost`.
 *
 * None of these variables needs to be integer: once the squads are whole, the purchases are
 * whole numbers (extra fractional purchases only cost), and the rows among unused, paid and
 * free transfers (with the max-hits row) form a network matrix: every column has one +1 and one
 * -1, so their LP optimum is a whole-number one. The hits are declared integer all the same, as
 * something for HiGHS to branch on: "a hit or not in gameweek t" splits the fractional plans
 * the budget allows far better than one player's squad variable, and the hardest 6-gameweek
 * plans proved 15-25% faster with it (decision 140).
 *
 * A wildcard (its play column `wildcards[t]`, binary) makes the gameweek's transfers free: up
 * to all its purchases move to a column w_t <= purchases, w_t <= 15 x play, that the count row
 * does not charge; and, as the planner counts it (`freeTransfersAfter`), the next gameweek has
 * the same free transfers as this one: free_(t+1) <= unused_t + 1 - play. The per-gameweek
 * limit does not hold in a wildcard gameweek (decision 201).
 *
 * A free hit (decision 208) makes no purchase of the owned squad (its own squad is in
 * `free-hit-squads.ts`), and the next gameweek keeps its free transfers as after a wildcard.
 */
export function addFreeTransferRows(
  b: ModelBuilder,
  spec: TransferSpec,
  weights: readonly number[],
  purchases: readonly number[][],
  plays: readonly ReadonlyMap<SolverChip, number>[] = [],
): FreeTransferRows {
  const count: number[] = [];
  const limit: number[] = [];
  const paid: number[] = [];
  const wildcard: number[] = [];
  let unusedBefore = -1;
  let keptBefore: Term[] = [];
  for (let t = 0; t < spec.horizon; t += 1) {
    const bought: Term[] = purchases[t].map((column) => ({ column, coefficient: 1 }));
    const unused = b.addColumn({ upper: MAX_FREE_TRANSFERS });
    const hits = b.addColumn({ integer: true, upper: SQUAD_SIZE, profit: -TRANSFER_HIT * weights[t] });
    paid.push(hits);
    const slack = [{ column: unused, coefficient: 1 }, { column: hits, coefficient: -1 }];
    const play = plays[t]?.get('wildcard');
    const onWildcard = play === undefined ? undefined : b.addColumn({ upper: SQUAD_SIZE });
    const uncharged: Term[] = onWildcard === undefined ? [] : [{ column: onWildcard, coefficient: -1 }];
    if (t === 0) {
      count.push(b.addRow([...bought, ...uncharged, ...slack], spec.freeTransfers, spec.freeTransfers));
    } else {
      const free = b.addColumn({ lower: MIN_FREE_TRANSFERS, upper: MAX_FREE_TRANSFERS });
      count.push(b.addRow([...bought, ...uncharged, ...slack, { column: free, coefficient: -1 }], 0, 0));
      b.addRow([{ column: free, coefficient: 1 }, { column: unusedBefore, coefficient: -1 }, ...keptBefore], -Infinity, 1);
    }
    if (onWildcard !== undefined && play !== undefined) {
      wildcard.push(b.addRow([{ column: onWildcard, coefficient: 1 }, ...bought.map((term) => ({ ...term, coefficient: -1 }))], -Infinity, 0));
      b.addRow([{ column: onWildcard, coefficient: 1 }, { column: play, coefficient: -SQUAD_SIZE }], -Infinity, 0);
    } else {
      wildcard.push(-1);
    }
    unusedBefore = unused;
    // A wildcard or free hit keeps this gameweek's free transfers for the next (at most one is played).
    keptBefore = (['wildcard', 'freehit'] as const).flatMap((chip) => (plays[t]?.has(chip) ? [{ column: plays[t].get(chip)!, coefficient: 1 }] : []));
    const max = spec.relax?.maxTransfers ? null : spec.maxTransfersPerGameweek;
    const lifted: Term[] = play === undefined ? [] : [{ column: play, coefficient: -SQUAD_SIZE }];
    limit.push(max == null ? -1 : b.addRow([...bought, ...lifted], -Infinity, max));
  }
  if (spec.maxHits != null && !spec.relax?.maxHits) b.addRow(paid.map((column) => ({ column, coefficient: 1 })), -Infinity, spec.maxHits);
  // The free transfers carried past the horizon beyond the one it gives anyway, at the manager's worth.
  if ((spec.freeTransferValue ?? 0) > 0) {
    const carried = b.addColumn({ upper: MAX_FREE_TRANSFERS - 1, profit: spec.freeTransferValue! * weights[spec.horizon - 1] });
    b.addRow([{ column: carried, coefficient: 1 }, { column: unusedBefore, coefficient: -1 }, ...keptBefore], -Infinity, 0);
  }
  return { count, limit, paid, wildcard };
}
