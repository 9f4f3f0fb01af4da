import { bestLineup, chipMakesTransfersFree, freeTransfersByGameweek, transferCost, type Chip, type PositionId } from '@draftroom/domain';
import type { SolverPlayer, SuggestTransfersRequest } from '../types';
import { allSquads, clubsOk } from './instances';

/**
 * The objective of a squad in one gameweek straight from the domain, without the solver's code:
 * the best eleven (captain doubled) over the Team Manager's formations plus the weighted bench.
 */
export function squadValue(squad: readonly SolverPlayer[], index: number, benchWeight: number, chip: Chip | null = null): number {
  const gameweek = index + 1;
  const players = squad.map((p) => ({ id: p.id, position: p.position as PositionId, [`xptsGW${gameweek}`]: p.xpts[index] }));
  const lineup = bestLineup(players, gameweek)!;
  const bench = lineup.bench.reduce((n, p) => n + (p[`xptsGW${gameweek}`] ?? 0), 0);
  // The chips as the game scores them: the whole bench, or the captain a third time.
  if (chip === 'bboost') return lineup.points + bench;
  if (chip === '3xc') return lineup.points + benchWeight * bench + (lineup.captain?.[`xptsGW${gameweek}`] ?? 0);
  return lineup.points + benchWeight * bench;
}

/** Every way to play the chips over the planned gameweeks: one a gameweek, each chip once, forced ones in place. */
function schedules(horizon: number, options: PlanCase['chips']): (Chip | null)[][] {
  let out: (Chip | null)[][] = [[]];
  for (let t = 0; t < horizon; t += 1) {
    const here = (options ?? []).filter((o) => o.index === t);
    const forced = here.find((o) => o.forced);
    const choices: (Chip | null)[] = forced ? [forced.chip] : [null, ...here.map((o) => o.chip)];
    out = out.flatMap((s) => choices.filter((c) => c === null || !s.includes(c)).map((c) => [...s, c]));
  }
  return out;
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
  /** Chips the plan may (or, forced, must) play in planned gameweek `index`; none when absent. */
  chips?: ReadonlyArray<{ chip: Chip; index: number; forced?: boolean }>;
  /** What each chip the plan may play is worth when it does not (decision 186), at the last gameweek's weight. */
  kept?: Partial<Record<Chip, number>>;
}

/**
 * The best plan of one or two gameweeks by trying every pair of legal squads (and, with a free
 * hit, every squad it could field instead): money replayed
 * with the selling prices of players still owned from the start, free transfers and hits by the
 * domain's rules, lineups by the domain.
 */
