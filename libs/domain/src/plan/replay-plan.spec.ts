import { exampleLookup } from './example-squad.fixture';
import { marketPrices, type ReplayPrices } from './replay-prices';
import { replayPlan, startOfFirstGameweek, type PlanToReplay } from './replay-plan';
import type { TransferRecord } from './types';

/**
 * The example market (example-squad.fixture.ts): 14 is a £4.0m defender, 40 a £5.0m one, 13 a
 * £4.0m defender, 46 a £4.2m one, 32 a £5.0m forward, 44 a £6.0m one.
 */
const SQUAD = [1, 2, 10, 11, 12, 13, 14, 20, 21, 22, 23, 24, 30, 31, 32];
const swap = (list: readonly number[], out: number, into: number) => list.map((id) => (id === out ? into : id));
const move = (gameweek: number, playerOut: number, playerIn: number, wasFreeTransfer = true): TransferRecord => ({
  gameweek, playerOut, playerIn, wasFreeTransfer,
  playerOutPrice: Math.round(exampleLookup(playerOut)!.price * 10), playerInPrice: Math.round(exampleLookup(playerIn)!.price * 10),
});

const GW5 = swap(SQUAD, 14, 40);
const GW6 = swap(swap(GW5, 13, 46), 32, 44);
/** GW5: one free transfer (bank 30 → 20); GW6: one free (→ 18) and a -4 (→ 8). */
function honest(): PlanToReplay {
  return {
    start: { source: "the team's gameweek 4 picks", players: SQUAD, bankTenths: 30, freeTransfers: 1 },
    gameweeks: { 5: { players: GW5, bankTenths: 20 }, 6: { players: GW6, bankTenths: 8 } },
    transfers: [move(5, 14, 40), move(6, 13, 46), move(6, 32, 44, false)],
  };
}
const replay = (plan: PlanToReplay, prices: ReplayPrices = marketPrices(exampleLookup)) => replayPlan(plan, prices);
const withTransfer = (plan: PlanToReplay, index: number, change: Partial<TransferRecord>): PlanToReplay =>
  ({ ...plan, transfers: plan.transfers.map((t, i) => (i === index ? { ...t, ...change } : t)) });

describe('replayPlan: the server recomputes what a plan is worth', () => {
  it('recomputes bank, free transfers and hits of an honest plan', () => {
    expect(replay(honest())).toEqual({
      gameweeks: [
        { gameweek: 5, freeTransfers: 1, transfersMade: 1, hits: 0, bankTenths: 20, chip: null },
        { gameweek: 6, freeTransfers: 1, transfersMade: 2, hits: 4, bankTenths: 8, chip: null },
      ],
      transfers: honest().transfers,
    });
  });

  it('fills in a bank the plan does not state', () => {
    const plan = honest();
    const replayed = replay({ ...plan, gameweeks: { ...plan.gameweeks, 6: { players: GW6 } } });
    expect('gameweeks' in replayed && replayed.gameweeks[1].bankTenths).toBe(8);
  });

  it.each<[string, (plan: PlanToReplay) => PlanToReplay, string]>([
    ['a raised bank', (p) => ({ ...p, gameweeks: { ...p.gameweeks, 6: { players: GW6, bankTenths: 18 } } }),
      'Gameweek 6: the bank should be £0.8m, not £1.8m'],
    ['a paid transfer marked free', (p) => withTransfer(p, 2, { wasFreeTransfer: true }),
      'Gameweek 6: transfer 2 (player 32 → player 44) should cost 4 points, not 0 (1 free transfer)'],
    ['a free transfer marked paid', (p) => withTransfer(p, 0, { wasFreeTransfer: false }),
      'Gameweek 5: transfer 1 (player 14 → player 40) should cost 0 points, not 4 (1 free transfer)'],
    ['a player sold above his price', (p) => withTransfer(p, 0, { playerOutPrice: 50 }), 'Gameweek 5: player 14 sells for at most £4.0m, not £5.0m'],
    ['a player bought below his price', (p) => withTransfer(p, 0, { playerInPrice: 45 }), 'Gameweek 5: player 40 costs £5.0m, not £4.5m'],
    ['selling a player the squad does not have', (p) => withTransfer(p, 0, { playerOut: 41 }),
      'Gameweek 5: transfer 1 (player 41 → player 40) sells a player who is not in the squad'],
    ['buying a player the squad already has', (p) => withTransfer(p, 0, { playerIn: 13, playerInPrice: 40 }),
      'Gameweek 5: transfer 1 (player 14 → player 13) buys a player who is already in the squad'],
    ['a squad that does not follow from the transfers', (p) => ({ ...p, gameweeks: { ...p.gameweeks, 6: { players: swap(GW6, 44, 43), bankTenths: 8 } } }),
      "Gameweek 6: the squad does not follow from gameweek 5 and this gameweek's transfers (missing player 44; not expected player 43)"],
    ['transfers in a gameweek the plan has no squad for', (p) => ({ ...p, transfers: [...p.transfers, move(9, 31, 44)] }),
      'Gameweek 9: the plan has transfers in this gameweek but no squad for it'],
    ['spending more than the bank', (p) => ({ ...p, start: { ...p.start, bankTenths: 15 }, gameweeks: { 5: { players: GW5 }, 6: { players: GW6 } } }),
      'Gameweek 6: the transfers spend £0.7m more than the bank holds'],
  ])('refuses %s, naming the gameweek and the figure', (_label, forge, problem) => {
    expect(replay(forge(honest()))).toEqual({ problem });
  });

  it('accepts a player sold below his price (the manager knows his selling price) and follows the bank', () => {
    const plan = withTransfer(honest(), 0, { playerOutPrice: 35 });
    expect(replay(plan)).toEqual({ problem: 'Gameweek 5: the bank should be £1.5m, not £2.0m' });
    const fixed = { ...plan, gameweeks: { 5: { players: GW5, bankTenths: 15 }, 6: { players: GW6, bankTenths: 3 } } };
    expect('gameweeks' in replay(fixed)).toBe(true);
  });

  it('rolls free transfers over gameweeks the plan does not list', () => {
    const plan: PlanToReplay = {
      start: { source: 'the start', players: SQUAD, bankTenths: 30, freeTransfers: 1 },
      gameweeks: { 5: { players: SQUAD }, 8: { players: GW6 } },
      transfers: [move(8, 14, 40), move(8, 13, 46), move(8, 32, 44, false)],
    };
    // GW5-7 unused: 1 → 2 → 3 → 4 free in GW8, so all three transfers are free
    expect(replay(plan)).toEqual({ problem: 'Gameweek 8: transfer 3 (player 32 → player 44) should cost 0 points, not 4 (4 free transfers)' });
  });

  it('asks the price seam what a player bought in the plan sells for', () => {
    // the market moves: from GW6 every player costs £0.5m more than the example says
    const base = marketPrices(exampleLookup);
    const rising: ReplayPrices = {
      buyPrice: (id, gw) => base.buyPrice(id, gw)! + (gw >= 6 ? 5 : 0),
      sellPrice: (id, gw, paid) => paid ?? rising.buyPrice(id, gw),
    };
    const plan: PlanToReplay = {
      start: { source: 'the start', players: SQUAD, bankTenths: 30, freeTransfers: 1 },
      gameweeks: { 5: { players: GW5, bankTenths: 20 }, 6: { players: swap(GW5, 40, 41), bankTenths: 20 - 50 + 50 } },
      // 40 was bought for £5.0m in GW5: in GW6 he sells for what was paid, not the £5.5m he now costs
      transfers: [move(5, 14, 40), { ...move(6, 40, 41), playerOutPrice: 55, playerInPrice: 50 }],
    };
    expect(replay(plan, rising)).toEqual({ problem: 'Gameweek 6: player 40 sells for at most £5.0m, not £5.5m' });
  });
});

