import { freeTransfersByGameweek, transferCost, TRANSFER_HIT } from '@draftroom/domain';
import { modelValue } from '../plan/lineups';
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

/** Transfers made, free transfers held and transfers paid for with a hit in each gameweek, by the domain's rule. */
export function paidTransfers(
  squads: readonly (readonly number[])[],
  spec: Pick<TransferSpec, 'owned' | 'freeTransfers'>,
): { counts: number[]; free: number[]; paid: number[] } {
  const counts = transferCounts(squads, spec.owned.keys());
  // Gameweeks are numbered from 1 here; only their order matters to the free-transfer rule.
  const byGameweek = freeTransfersByGameweek(spec.freeTransfers, 1, squads.length, (gw) => counts[gw - 1]);
  const free = counts.map((_, t) => byGameweek.get(t + 1)!);
  return { counts, free, paid: counts.map((n, t) => transferCost(n, free[t]) / TRANSFER_HIT) };
}

/** One gameweek's squad as the model counts it: the eleven with the captain doubled plus the weighted bench. */
export type GameweekValue = (squad: readonly number[], index: number) => number;

export const gameweekValue = (byId: ReadonlyMap<number, SolverPlayer>, spec: Pick<TransferSpec, 'benchWeight'>): GameweekValue =>
  (squad, index) => modelValue(squad.map((id) => byId.get(id)!), index, index + 1, spec.benchWeight);

/**
 * The same, remembered per gameweek and squad: the greedy start plan (`greedy-plan.ts`) scores
 * hundreds of plans that differ from each other in one gameweek's squad or a few.
 */
export function rememberedGameweekValue(value: GameweekValue): GameweekValue {
  const known = new Map<string, number>();
  return (squad, index) => {
    const key = `${index}:${[...squad].sort((a, b) => a - b).join(',')}`;
    let v = known.get(key);
    if (v === undefined) known.set(key, (v = value(squad, index)));
    return v;
  };
}

/**
 * What a plan is worth by the domain's rules, in the model's terms: each gameweek's best eleven
 * (captain doubled) plus the weighted bench, minus hits by the domain's free-transfer count,
 * discounted. The model may count less (never more) for the same squads.
 */
export function planValue(
  squads: readonly (readonly number[])[],
  byId: ReadonlyMap<number, SolverPlayer>,
  spec: TransferSpec,
  value: GameweekValue = gameweekValue(byId, spec),
): number {
  const { paid } = paidTransfers(squads, spec);
  return squads.reduce((total, ids, t) => total + spec.discount ** t * (value(ids, t) - paid[t] * TRANSFER_HIT), 0);
}
