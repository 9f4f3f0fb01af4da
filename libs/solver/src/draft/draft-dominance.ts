import { squadQuota } from '@draftroom/domain';
import { cannotAllBeBlocked } from '../transfers/purchase-dominance';
import type { SolverPlayer } from '../types';

/**
 * Players no best draft needs (decision 111's last-gameweek argument, for a draft's one squad).
 *
 * Player j dominates i if both play the same position, j costs no more and j's xPts are at least
 * i's in every planned gameweek (ties broken by id). A squad holding i can hold j instead: the
 * same formations, no more money, and every gameweek's best eleven and bench worth no less. The
 * swap is open unless j is already among the 14 others or his club has three of them; if i's
 * dominators cannot all be blocked that way, some best squad leaves i out (swaps end: domination
 * is a strict order). Early in a season many cheap bench players are nearly equal; without this
 * the proof keeps most of them in its final model.
 */
export function dominatedInDraft(pool: readonly SolverPlayer[], horizon: number, locked: ReadonlySet<number>): Set<number> {
  const dominated = new Set<number>();
  const byPosition = new Map<number, SolverPlayer[]>();
  for (const p of pool) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  for (const p of pool) {
    if (locked.has(p.id)) continue;
    const byClub = new Map<number, number>();
    for (const q of byPosition.get(p.position)!) {
      if (q === p || q.price > p.price || !atLeastAsGood(q, p, horizon)) continue;
      if (q.price === p.price && sameXpts(q, p, horizon) && q.id > p.id) continue;
      byClub.set(q.club, (byClub.get(q.club) ?? 0) + 1);
    }
    if (cannotAllBeBlocked([...byClub.values()], squadQuota(p.position))) dominated.add(p.id);
  }
  return dominated;
}

function atLeastAsGood(q: SolverPlayer, p: SolverPlayer, horizon: number): boolean {
  for (let gw = 0; gw < horizon; gw += 1) if (q.xpts[gw] < p.xpts[gw]) return false;
  return true;
}

function sameXpts(q: SolverPlayer, p: SolverPlayer, horizon: number): boolean {
  for (let gw = 0; gw < horizon; gw += 1) if (q.xpts[gw] !== p.xpts[gw]) return false;
  return true;
}
