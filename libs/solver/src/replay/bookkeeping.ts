import { chipMakesTransfersFree, freeTransfersAfter, sellingPrice, transferCost, type Chip } from '@draftroom/domain';
import type { Swap, TeamState } from './types';

/** What each owned player sells for at the deadline (the domain's rule: paid plus half of any rise, rounded down). */
export function sellingPrices(team: TeamState, priceNow: (id: number) => number): Map<number, number> {
  return new Map(team.squad.map((id) => [id, sellingPrice(priceNow(id), team.paid.get(id))]));
}

export interface AppliedTransfers {
  team: TeamState;
  /** Points deducted for the transfers beyond the free ones. */
  hits: number;
}

/**
 * Makes a gameweek's transfers at its deadline's prices: each sale credits the selling price,
 * each purchase debits the price now and is remembered as paid; the hits are 4 per transfer
 * beyond the free ones, and the free transfers roll over to the next gameweek. Refuses a
 * transfer that sells a player not owned, buys one already owned, or leaves the bank negative.
 */
export function applyTransfers(team: TeamState, transfers: readonly Swap[], priceNow: (id: number) => number, chip: Chip | null = null): AppliedTransfers {
  const squad = [...team.squad];
  const paid = new Map(team.paid);
  let bank = team.bank;
  for (const t of transfers) {
    const at = squad.indexOf(t.out);
    if (at < 0) throw new Error(`Transfer out of ${t.out}, who is not in the squad`);
    if (squad.includes(t.in)) throw new Error(`Transfer in of ${t.in}, who is already in the squad`);
    bank += sellingPrice(priceNow(t.out), paid.get(t.out)) - priceNow(t.in);
    paid.delete(t.out);
    paid.set(t.in, priceNow(t.in));
    squad[at] = t.in;
  }
  if (bank < 0) throw new Error(`The transfers leave the bank at ${bank}`);
  // A wildcard makes the transfers free and keeps the count (the planner's rule, decision 102).
  return {
    team: { squad, paid, bank, freeTransfers: freeTransfersAfter(team.freeTransfers, transfers.length, chip), chipsPlayed: team.chipsPlayed },
    hits: chipMakesTransfersFree(chip) ? 0 : transferCost(transfers.length, team.freeTransfers),
  };
}
