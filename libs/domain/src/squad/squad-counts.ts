import { fromTenths, sumPrices, toTenths } from '../money/tenths';
import { BUDGET, squadQuota } from './squad-limits';

/** £m, one decimal, summed in tenths. */
export const squadCost = (squad: readonly { price: number }[]): number => sumPrices(squad.map((p) => p.price));

export const remainingBudget = (squad: readonly { price: number }[], budget = BUDGET): number =>
  fromTenths(toTenths(budget) - toTenths(squadCost(squad)));

/** Players per position number: {'1': 2, '2': 5, '3': 5, '4': 3}; every position is present. */
export function positionCounts(squad: readonly { position: number }[]): Record<string, number> {
  const counts: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const p of squad) counts[String(p.position)] = (counts[String(p.position)] ?? 0) + 1;
  return counts;
}

/** Players per club short name: {'LIV': 3, 'ARS': 2, ...}. */
export function teamCounts(squad: readonly { teamShortName: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const p of squad) counts[p.teamShortName] = (counts[p.teamShortName] ?? 0) + 1;
  return counts;
}

/** Club counts for display: most players first, then by club code. */
export function sortedTeamCounts(counts: Readonly<Record<string, number>>): Array<[string, number]> {
  return Object.entries(counts).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

/** How many more of each position the squad needs: {1: 0, 2: 3, ...}. */
export function openSlots(squad: readonly { position: number }[]): Record<1 | 2 | 3 | 4, number> {
  const counts = positionCounts(squad);
  return { 1: squadQuota(1) - counts[1], 2: squadQuota(2) - counts[2], 3: squadQuota(3) - counts[3], 4: squadQuota(4) - counts[4] };
}

/**
 * The least the empty slots can cost: the cheapest players not yet picked for each position's open
 * places (issue 31). Club limits are left out, so this is a floor: when the money left is below it,
 * no choice of players can complete the draft.
 */
export function cheapestFill(squad: readonly { id: number; position: number }[], players: readonly { id: number; position: number; price: number }[]): number {
  const open = openSlots(squad);
  const picked = new Set(squad.map((p) => p.id));
  const prices = ([1, 2, 3, 4] as const).flatMap((position) => players
    .filter((p) => p.position === position && !picked.has(p.id))
    .map((p) => p.price)
    .sort((a, b) => a - b)
    .slice(0, Math.max(0, open[position])));
  return sumPrices(prices);
}