describe('startOfFirstGameweek (a plan with no upstream squad)', () => {
  it('undoes the first gameweek\'s transfers to find the squad and bank it started from', () => {
    const start = startOfFirstGameweek({ gameweek: 5, players: GW5, bankTenths: 20 }, honest().transfers, 1);
    expect(start).toEqual({ source: 'the squad the plan starts from', players: SQUAD, bankTenths: 30, freeTransfers: 1 });
    expect(replay({ ...honest(), start })).toEqual(replay(honest()));
  });
});

describe('replayPlan with the real game: selling prices, chips, corrected free transfers', () => {
  it('holds a sale of the starting squad to the purchase price plus half the rise', () => {
    // 14 is £4.0m now; the team bought him at £3.7m: he sells for £3.8m, not £4.0m
    const plan = honest();
    const start = { ...plan.start, purchasePrices: { 14: 37 } };
    expect(replay({ ...plan, start })).toEqual({ problem: 'Gameweek 5: player 14 sells for at most £3.8m, not £4.0m' });
    const fair = withTransfer({ ...plan, start, gameweeks: { 5: { players: GW5, bankTenths: 18 }, 6: { players: GW6, bankTenths: 6 } } }, 0, { playerOutPrice: 38 });
    expect('problem' in replay(fair)).toBe(false);
  });

  it('a wildcard makes the gameweek free: a forged -4 under it, or a -4 missing without it, is refused', () => {
    const plan = honest();
    const wildcard = { ...plan, gameweeks: { ...plan.gameweeks, 6: { ...plan.gameweeks[6], chip: 'wildcard' as const } } };
    expect(replay(wildcard)).toEqual({ problem: expect.stringMatching(/^Gameweek 6: transfer 2 .* should cost 0 points, not 4 \(a wildcard or free hit\)$/) });
    const honestWildcard = withTransfer(wildcard, 2, { wasFreeTransfer: true });
    const result = replay(honestWildcard);
    expect('problem' in result ? result.problem : result.gameweeks[1]).toMatchObject({ hits: 0, chip: 'wildcard' });
  });

  it('refuses a chip the team already played this half-season', () => {
    const plan = honest();
    const again = { ...plan, start: { ...plan.start, chipsPlayed: [{ chip: 'bboost' as const, gameweek: 2 }] },
      gameweeks: { ...plan.gameweeks, 5: { ...plan.gameweeks[5], chip: 'bboost' as const } } };
    expect(replay(again)).toEqual({ problem: 'Gameweek 5: Bench Boost is already played in gameweek 2 (once per half-season)' });
  });

  it('after a free hit the squad and bank from before it return', () => {
    const plan: PlanToReplay = {
      start: { source: 'start', players: SQUAD, bankTenths: 30, freeTransfers: 1 },
      gameweeks: { 5: { players: GW5, bankTenths: 20, chip: 'freehit' }, 6: { players: SQUAD, bankTenths: 30 } },
      transfers: [move(5, 14, 40)],
    };
    expect('problem' in replay(plan)).toBe(false);
    const kept = { ...plan, gameweeks: { ...plan.gameweeks, 6: { players: GW5 } } };
    expect(replay(kept)).toEqual({ problem: expect.stringMatching(/^Gameweek 6: the squad does not follow/) });
  });

  it('uses the free transfers the plan starts with (a corrected count)', () => {
    const plan = honest();
    const two = { ...plan, start: { ...plan.start, freeTransfers: 2 } };
    expect(replay(two)).toEqual({ problem: expect.stringMatching(/should cost 0 points, not 4/) });
  });
});
