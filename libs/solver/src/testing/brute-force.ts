import { bestLineup, freeTransfersByGameweek, transferCost, type PositionId } from '@draftroom/domain';
import type { SolverPlayer } from '../types';
import { allSquads, clubsOk } from './instances';

/**
 * The objective of a squad in one gameweek straight from the domain, without the solver's code:
 * the best eleven (captain doubled) over the Team Manager's formations plus the weighted bench.
 */
export function squadValue(squad: readonly SolverPlayer[], index: number, benchWeight: number): number {
  const gameweek = index + 1;
  const players = squad.map((p) => ({ id: p.id, position: p.position as PositionId, [`xptsGW${gameweek}`]: p.xpts[index] }));
  const lineup = bestLineup(players, gameweek)!;
  const bench = lineup.bench.reduce((n, p) => n + (p[`xptsGW${gameweek}`] ?? 0), 0);
  return lineup.points + benchWeight * bench;
}

/** The best draft by trying every legal squad. */
export function bruteForceDraft(pool: readonly SolverPlayer[], horizon: number, budget: number, benchWeight: number, locked: ReadonlySet<number> = new Set()): number {
  let best = -Infinity;
  for (const squad of allSquads(pool)) {
    if (!clubsOk(squad) || squad.reduce((n, p) => n + p.price, 0) > budget) continue;
    if ([...locked].some((id) => !squad.some((p) => p.id === id))) continue;
    let value = 0;
    for (let t = 0; t < horizon; t += 1) value += squadValue(squad, t, benchWeight);
    best = Math.max(best, value);
  }
  return best;
}

export interface PlanCase {
  pool: readonly SolverPlayer[];
  owned: ReadonlyMap<number, number>;
  bank: number;
  freeTransfers: number;
  horizon: 1 | 2;
  benchWeight: number;
  discount: number;
}

/**
 * The best plan of one or two gameweeks by trying every pair of legal squads: money replayed
 * with the selling prices of players still owned from the start, free transfers and hits by the
 * domain's rules, lineups by the domain.
 */
export function bruteForcePlan(c: PlanCase): number {
  const squads = allSquads(c.pool).filter(clubsOk);
  const values = squads.map((s) => Array.from({ length: c.horizon }, (_, t) => squadValue(s, t, c.benchWeight)));
  const moneyOf = (squad: readonly SolverPlayer[], soldOriginals: ReadonlySet<number>) =>
    // What is tied up in the squad: originals at their selling price, anyone bought at his price.
    squad.reduce((n, p) => n + (c.owned.has(p.id) && !soldOriginals.has(p.id) ? c.owned.get(p.id)! : p.price), 0);
  const total = c.bank + [...c.owned.values()].reduce((n, v) => n + v, 0);
  let best = -Infinity;
  const first = squads.map((s, i) => ({ s, i })).filter(({ s }) => {
    const sold = new Set([...c.owned.keys()].filter((id) => !s.some((p) => p.id === id)));
    return moneyOf(s, sold) <= total;
  });
  for (const a of first) {
    const ids = new Set(a.s.map((p) => p.id));
    const soldA = new Set([...c.owned.keys()].filter((id) => !ids.has(id)));
    const inA = a.s.filter((p) => !c.owned.has(p.id)).length;
    const seconds = c.horizon === 1 ? [undefined] : squads.map((s, i) => ({ s, i }));
    for (const b of seconds) {
      const counts = [inA];
      let value = values[a.i][0];
      if (b) {
        const soldB = new Set([...soldA, ...[...c.owned.keys()].filter((id) => !b.s.some((p) => p.id === id))]);
        if (moneyOf(b.s, soldB) > total) continue;
        counts.push(b.s.filter((p) => !ids.has(p.id)).length);
        value += c.discount * values[b.i][1];
      }
      const free = freeTransfersByGameweek(c.freeTransfers, 1, c.horizon, (gw) => counts[gw - 1]);
      const hits = counts.map((n, t) => c.discount ** t * transferCost(n, free.get(t + 1)!));
      best = Math.max(best, value - hits.reduce((n, h) => n + h, 0));
    }
  }
  return best;
}
