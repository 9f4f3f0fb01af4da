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
  /** An owned player's selling price in each planned gameweek, where it moves (decision 206). */
  sellingByWeek?: ReadonlyMap<number, readonly number[]>;
  /** A player's buying price in each planned gameweek, where it moves (decision 188). */
  buyingByWeek?: ReadonlyMap<number, readonly number[]>;
  /** What each chip the plan may play is worth when it does not (decision 186), at the last gameweek's weight. */
  kept?: Partial<Record<Chip, number>>;
}

/** The squad owned after some gameweek: the bank, the originals still owned, and what the plan paid for everyone else. */
interface Holding {
  bank: number;
  originals: ReadonlySet<number>;
  paid: ReadonlyMap<number, number>;
}

/**
 * The best plan of one or two gameweeks by trying every pair of legal squads (and, with a free
 * hit, every squad it could field instead): the bank replayed gameweek by gameweek, originals
 * sold at their selling price of the gameweek, everyone bought at his price of the gameweek and
 * sold for what was paid, no purchase while a club is above three after it (the squad owned may
 * hold more until its next transfer), free transfers and hits by the domain's rules, lineups by
 * the domain.
 */
export function bruteForcePlan(c: PlanCase): number {
  // Only the squad owned itself can hold more than three of a club: any purchase leaves every club at three.
  const squads = allSquads(c.pool).filter((s) => clubsOk(s, new Set(c.owned.keys())));
  const chipsTried = schedules(c.horizon, c.chips);
  const chipsUsed = [...new Set(chipsTried.flat())].filter((chip) => chip !== 'freehit');
  const values = squads.map((s) => new Map(chipsUsed.map((chip) => [chip, Array.from({ length: c.horizon }, (_, t) => squadValue(s, t, c.benchWeight, chip))])));
  const sell = (id: number, t: number) => c.sellingByWeek?.get(id)?.[t] ?? c.owned.get(id)!;
  const buy = (p: SolverPlayer, t: number) => c.buyingByWeek?.get(p.id)?.[t] ?? p.price;
  // Moving to squad s in gameweek t: originals sold at t's selling price, anyone else for what was paid,
  // purchases at t's prices; undefined when the bank goes below 0 or a purchase breaks the club rule.
  const moveTo = (h: Holding, s: readonly SolverPlayer[], t: number): Holding | undefined => {
    if (!clubsOk(s, new Set([...h.originals, ...h.paid.keys()]))) return undefined;
    const ids = new Set(s.map((p) => p.id));
    let bank = h.bank;
    for (const id of h.originals) if (!ids.has(id)) bank += sell(id, t);
    for (const [id, v] of h.paid) if (!ids.has(id)) bank += v;
    const paid = new Map<number, number>();
    for (const p of s) {
      if (h.originals.has(p.id)) continue;
      paid.set(p.id, h.paid.get(p.id) ?? buy(p, t));
      if (!h.paid.has(p.id)) bank -= buy(p, t);
    }
    return bank < 0 ? undefined : { bank, originals: new Set([...h.originals].filter((id) => ids.has(id))), paid };
  };
  // A free hit's best squad in gameweek t: any legal fifteen the squad held then can move to.
  const freeHitBest = new Map<string, number>();
  const freeHit = (t: number, h: Holding, key: string): number => {
    if (!freeHitBest.has(key)) {
      const fits = squads.filter((s) => moveTo(h, s, t) !== undefined);
      freeHitBest.set(key, Math.max(...fits.map((s) => squadValue(s, t, c.benchWeight))));
    }
    return freeHitBest.get(key)!;
  };
  const start: Holding = { bank: c.bank, originals: new Set(c.owned.keys()), paid: new Map() };
  let best = -Infinity;
  for (const [i, a] of squads.entries()) {
    const heldA = moveTo(start, a, 0);
    if (!heldA) continue;
    const ids = new Set(a.map((p) => p.id));
    const inA = a.filter((p) => !c.owned.has(p.id)).length;
    const seconds = c.horizon === 1 ? [undefined] : squads.map((s, k) => ({ s, k }));
    for (const b of seconds) {
      const counts = [inA];
      if (b) {
        if (!moveTo(heldA, b.s, 1)) continue;
        counts.push(b.s.filter((p) => !ids.has(p.id)).length);
      }
      for (const chips of chipsTried) {
        // Under a free hit the squad owned makes no transfer; the free hit's own squad scores.
        if (chips.some((chip, t) => chip === 'freehit' && counts[t] > 0)) continue;
        let value = chips[0] === 'freehit' ? freeHit(0, start, 'start') : values[i].get(chips[0])![0];
        if (b) value += c.discount * (chips[1] === 'freehit' ? freeHit(1, heldA, `a${i}`) : values[b.k].get(chips[1])![1]);
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

/** The best plan of a one- or two-gameweek request by enumeration (its chip options, kept chips' worth and prices by gameweek included). */
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
    sellingByWeek: new Map(request.squad.flatMap((e) => (e.sellingPrices ? [[e.id, e.sellingPrices] as const] : []))),
    buyingByWeek: new Map(request.players.flatMap((p) => (p.buyPrices ? [[p.id, p.buyPrices] as const] : []))),
    kept: keptChips(request),
  });
