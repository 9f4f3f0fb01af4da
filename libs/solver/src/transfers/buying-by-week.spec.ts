import { applySuggestion, createPlan, marketPrices, planTransfers, replayPlan, squadFromPlayers } from '@draftroom/domain';
import { solveRelaxation, type HighsRuntime } from '../highs/run-highs';
import { plannerPlayer } from '../request/squad-checks';
import { enumeratedPlan } from '../testing/brute-force';
import { player, testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase, withPriceMoves } from '../testing/plan-cases';
import type { SolverChip, SuggestTransfersRequest } from '../types';
import { suggestTransfers } from './suggest-transfers';
import { buildTransferModel } from './transfer-model';
import { priceTransferPlayer } from './transfer-problem';
import { readTransfersRequest } from './transfers-request';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);

describe('suggestTransfers buying at predicted prices is optimal (decision 188)', () => {
  /**
   * Two gameweeks (the first is always at today's prices): every pair of 144 squads, the bank
   * replayed with each gameweek's buying and selling prices. Cases where the moves change the
   * best plan (a random case's money seldom binds; a bank given here makes it).
   */
  const request = (seed: number, bank: number | null, discount: number, chips: SolverChip[]) => {
    const base = randomPlanCase(seed, { 1: 2, 2: 6, 3: 6, 4: 4 }, 2);
    const chipOptions = chips.flatMap((chip) => [0, 1].map((k) => ({ chip, gameweek: base.firstGameweek + k, choice: 'allowed' as const })));
    return { ...base, bank: bank ?? base.bank, discount, chipOptions };
  };

  it.each<[number, number | null, number, SolverChip[]]>([
    [51, null, 1, []],
    [56, null, 0.8, []],
    [59, 2, 0.9, []],
    [53, 2, 1, []],
    [56, null, 1, ['freehit']],
    [59, 2, 1, ['freehit']],
    [56, null, 1, ['wildcard', 'freehit', 'bboost', '3xc']],
  ])('matches enumeration with predicted rises and falls (random case %i, bank %p, discount %f, chips %j)', (seed, bank, discount, chips) => {
    const still = request(seed, bank, discount, chips);
    const moving = withPriceMoves(still, seed);
    const result = solve(moving);
    expect([result.proof.status, result.proof.objective - enumeratedPlan(moving)]).toEqual(['optimal', expect.closeTo(0, 6)]);
    // The moves matter here: at constant prices a better plan exists.
    expect(enumeratedPlan(still) - enumeratedPlan(moving)).toBeGreaterThan(0.05);
  });
});

