import { freeTransfersByGameweek, transferCost } from '@draftroom/domain';
import { lineupObjective, lineupOf } from '../plan/lineups';
import type { SolverPlayer } from '../types';
import type { TransferSpec } from './transfer-model';

/** Transfers made in each gameweek: players in the squad who were not the gameweek before. */
export function transferCounts(squads: readonly (readonly number[])[], owned: Iterable<number>): number[] {
  let before = new Set(owned);
  return squads.map((ids) => {
    const count = ids.filter((id) => !before.has(id)).length;
    before = new Set(ids);
    return count;
  });
}

/**
 * What a plan is worth by the domain's rules, in the model's terms: each gameweek's best eleven
 * (captain doubled) plus the weighted bench, minus hits by the domain's free-transfer count,
 * discounted. The model may count less (never more) for the same squads.
 */
export function planValue(squads: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: TransferSpec): number {
  const counts = transferCounts(squads, spec.owned.keys());
  // Gameweeks are numbered from 1 here; only their order matters to the free-transfer rule.
  const free = freeTransfersByGameweek(spec.freeTransfers, 1, squads.length, (gw) => counts[gw - 1]);
  return squads.reduce((total, ids, t) => {
    const lineup = lineupOf(ids.map((id) => byId.get(id)!), t, t + 1);
    const hits = transferCost(counts[t], free.get(t + 1)!);
    return total + spec.discount ** t * (lineupObjective(lineup, spec.benchWeight) - hits);
  }, 0);
}
