import { MAX_PER_CLUB } from '@draftroom/domain';
import type { SolverPlayer } from '../types';
import { squadValue } from './lineup';
import type { Swap } from './types';

export interface SwapChoice extends Swap {
  /** xPts gained over the horizon: the new squad's best elevens minus the old one's. */
  gain: number;
}

const EPS = 1e-9;

/**
 * How much swapping `out` for `candidate` can gain at most: a same-position swap is `out`'s
 * xPts becoming the candidate's, and one player's xPts count at most twice in a best eleven
 * (as captain), so each gameweek gains at most twice the candidate's excess.
 */
export const swapBound = (out: SolverPlayer, candidate: SolverPlayer, horizon: number): number => {
  let bound = 0;
  for (let k = 0; k < horizon; k += 1) bound += 2 * Math.max(0, candidate.xpts[k] - out.xpts[k]);
  return bound;
};

/**
 * The "one free transfer" baseline: of every single swap (one player out, one of the same
 * position in, at most three per club, paid for by the bank plus the selling price), the one
 * whose squad has the best elevens (captain doubled) over the horizon. Undefined when no swap
 * gains anything. Exact: candidates are tried by `swapBound`, best first, and the search for
 * an outgoing player stops when no bound left can beat the best gain found. Ties keep the
 * first found.
 */
export function bestSingleSwap(
  squad: readonly SolverPlayer[],
  market: readonly SolverPlayer[],
  bank: number,
  sellingPrice: (id: number) => number,
  firstGameweek: number,
  horizon: number,
): SwapChoice | undefined {
  const owned = new Set(squad.map((p) => p.id));
  const perClub = new Map<number, number>();
  for (const p of squad) perClub.set(p.club, (perClub.get(p.club) ?? 0) + 1);
  const base = squadValue(squad, firstGameweek, horizon);
  let best: SwapChoice | undefined;
  squad.forEach((out, at) => {
    const money = bank + sellingPrice(out.id);
    const candidates = market
      .filter((c) => !owned.has(c.id) && c.position === out.position && c.price <= money)
      .filter((c) => (perClub.get(c.club) ?? 0) - (c.club === out.club ? 1 : 0) < MAX_PER_CLUB)
      .map((c) => ({ c, bound: swapBound(out, c, horizon) }))
      .sort((a, b) => b.bound - a.bound);
    for (const { c, bound } of candidates) {
      if (bound <= (best?.gain ?? 0) + EPS) break;
      const gain = squadValue(squad.map((p, i) => (i === at ? c : p)), firstGameweek, horizon) - base;
      if (gain > (best?.gain ?? 0) + EPS) best = { out: out.id, in: c.id, gain };
    }
  });
  return best;
}
