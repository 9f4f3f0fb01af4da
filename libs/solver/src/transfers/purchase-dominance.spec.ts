import { solveMip, type HighsRuntime } from '../highs/run-highs';
import { player, seeded, testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase } from '../testing/plan-cases';
import type { SolverPlayer } from '../types';
import { cannotAllBeBlocked, closedFreeHitPlaces, closedPurchases } from './purchase-dominance';
import { buildTransferModel, type TransferSpec } from './transfer-model';
import { readTransfersRequest } from './transfers-request';

const specWith = (horizon: number, candidates: ReturnType<typeof player>[], extra = {}) => {
  const base = flatSquad(horizon);
  return readTransfersRequest({ ...base, players: [...base.players, ...candidates], ...extra });
};
const closedIn = (horizon: number, candidates: ReturnType<typeof player>[], extra = {}) => {
  const { pool, spec } = specWith(horizon, candidates, extra);
  return closedPurchases(pool, spec).get(500) ?? Array(horizon).fill(false);
};

describe('closedFreeHitPlaces (decision 208)', () => {
  it("closes a place in a free hit's squad against dominators in that gameweek alone, and only in the gameweeks it may be played", () => {
    // Worth 9 in the first gameweek and 1 in the second; eight cheaper midfielders at eight clubs are worth 3 in the second only.
    const weak = player(500, 3, 20, 44, [9, 1]);
    const dominators = [21, 22, 23, 24, 25, 26, 27, 28].map((club, k) => player(600 + k, 3, club, 40, [0, 3]));
    const { pool, spec } = specWith(2, [weak, ...dominators]);
    expect(closedFreeHitPlaces(pool, spec, [0, 1]).get(500)).toEqual([false, true]);
    expect(closedFreeHitPlaces(pool, spec, [0]).get(500)).toBeUndefined();
    // The squad owned is never closed: an original costs the free hit his selling price.
    expect(closedFreeHitPlaces(pool, spec, [0, 1]).has(8)).toBe(false);
  });
});

describe('closedPurchases', () => {
  // A £4.4m midfielder worth 9 xPts now and 1 in the last gameweek (the owned ones cost more), and cheaper ones worth 3 then.
  const weak = player(500, 3, 20, 44, [9, 1]);
  const dominators = (clubs: number[], xpts = [0, 3]) => clubs.map((club, k) => player(600 + k, 3, club, 40, xpts));

  it('closes a purchase in the last gameweek when more players dominate it than a squad can block', () => {
    // Fourteen others block at most seven clubs (three full ones and four midfielders held): eight is too many.
    expect(closedIn(2, [weak, ...dominators([21, 22, 23, 24, 25, 26, 27, 28])])).toEqual([false, true]);
  });

  it('keeps it when a squad could hold or club-block every dominator', () => {
    // Dominators at seven clubs: three full clubs and four midfielders held block them all.
    expect(closedIn(2, [weak, ...dominators([21, 22, 23, 24, 25, 26, 27])])).toEqual([false, false]);
  });

  it('only counts cheaper-or-equal players one may buy', () => {
    const dearer = [21, 22, 23, 24, 25, 26, 27, 28, 29].map((club, k) => player(700 + k, 3, club, 45, [0, 3]));
    expect(closedIn(2, [weak, ...dearer])).toEqual([false, false]);
    const avoided = dominators([21, 22, 23, 24, 25, 26, 27, 28]);
    expect(closedIn(2, [weak, ...avoided], { avoid: [avoided[0].id] })).toEqual([false, false]);
  });

  it('closes an earlier purchase only against dominators over every gameweek left, beyond what a window can block', () => {
    // From gameweek 0 the window is two gameweeks: up to eight clubs may fill and four midfielders be held, so 12 dominators
    // at 12 clubs can all be blocked and 13 cannot. They must be at least as good in both gameweeks.
    const both = (n: number) => dominators(Array.from({ length: n }, (_, k) => 21 + k), [9, 3]);
    const steady = player(500, 3, 20, 44, [2, 1]);
    expect(closedIn(2, [steady, ...both(12)])).toEqual([false, true]);
    expect(closedIn(2, [steady, ...both(13)])).toEqual([true, true]);
    // Better only in the last gameweek: the first purchase stays open however many there are.
    expect(closedIn(2, [weak, ...dominators(Array.from({ length: 20 }, (_, k) => 21 + k))])).toEqual([false, true]);
  });

  it('counts a player predicted to rise as a dominator at his price of the gameweek, and never closes one (decision 188)', () => {
    const eight = dominators([21, 22, 23, 24, 25, 26, 27, 28]);
    // Rising to £4.4m by the last gameweek, the eight still cost no more than the £4.4m one there.
    expect(closedIn(2, [weak, ...eight.map((q) => ({ ...q, buyPrices: [40, 44] }))])).toEqual([false, true]);
    // One rising to £4.5m no longer counts: seven are blocked.
    expect(closedIn(2, [weak, ...eight.map((q, k) => (k === 0 ? { ...q, buyPrices: [40, 45] } : q))])).toEqual([false, false]);
    // Predicted to rise himself, the weak one is never closed.
    expect(closedIn(2, [{ ...weak, buyPrices: [44, 45] }, ...eight])).toEqual([false, false]);
  });

  it('never closes owned or kept players', () => {
    const { pool, spec } = specWith(2, [weak, ...dominators([21, 22, 23, 24, 25, 26, 27, 28, 29])], { keep: [500] });
    const closed = closedPurchases(pool, spec);
    expect(closed.has(500)).toBe(false);
    expect([...closed.keys()].some((id) => spec.owned.has(id))).toBe(false);
  });
});