export function bruteForcePlan(c: PlanCase): number {
  const squads = allSquads(c.pool).filter(clubsOk);
  const chipsTried = schedules(c.horizon, c.chips);
  const chipsUsed = [...new Set(chipsTried.flat())].filter((chip) => chip !== 'freehit');
  const values = squads.map((s) => new Map(chipsUsed.map((chip) => [chip, Array.from({ length: c.horizon }, (_, t) => squadValue(s, t, c.benchWeight, chip))])));
  const moneyOf = (squad: readonly SolverPlayer[], soldOriginals: ReadonlySet<number>) =>
    // What is tied up in the squad: originals at their selling price, anyone bought at his price.
    squad.reduce((n, p) => n + (c.owned.has(p.id) && !soldOriginals.has(p.id) ? c.owned.get(p.id)! : p.price), 0);
  const total = c.bank + [...c.owned.values()].reduce((n, v) => n + v, 0);
  const soldFrom = (s: readonly SolverPlayer[], before: ReadonlySet<number>) => new Set([...before, ...[...c.owned.keys()].filter((id) => !s.some((p) => p.id === id))]);
  // A free hit's best squad in gameweek t: any legal fifteen the bank plus the selling values of the squad owned then pays for.
  const freeHitBest = new Map<string, number>();
  const freeHit = (t: number, soldBefore: ReadonlySet<number>): number => {
    const key = `${t}:${[...soldBefore].sort((x, y) => x - y).join(',')}`;
    if (!freeHitBest.has(key)) {
      const fits = squads.filter((s) => moneyOf(s, soldFrom(s, soldBefore)) <= total);
      freeHitBest.set(key, Math.max(...fits.map((s) => squadValue(s, t, c.benchWeight))));
    }
    return freeHitBest.get(key)!;
  };
  let best = -Infinity;
  const first = squads.map((s, i) => ({ s, i })).filter(({ s }) => moneyOf(s, soldFrom(s, new Set())) <= total);
  for (const a of first) {
    const ids = new Set(a.s.map((p) => p.id));
    const soldA = new Set([...c.owned.keys()].filter((id) => !ids.has(id)));
    const inA = a.s.filter((p) => !c.owned.has(p.id)).length;
    const seconds = c.horizon === 1 ? [undefined] : squads.map((s, i) => ({ s, i }));
    for (const b of seconds) {
      const counts = [inA];
      if (b) {
        const soldB = new Set([...soldA, ...[...c.owned.keys()].filter((id) => !b.s.some((p) => p.id === id))]);
        if (moneyOf(b.s, soldB) > total) continue;
        counts.push(b.s.filter((p) => !ids.has(p.id)).length);
      }
      for (const chips of chipsTried) {
        // Under a free hit the squad owned makes no transfer; the free hit's own squad scores.
        if (chips.some((chip, t) => chip === 'freehit' && counts[t] > 0)) continue;
        let value = chips[0] === 'freehit' ? freeHit(0, new Set()) : values[a.i].get(chips[0])![0];
        if (b) value += c.discount * (chips[1] === 'freehit' ? freeHit(1, soldA) : values[b.i].get(chips[1])![1]);
        const free = freeTransfersByGameweek(c.freeTransfers, 1, c.horizon, (gw) => counts[gw - 1], (gw) => chips[gw - 1]);
        const hits = counts.map((n, t) => (chipMakesTransfersFree(chips[t]) ? 0 : c.discount ** t * transferCost(n, free.get(t + 1)!)));
        const kept = [...new Set((c.chips ?? []).map((o) => o.chip))].filter((chip) => !chips.includes(chip));
        const keptWorth = c.discount ** (c.horizon - 1) * kept.reduce((n, chip) => n + (c.kept?.[chip] ?? 0), 0);
        best = Math.max(best, value + keptWorth - hits.reduce((n, h) => n + h, 0));
      }
    }
  }
  return best;
}

/**
 * A kept chip's worth for a small request: in full while the end of the chip's half is a
 * horizon or more after the plan's last gameweek, falling linearly to 0 when that end is in the plan.
 */
function keptChips(request: SuggestTransfersRequest): PlanCase['kept'] {
  const horizon = request.horizon!;
  const planEnd = request.firstGameweek + horizon - 1;
  const halfEnd = request.firstGameweek <= 19 ? 19 : 38;
  const share = Math.min(1, Math.max(0, (halfEnd - planEnd) / horizon));
  return Object.fromEntries(Object.entries(request.keptChipWorth?.worth ?? {}).map(([chip, worth]) => [chip, worth * share]));
}

/** The best plan of a one- or two-gameweek request by enumeration (its chip options and kept chips' worth included). */
export const enumeratedPlan = (request: SuggestTransfersRequest): number =>
  bruteForcePlan({
    pool: request.players,
    owned: new Map(request.squad.map((e) => [e.id, e.sellingPrice])),
    bank: request.bank,
    freeTransfers: request.freeTransfers,
    horizon: request.horizon as 1 | 2,
    benchWeight: request.benchWeight ?? 0.1,
    discount: request.discount ?? 1,
    chips: (request.chipOptions ?? []).map((o) => ({ chip: o.chip, index: o.gameweek - request.firstGameweek, forced: o.choice === 'forced' })),
    kept: keptChips(request),
  });
