import { MAX_PER_CLUB, SQUAD_SIZE, squadQuota } from '@draftroom/domain';
import type { SolverPlayer } from '../types';
import type { TransferSpec } from './transfer-model';

/** Other squad members than the player swapped out, and how many clubs they can fill. */
const OTHERS = SQUAD_SIZE - 1;
const MOST_FULL_CLUBS = Math.floor(OTHERS / MAX_PER_CLUB);

/**
 * Players no optimal plan needs to BUY in the last planned gameweek.
 *
 * Player j dominates i there if both play the same position, j costs no more and j's xPts that
 * gameweek are at least i's (ties broken by id). A plan buying i in the last gameweek can buy a
 * dominating j instead: same transfer count, same roles in the eleven and on the bench, no less
 * money, nothing after it to spoil, and never fewer points. The swap is open unless j is already
 * in that gameweek's squad or his club already has three others in it. That squad has 14 others:
 * at most quota - 1 of them share i's position and at most four clubs are full, so if i's
 * dominators cannot all be blocked that way (the check below, per number of full clubs), some
 * swap is open. Repeating swaps ends (domination is a strict order), so some optimal plan buys
 * none of these players in the last gameweek. This is what lets the search close the last
 * gameweek, where a bench purchase otherwise costs the LP almost nothing and keeps every player.
 */
export function lastPurchaseClosed(pool: readonly SolverPlayer[], spec: TransferSpec): Set<number> {
  const last = spec.horizon - 1;
  const buyable = pool.filter((p) => !spec.avoid.has(p.id));
  const closed = new Set<number>();
  for (const p of buyable) {
    if (spec.owned.has(p.id) || spec.keep.has(p.id)) continue;
    const byClub = new Map<number, number>();
    for (const q of buyable) {
      if (q === p || q.position !== p.position || q.price > p.price || q.xpts[last] < p.xpts[last]) continue;
      if (q.price === p.price && q.xpts[last] === p.xpts[last] && q.id > p.id) continue;
      byClub.set(q.club, (byClub.get(q.club) ?? 0) + 1);
    }
    if (cannotAllBeBlocked([...byClub.values()], squadQuota(p.position))) closed.add(p.id);
  }
  return closed;
}

/** Whether no squad of 14 others can hold or club-block every dominator (counts per club). */
export function cannotAllBeBlocked(perClub: number[], quota: number): boolean {
  const sorted = perClub.sort((a, b) => b - a);
  for (let full = 0; full <= MOST_FULL_CLUBS; full += 1) {
    const rest = sorted.slice(full).reduce((n, k) => n + k, 0);
    // Blocking the rest means holding them all: same position, and room left beside the full clubs.
    if (rest <= Math.min(quota - 1, OTHERS - MAX_PER_CLUB * full)) return false;
  }
  return true;
}
