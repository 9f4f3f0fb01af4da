import type { SolverPlayer } from '../types';
import type { TransferSpec } from './transfer-model';

type SalesSpec = Pick<TransferSpec, 'bank' | 'owned' | 'sellingByWeek' | 'buyingByWeek'>;

/**
 * What selling owned player `id` brings in planned gameweek `t` (0-based): the request's price
 * for that gameweek when it gave one per gameweek (a predicted price change through the game's
 * half-the-rise rule, decision 206), else his selling price now.
 */
export function sellAt(spec: Pick<TransferSpec, 'owned' | 'sellingByWeek'>, id: number, t: number): number {
  return spec.sellingByWeek?.get(id)?.[t] ?? spec.owned.get(id)!;
}

/**
 * What buying player `p` costs in planned gameweek `t` (0-based): his predicted price then when
 * the request gave one per gameweek (a predicted rise, decision 188), else his price now.
 */
export function buyAt(spec: Pick<TransferSpec, 'buyingByWeek'>, p: SolverPlayer, t: number): number {
  return spec.buyingByWeek?.get(p.id)?.[t] ?? p.price;
}

/** Whether a player's buying price moves during the plan: his copies bought in different gameweeks cost different sums. */
export const isMover = (spec: Pick<TransferSpec, 'buyingByWeek'>, id: number): boolean => spec.buyingByWeek?.has(id) ?? false;

/**
 * What the plan paid for each player it holds and did not own at the start, by gameweek: his
 * price in the gameweek his current stay began (the plan keeps the copy it bought first; a copy
 * bought in the plan sells for what it cost, decision 188).
 */
export function paidByGameweek(squads: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: SalesSpec): Map<number, number>[] {
  const stillOwned = new Set(spec.owned.keys());
  let paid = new Map<number, number>();
  return squads.map((ids, t) => {
    const inSquad = new Set(ids);
    for (const id of [...stillOwned]) if (!inSquad.has(id)) stillOwned.delete(id);
    const next = new Map<number, number>();
    for (const id of ids) if (!stillOwned.has(id)) next.set(id, paid.get(id) ?? buyAt(spec, byId.get(id)!, t));
    paid = next;
    return paid;
  });
}

/**
 * The bank after each planned gameweek's transfers, tenths, as the model's budget rows count it:
 * the starting bank, plus each owned player sold at his selling price in the gameweek he left
 * (once gone, a copy bought back is a purchase), minus what the plan paid for everyone else held.
 */
export function bankByGameweek(squads: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: SalesSpec): number[] {
  const stillOwned = new Set(spec.owned.keys());
  const paid = paidByGameweek(squads, byId, spec);
  let proceeds = 0;
  return squads.map((ids, t) => {
    const inSquad = new Set(ids);
    for (const id of [...stillOwned]) {
      if (inSquad.has(id)) continue;
      stillOwned.delete(id);
      proceeds += sellAt(spec, id, t);
    }
    const bought = [...paid[t].values()].reduce((n, v) => n + v, 0);
    return spec.bank + proceeds - bought;
  });
}
