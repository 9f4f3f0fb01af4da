import { MAX_PER_CLUB, SQUAD_SIZE, squadQuota } from '@draftroom/domain';
import type { SolverPlayer } from '../types';
import { buyAt, isMover } from './owned-sales';
import type { TransferSpec } from './transfer-model';

/** Other squad members than the player swapped out, and how many clubs they can fill at once. */
const OTHERS = SQUAD_SIZE - 1;
const MOST_FULL_CLUBS = Math.floor(OTHERS / MAX_PER_CLUB);

/** By player id, the planned gameweeks (0-based) in which no optimal plan needs to BUY him. */
export type ClosedPurchases = ReadonlyMap<number, readonly boolean[]>;

/**
 * Purchases no optimal plan needs (decision 111, generalised in decision 140).
 *
 * Player j dominates i from gameweek t if both play the same position, j costs no more and j's
 * xPts are at least i's in every planned gameweek from t to the last (ties broken by id). Take a
 * plan that buys i in gameweek t and holds him until some later gameweek b. Hold j instead of i
 * from t until b, or until the plan itself buys j at some s <= b; then buy i at s in j's place,
 * so that from s on both plans hold the same squad. Each gameweek has the same purchases (j at t,
 * i at s, instead of i at t, j at s), no less money (j costs no more; a copy of j sold at t and
 * now kept sells for no more than his price) and no fewer points (same position, xPts no lower:
 * the same formations, captain and bench order are open). If the plan sold j at t to buy i,
 * keeping j saves a transfer, which never costs points.
 *
 * The swap is open unless j is already in the squad in gameweek t (at most quota - 1 of the 14
 * others share i's position) or j's club has three others in the squad in some gameweek of
 * [t, s) (at most four clubs at a time, so at most four per gameweek of the window). If i's
 * dominators cannot all be blocked that way, some swap is open. Each swap either makes fewer
 * transfers or, at the first gameweek it changes, buys a better-ranked player, so repeating them
 * ends: some optimal plan buys none of the closed purchases. This is what lets the search shut
 * the later gameweeks, where holding a bench player for a week or two costs the LP almost
 * nothing and otherwise keeps every player in the final model.
 *
 * With prices predicted to rise (decision 188) the swap holds j bought at t and i bought at s in
 * place of i at t and j at s, and a copy sells for what it cost: the money tied up is no more
 * when p_j(t) + p_i(s) <= p_i(t) + p_j(s). For i whose price stands still that is j's price at t
 * no more than i's, since j's only rises: a player predicted to rise dominates at his price of
 * the gameweek, and is never closed himself (his own rise breaks the inequality).
 */
export function closedPurchases(pool: readonly SolverPlayer[], spec: TransferSpec): ClosedPurchases {
  const buyable = pool.filter((p) => !spec.avoid.has(p.id));
  const closed = new Map<number, boolean[]>();
  for (const p of buyable) {
    if (spec.owned.has(p.id) || spec.keep.has(p.id) || isMover(spec, p.id)) continue;
    const shut = Array.from({ length: spec.horizon }, (_, t) => dominatorsCannotAllBeBlocked(p, buyable, t, spec.horizon, spec));
    if (shut.some(Boolean)) closed.set(p.id, shut);
  }
  return closed;
}

/**
 * By player id, the gameweeks (0-based) whose free-hit squad no optimal plan needs him in
 * (decision 208). The free hit's squad lasts one gameweek, so the argument above holds with a
 * window of that gameweek alone: swap him for a dominator not in it and not club-blocked. Only
 * players not owned are closed: an owned one costs the free hit his selling price, which a
 * dominator's price may exceed (a dominator owned costs his selling price, no more than his price).
 * A player predicted to rise is never closed and dominates at his price of the gameweek (a copy
 * of him the plan holds costs the free hit what it paid, no more than that).
 */
export function closedFreeHitPlaces(pool: readonly SolverPlayer[], spec: TransferSpec, weeks: readonly number[]): ClosedPurchases {
  const buyable = pool.filter((p) => !spec.avoid.has(p.id));
  const closed = new Map<number, boolean[]>();
  if (weeks.length === 0) return closed;
  for (const p of buyable) {
    if (spec.owned.has(p.id) || spec.keep.has(p.id) || isMover(spec, p.id)) continue;
    const shut = Array.from({ length: spec.horizon }, (_, t) => weeks.includes(t) && dominatorsCannotAllBeBlocked(p, buyable, t, t + 1, spec));
    if (shut.some(Boolean)) closed.set(p.id, shut);
  }
  return closed;
}

function dominatorsCannotAllBeBlocked(p: SolverPlayer, buyable: readonly SolverPlayer[], from: number, horizon: number, spec: TransferSpec): boolean {
  const byClub = new Map<number, number>();
  for (const q of buyable) {
    const price = buyAt(spec, q, from);
    if (q === p || q.position !== p.position || price > p.price) continue;
    let atLeast = true;
    let same = true;
    for (let t = from; t < horizon && atLeast; t += 1) {
      atLeast = q.xpts[t] >= p.xpts[t];
      same &&= q.xpts[t] === p.xpts[t];
    }
    if (!atLeast || (price === p.price && same && q.id > p.id)) continue;
    byClub.set(q.club, (byClub.get(q.club) ?? 0) + 1);
  }
  return cannotAllBeBlocked([...byClub.values()], squadQuota(p.position), horizon - from);
}

/**
 * Whether no plan can hold or club-block every dominator (counts per club) over a window of
 * `gameweeks`. In one gameweek the full clubs and the players held share the same 14 places;
 * over a longer window up to four clubs per gameweek may fill, while only the squad of the
 * window's first gameweek can hold a dominator.
 */
export function cannotAllBeBlocked(perClub: number[], quota: number, gameweeks = 1): boolean {
  const sorted = [...perClub].sort((a, b) => b - a);
  const mostFull = Math.min(sorted.length, MOST_FULL_CLUBS * gameweeks);
  for (let full = 0; full <= mostFull; full += 1) {
    const rest = sorted.slice(full).reduce((n, k) => n + k, 0);
    const held = gameweeks === 1 ? Math.min(quota - 1, OTHERS - MAX_PER_CLUB * full) : quota - 1;
    if (rest <= held) return false;
  }
  return true;
}
