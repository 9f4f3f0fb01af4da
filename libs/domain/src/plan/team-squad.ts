import { purchasePrices, type PurchaseLike } from '../money/selling-price';
import { startPurchasePrice } from './planner-player';
import { squadFromPicks, type PickLike } from './squad-slots';
import type { GameweekSquad, PlayerLookup } from './types';

/**
 * A real team's squad to plan from, as the Team Manager loads it: its picks (eleven, bench,
 * armbands, bank) and what it paid for each player (decision 100): the latest transfer in, else
 * the gameweek-1 price for a team that played gameweek 1. The planner service's TeamStart reads
 * the same figures for the replay.
 */
export function teamSquad(
  picks: { picks: readonly PickLike[]; entry_history: { bank: number } },
  gameweek: number,
  lookup: PlayerLookup,
  transfers: readonly PurchaseLike[],
  firstGameweekPlayed: number | undefined,
): GameweekSquad {
  const squad = squadFromPicks(picks.picks, picks.entry_history.bank, gameweek, lookup);
  const paid = purchasePrices(picks.picks.map((p) => p.element), transfers, startPurchasePrice(lookup, firstGameweekPlayed));
  return { ...squad, purchasePrices: paid };
}