describe('cannotAllBeBlocked', () => {
  it('shares one gameweek\'s fourteen places between full clubs and players held', () => {
    // Four full clubs leave two places: a fifth and sixth dominator elsewhere are held, a seventh is not.
    expect(cannotAllBeBlocked([1, 1, 1, 1, 1, 1], 5)).toBe(false);
    expect(cannotAllBeBlocked([1, 1, 1, 1, 1, 1, 1, 1], 5)).toBe(true);
  });

  it('lets four clubs a gameweek fill over a window, beside the first gameweek\'s quota - 1', () => {
    expect(cannotAllBeBlocked(Array(12).fill(1), 5, 2)).toBe(false);
    expect(cannotAllBeBlocked(Array(13).fill(1), 5, 2)).toBe(true);
    expect(cannotAllBeBlocked(Array(16).fill(1), 2, 3)).toBe(true);
    expect(cannotAllBeBlocked(Array(13).fill(1), 2, 3)).toBe(false);
  });
});

describe('closedPurchases keeps the optimum', () => {
  let highs: HighsRuntime;
  beforeAll(async () => {
    highs = await testHighs();
  });

  // The whole model over every player, solved by HiGHS with and without the closed purchases.
  const optimum = (pool: readonly SolverPlayer[], spec: TransferSpec) => {
    const mip = solveMip(highs, buildTransferModel(pool, spec).model, { timeLimitSeconds: 60 });
    expect(mip.status).toBe('optimal');
    return mip.objective!;
  };

  // Many clubs and many cheap, similar players: the case where earlier gameweeks' purchases close. The bench
  // fodder keeps a steady level (a blank now and then), so they dominate one another over whole windows.
  const fodder = (seed: number, horizon: number) => {
    const random = seeded(seed * 7919);
    return Array.from({ length: 48 }, (_, k) => {
      const level = Math.round(random() * 300) / 100;
      const xpts = Array.from({ length: horizon }, () => (random() < 0.1 ? 0 : level));
      return player(900 + k, k % 2 === 0 ? 2 : 3, 1 + (Math.floor(k / 2) % 20), 40 + Math.floor(random() * 6), xpts);
    });
  };
  it.each([1, 2, 5, 6])('over three gameweeks with twenty clubs (random case %i)', (seed) => {
    const request = randomPlanCase(seed, { 1: 3, 2: 6, 3: 6, 4: 4 }, 3, 20);
    const { pool, spec } = readTransfersRequest({ ...request, players: [...request.players, ...fodder(seed, 3)] });
    const closed = closedPurchases(pool, spec);
    const before = [0, 1].map((t) => [...closed.values()].filter((shut) => shut[t]).length);
    expect(before[0] + before[1]).toBeGreaterThan(0);
    expect(optimum(pool, { ...spec, closedPurchases: closed })).toBeCloseTo(optimum(pool, spec), 6);
  });
});