describe('buying before a predicted rise', () => {
  /**
   * Two gameweeks, no money in the bank, every owned player selling for £5.0m, the bench at half
   * weight. A £5.0m midfielder scores nothing in the first gameweek and 4 in the second: bought in
   * the first he sits on the bench in place of a 2-point midfielder (-1), bought in the second he
   * starts in place of one (+2). At constant prices the transfer waits for the second gameweek.
   */
  const lateUpgrade = (buyPrices?: number[]): SuggestTransfersRequest => {
    const base = flatSquad(2);
    return { ...base, benchWeight: 0.5, players: [...base.players, { ...player(101, 3, 6, 50, [0, 4]), buyPrices }] };
  };

  it('waits for the gameweek the newcomer scores in while his price stands still', () => {
    const plan = solve(lateUpgrade());
    expect(plan.gameweeks.map((g) => g.transfers.map((t) => t.in))).toEqual([[], [101]]);
    expect(plan.proof.objective).toBeCloseTo(enumeratedPlan(lateUpgrade()), 6);
  });

  it('buys him a gameweek early at today\'s £5.0m when he is predicted to rise to £5.1m, which the bank could not pay', () => {
    const request = lateUpgrade([50, 51]);
    const plan = solve(request);
    expect(plan.gameweeks[0].transfers).toEqual([{ out: expect.any(Number), in: 101, sellingPrice: 50, price: 50 }]);
    expect(plan.gameweeks[0].bank).toBe(0);
    expect(plan.proof.status).toBe('optimal');
    // Enumeration agrees, and the rise costs the plan the point the early purchase gives up.
    expect(plan.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
    expect(enumeratedPlan(lateUpgrade()) - enumeratedPlan(request)).toBeCloseTo(1, 6);
  });

  it('pays the predicted price when the purchase waits, and a copy bought in the plan sells for what it cost', () => {
    // 101 scores 5 in the second gameweek only, at £5.1m then; 102 (£5.1m) scores 5 in the third only.
    // With £0.1m in the bank, 102 is affordable in the third only by selling 101 for the £5.1m paid.
    const base = flatSquad(3);
    const request: SuggestTransfersRequest = {
      ...base,
      bank: 1,
      benchWeight: 0.1,
      players: [...base.players, { ...player(101, 3, 6, 50, [0, 5, 0]), buyPrices: [50, 51, 53] }, player(102, 3, 7, 51, [0, 0, 5])],
    };
    const plan = solve(request);
    expect(plan.gameweeks.map((g) => g.transfers)).toEqual([
      [],
      [{ out: expect.any(Number), in: 101, sellingPrice: 50, price: 51 }],
      // The game would give £5.2m for him (half the rise); the plan counts what it paid, as the planner nets.
      [{ out: 101, in: 102, sellingPrice: 51, price: 51 }],
    ]);
    expect(plan.gameweeks.map((g) => g.bank)).toEqual([1, 0, 0]);
    expect(plan.proof.status).toBe('optimal');
    // Applied, the planner buys 101 at today's £5.0m and sells him for that: the plan saves, with the bank back at 0.
    const byId = new Map(request.players.map((p) => [p.id, p]));
    const lookup = (id: number) => (byId.has(id) ? plannerPlayer(byId.get(id)!) : undefined);
    const owned = squadFromPlayers(request.squad.map((e) => e.id), request.bank, request.firstGameweek, lookup, (x, y) => x - y);
    const applied = applySuggestion(createPlan(owned, request.firstGameweek, request.freeTransfers), plan.gameweeks, lookup);
    if ('problem' in applied) throw new Error(applied.problem);
    const gameweeks = Object.fromEntries(plan.gameweeks.map((g) => [g.gameweek, { players: g.squad }]));
    const start = { source: 'the squad owned', players: request.squad.map((e) => e.id), bankTenths: request.bank, freeTransfers: request.freeTransfers };
    const saved = replayPlan({ start, gameweeks, transfers: planTransfers(applied.plan) }, marketPrices(lookup));
    if ('problem' in saved) throw new Error(saved.problem);
    expect(saved.gameweeks.map((g) => g.bankTenths)).toEqual([1, 1, 0]);
  });

  it('a free hit keeps a copy bought in the plan at what it cost, not at his risen price', () => {
    // 101 is bought at £5.0m in the first gameweek and rises to £5.2m; in the second, a free hit
    // brings in two forwards who score 12 then. The squad's £75.0m pays for him only at £5.0m.
    const base = flatSquad(2);
    const forwards = [201, 202].map((id, k) => player(id, 4, 7 + k, 50, [0, 12]));
    const request: SuggestTransfersRequest = {
      ...base,
      players: [...base.players, { ...player(101, 3, 6, 50, [5, 5]), buyPrices: [50, 52] }, ...forwards],
      chipOptions: [{ chip: 'freehit', gameweek: 11, choice: 'allowed' }],
    };
    const plan = solve(request);
    expect(plan.gameweeks.map((g) => g.chip)).toEqual([null, 'freehit']);
    expect(plan.gameweeks[1].squad).toEqual(expect.arrayContaining([101, 201, 202]));
    expect(plan.gameweeks[1].bank).toBe(0);
    expect(plan.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });

  it('refuses buying prices that do not cover the plan, start away from his price or fall', () => {
    const refused = (buyPrices: number[]) => () => solve(lateUpgrade(buyPrices));
    expect(refused([50])).toThrow('players.15.buyPrices must give a price for each of the 2 planned gameweeks');
    expect(refused([51, 51])).toThrow("players.15.buyPrices starts at 51 but price is 50: the first planned gameweek's must be today's");
    const base = flatSquad(3);
    const falling = { ...base, players: [...base.players, { ...player(101, 3, 6, 50, [1, 1, 1]), buyPrices: [50, 52, 51] }] };
    expect(() => solve(falling)).toThrow('players.15.buyPrices falls from 52 to 51: buying prices may only rise during the plan');
  });
});

describe('pricing a player whose price rises, for the proof (decision 188)', () => {
  /**
   * Weak duality, the column generation's bound: the relaxation with him is worth at most the one
   * without him plus what the pricing says he could add at its duals. Money binds (no bank, a
   * £5.1m candidate the fifteen's £5.0m sales cannot pay for), so his budget rows have a price,
   * and bought in the first gameweek at £5.0m he is held through his rise to £5.3m: charged his
   * price of each gameweek held instead of the one paid, he would look worth less than he is.
   */
  it('adds no more to the relaxation than his price at its duals says', () => {
    const base = flatSquad(3);
    const rising = { ...player(101, 3, 6, 50, [3, 6, 6]), buyPrices: [50, 53, 53] };
    const request: SuggestTransfersRequest = { ...base, benchWeight: 0.5, players: [...base.players, player(102, 3, 7, 51, [6, 6, 6]), rising] };
    const input = readTransfersRequest(request);
    const without = input.pool.filter((p) => p.id !== 101);
    const model = buildTransferModel(without, input.spec, undefined, false);
    const lp = solveRelaxation(highs, model.model, 60);
    const added = priceTransferPlayer(model, lp.rowDuals, input.byId.get(101)!, input.spec).best;
    const withHim = solveRelaxation(highs, buildTransferModel(input.pool, input.spec, undefined, false).model, 60);
    expect(withHim.objective).toBeGreaterThan(lp.objective + 1);
    expect(withHim.objective).toBeLessThanOrEqual(lp.objective + added + 1e-6);
  });
});
