import { lineupValue } from '../model/lineup-rows';
import { freeHitBuyDual } from './club-buy-rows';
import type { SquadPlan } from '../search/pool-problem';
import type { SolverPlayer } from '../types';
import { freeHitWeeks } from './free-hit-squads';
import type { TransferModel, TransferSpec } from './transfer-model';

/**
 * A plan as the pool search holds it (decision 208): the owned squad of each planned gameweek,
 * then, for each gameweek the free hit may be played in, its squad (empty when not played).
 * Plans made without the model (the squad kept, the greedy plan) stop after the owned squads.
 */
export interface FreeHitPlan {
  /** The squad owned in each planned gameweek; in a free hit's gameweek, the one before it. */
  owned: number[][];
  /** freeHit[t]: the free hit's squad if it is played in gameweek t, else undefined. */
  freeHit: (number[] | undefined)[];
}

export function splitFreeHitPlan(plan: SquadPlan | readonly (readonly number[])[], spec: Pick<TransferSpec, 'chips' | 'horizon'>): FreeHitPlan {
  const owned = plan.slice(0, spec.horizon).map((ids) => [...ids]);
  const freeHit: (number[] | undefined)[] = owned.map(() => undefined);
  freeHitWeeks(spec).forEach((t, j) => {
    const squad = plan[spec.horizon + j];
    if (squad && squad.length > 0) freeHit[t] = [...squad];
  });
  return { owned, freeHit };
}

/** The squad that plays each gameweek: the free hit's where it is played, else the one owned. */
export const fieldedSquads = (plan: FreeHitPlan): number[][] => plan.owned.map((ids, t) => plan.freeHit[t] ?? ids);

/** The free hit's squads of a solved model, in `splitFreeHitPlan`'s order. */
export const readFreeHitPlan = (model: TransferModel, values: Float64Array): number[][] =>
  model.freeHits.flatMap((f) => (f ? [model.players.filter((_, i) => f.squad[i] >= 0 && values[f.squad[i]] > 0.5).map((p) => p.id)] : []));

/** Puts a plan's free-hit squads (none when the plan has none) into a MIP start. */
export function freeHitStart(model: TransferModel, plan: SquadPlan, indices: number[], values: number[]): void {
  const horizon = model.squad.length;
  // A plan made without the model has no free-hit squads: HiGHS completes them (and the plays).
  if (plan.length <= horizon) return;
  let j = 0;
  model.freeHits.forEach((f) => {
    if (!f) return;
    const squad = new Set(plan[horizon + j] ?? []);
    j += 1;
    indices.push(f.play);
    values.push(squad.size > 0 ? 1 : 0);
    model.players.forEach((p, i) => {
      if (f.squad[i] < 0) return;
      indices.push(f.squad[i]);
      values.push(squad.has(p.id) ? 1 : 0);
    });
  });
}

/**
 * What a player not owned adds through his free-hit squad variable of gameweek t at the duals:
 * f in [0,1] with its starter and captain shares under it, in the free hit's quota, club, budget
 * and lineup rows; the one row shared with his owned-squad block, the free hit's purchase row when
 * a club is over three (decision 228), is priced at its dual on both sides, which relaxes it. It
 * is a block of its own, so the pricing adds max(0, this) to his bound, and this itself when he
 * is forced into that squad.
 * A player whose price rises is priced at today's price, the least his place can cost (a copy the
 * plan holds costs what it paid, at least that; decision 188): an upper bound, as the proof needs,
 * without tying this block to his owned-squad copies.
 */
export function freeHitSquadValue(model: TransferModel, duals: Float64Array, player: SolverPlayer, spec: TransferSpec, t: number): number {
  // A closed place is fixed at 0 in the model: he cannot be in that squad.
  if (spec.closedFreeHits?.get(player.id)?.[t]) return -Infinity;
  const f = model.freeHits[t]!;
  const w = model.weights[t];
  const clubRow = f.clubRows.get(player.club);
  const capRow = f.capRows.get(player.id);
  return w * spec.benchWeight * player.xpts[t] -
    (capRow === undefined ? 0 : duals[capRow]) +
    lineupValue(player, t, w, spec.benchWeight, f.lineup, duals) -
    duals[f.quotaRows[player.position]] -
    (clubRow === undefined ? 0 : duals[clubRow]) -
    freeHitBuyDual(f.anyPurchase, duals, player) -
    player.price * duals[f.budgetRow];
}
