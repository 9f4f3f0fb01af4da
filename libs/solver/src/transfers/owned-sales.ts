import type { SolverPlayer } from '../types';
import type { TransferSpec } from './transfer-model';

type SalesSpec = Pick<TransferSpec, 'bank' | 'owned' | 'sellingByWeek'>;

/**
 * What selling owned player `id` brings in planned gameweek `t` (0-based): the request's price
 * for that gameweek when it gave one per gameweek (a predicted price change through the game's
 * half-the-rise rule, decision 206), else his selling price now.
 */
export function sellAt(spec: SalesSpec, id: number, t: number): number {
  return spec.sellingByWeek?.get(id)?.[t] ?? spec.owned.get(id)!;
}

/**
 * The bank after each planned gameweek's transfers, tenths, as the model's budget rows count it:
 * the starting bank, plus each owned player sold at his selling price in the gameweek he left
 * (once gone, a copy bought back is a purchase), minus what everyone else held cost.
 */
export function bankByGameweek(squads: readonly (readonly number[])[], byId: ReadonlyMap<number, SolverPlayer>, spec: SalesSpec): number[] {
  const stillOwned = new Set(spec.owned.keys());
  let proceeds = 0;
  return squads.map((ids, t) => {
    const inSquad = new Set(ids);
    for (const id of [...stillOwned]) {
      if (inSquad.has(id)) continue;
      stillOwned.delete(id);
      proceeds += sellAt(spec, id, t);
    }
    const bought = ids.reduce((n, id) => n + (stillOwned.has(id) ? 0 : byId.get(id)!.price), 0);
    return spec.bank + proceeds - bought;
  });
}
