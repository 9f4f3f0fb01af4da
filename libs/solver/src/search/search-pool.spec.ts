import { readDraftRequest } from '../draft/draft-request';
import { draftProblem } from '../draft/draft-problem';
import { solveMip, solveRelaxation, type HighsRuntime } from '../highs/run-highs';
import type { LinearModel } from '../model/model-builder';
import { randomPlayers, seeded, testHighs } from '../testing/instances';
import { randomPlanCase, withClubMove, withPriceMoves } from '../testing/plan-cases';
import { buildTransferModel } from '../transfers/transfer-model';
import { transferProblem } from '../transfers/transfer-problem';
import { readTransfersRequest, type TransfersInput } from '../transfers/transfers-request';
import { boundByColumnGeneration } from './column-generation';
import type { BuiltModel, PoolProblem } from './pool-problem';
import { searchPool } from './search-pool';
import { SolveClock } from './solve-clock';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

/** The model with one column's lower bound raised to 1. */
const forcing = (model: LinearModel, column: number): LinearModel => {
  const columnLower = Float64Array.from(model.columnLower);
  columnLower[column] = 1;
  return { ...model, columnLower };
};

/**
 * The reductions are only as safe as the bounds behind them. Against HiGHS on the FULL pool:
 * the column-generation bound is at least the full LP, and forcing any player into the squad in
 * any period gives an LP no better than his potential (so no plan the search leaves out can beat
 * the one it returns).
 */
function checkBounds<M extends BuiltModel>(problem: PoolProblem<M>, squadColumn: (model: M, player: number, period: number) => number, periods: number) {
  const relaxed = boundByColumnGeneration(highs, problem, new SolveClock(60));
  if (!relaxed || relaxed === 'infeasible') throw new Error('no relaxation');
  const full = problem.build(problem.players);
  const lp = solveRelaxation(highs, full.model, 60);
  expect(relaxed.ub).toBeGreaterThanOrEqual(lp.objective - 1e-6);
  expect(relaxed.ub).toBeCloseTo(lp.objective, 5);
  const random = seeded(7);
  let checked = 0;
  while (checked < 8) {
    const i = Math.floor(random() * problem.players.length);
    const potential = relaxed.potential.get(problem.players[i].id);
    if (!potential) continue;
    const k = Math.floor(random() * periods);
    const column = squadColumn(full, i, k);
    if (column < 0) continue; // a place closed by dominance has no column (its potential is -Infinity)
    const forced = solveRelaxation(highs, forcing(full.model, column), 60);
    if (forced.status === 'optimal') expect(forced.objective).toBeLessThanOrEqual(potential[k] + 1e-6);
    checked += 1;
  }
}

/** The pool search proves the optimum HiGHS finds with every player in one MIP. */
function expectTheFullOptimum(input: TransfersInput) {
  const problem = transferProblem(input.pool, input.spec);
  const full = solveMip(highs, buildTransferModel(problem.players, input.spec).model, { timeLimitSeconds: 60 });
  const found = searchPool(highs, problem, 60);
  if (typeof found === 'string') throw new Error(found);
  expect(found.optimal).toBe(true);
  expect(found.objective).toBeCloseTo(full.objective!, 6);
}

describe('the pool search over a draft', () => {
  const players = randomPlayers(seeded(31), { counts: { 1: 8, 2: 28, 3: 28, 4: 18 }, clubs: 20, horizon: 3 });
  const input = readDraftRequest({ players, firstGameweek: 1, horizon: 3, budget: 900 });
  const problem = draftProblem(input.pool, input.spec);

  it('bounds every player it could leave out', () => {
    checkBounds(problem, (model, i) => model.squad[i], 1);
  });

  it('finds the optimum of the MIP over every player', () => {
    const full = solveMip(highs, problem.build(players, undefined, true).model, { timeLimitSeconds: 60 });
    const found = searchPool(highs, problem, 60);
    if (typeof found === 'string') throw new Error(found);
    expect(found.optimal).toBe(true);
    expect(found.objective).toBeCloseTo(full.objective!, 6);
    expect(found.size.players).toBeLessThan(players.length);
  });
});

describe('the pool search over a transfer plan', () => {
  const request = randomPlanCase(41, { 1: 6, 2: 20, 3: 20, 4: 12 }, 3);
  const input = readTransfersRequest(request);
  const problem = transferProblem(input.pool, input.spec);
  const everyPlayer = () => buildTransferModel(problem.players, input.spec).model;
  // The MIP over every player, solved once for the two tests below (a few seconds of CPU each time).
  let fullMip: ReturnType<typeof solveMip> | undefined;
  const full = () => (fullMip ??= solveMip(highs, everyPlayer(), { timeLimitSeconds: 60 }));

  it('bounds every player and gameweek it could leave out', () => {
    checkBounds(problem, (model, i, t) => model.squad[t][i], 3);
  });

  it('finds the optimum of the MIP over every player (and every last-gameweek purchase)', () => {
    const found = searchPool(highs, problem, 60);
    if (typeof found === 'string') throw new Error(found);
    expect(found.optimal).toBe(true);
    expect(found.objective).toBeCloseTo(full().objective!, 6);
  });

  it('proves the same optimum when HiGHS may restart, as large final proofs do (decision 209)', () => {
    const plain = full();
    const restarted = solveMip(highs, everyPlayer(), { timeLimitSeconds: 60, restart: true });
    expect(restarted.status).toBe('optimal');
    expect(restarted.objective).toBeCloseTo(plain.objective!, 6);
    expect(restarted.bound).toBeCloseTo(plain.objective!, 6);
    expect(restarted.nodes).toBeGreaterThanOrEqual(0);
  });
});

describe('the pool search over a transfer plan with every chip, the free hit too (decision 208), each worth something kept (decision 186)', () => {
  const base = randomPlanCase(43, { 1: 6, 2: 20, 3: 20, 4: 12 }, 3);
  const chipOptions = (['wildcard', 'freehit', 'bboost', '3xc'] as const).flatMap((chip) =>
    [0, 1, 2].map((k) => ({ chip, gameweek: base.firstGameweek + k, choice: 'allowed' as const })));
  const input = readTransfersRequest({ ...base, chipOptions, keptChipWorth: { worth: { wildcard: 4, freehit: 6, bboost: 5, '3xc': 3 } } });
  const problem = transferProblem(input.pool, input.spec);

  it('bounds every player, gameweek and free-hit squad it could leave out', () => {
    // Periods 0-2 are the owned squads, 3-5 the free hit's squads of gameweeks 0-2.
    checkBounds(problem, (model, i, k) => (k < 3 ? model.squad[k][i] : model.freeHits[k - 3]!.squad[i]), 6);
  });

  it('finds the optimum of the MIP over every player (the free hit and the wildcard, two gameweeks)', () => {
    // Every chip over three gameweeks takes HiGHS over a minute here: a smaller case for the optimum.
    const small = randomPlanCase(44, { 1: 5, 2: 16, 3: 16, 4: 10 }, 2);
    const options = (['wildcard', 'freehit'] as const).flatMap((chip) => [0, 1].map((k) => ({ chip, gameweek: small.firstGameweek + k, choice: 'allowed' as const })));
    expectTheFullOptimum(readTransfersRequest({ ...small, chipOptions: options }));
  });
});

describe('the pool search over a transfer plan with predicted rises (decision 188)', () => {
  // About half the players cost more from some gameweek on: each copy of them costs his price of its gameweek.
  const request = withPriceMoves({ ...randomPlanCase(45, { 1: 6, 2: 20, 3: 20, 4: 12 }, 3), bank: 0 }, 45);
  const input = readTransfersRequest(request);
  const problem = transferProblem(input.pool, input.spec);

  it('bounds every player and gameweek it could leave out, the buying gameweek carried by the pricing', () => {
    expect(input.spec.buyingByWeek?.size).toBeGreaterThan(20);
    checkBounds(problem, (model, i, t) => model.squad[t][i], 3);
  });

  it('finds the optimum of the MIP over every player', () => {
    // The MIP over every player of the case above is slow for a unit test: a smaller case for the optimum.
    expectTheFullOptimum(readTransfersRequest(withPriceMoves(randomPlanCase(46, { 1: 4, 2: 12, 3: 12, 4: 8 }, 3), 46)));
  });
});

describe('the pool search over a squad owned with four of a club after a move (decision 228)', () => {
  const moved = withClubMove(randomPlanCase(48, { 1: 6, 2: 20, 3: 20, 4: 12 }, 3));
  // The four of club 1 are worth keeping, so their club row binds against buying anyone.
  const clubOne = new Set(moved.squad.map((e) => e.id).filter((id) => moved.players.find((p) => p.id === id)!.club === 1));
  const base = { ...moved, players: moved.players.map((p) => (clubOne.has(p.id) ? { ...p, xpts: p.xpts.map((x) => 3 * x + 4) } : p)) };
  const chipOptions = [0, 1, 2].map((k) => ({ chip: 'freehit' as const, gameweek: base.firstGameweek + k, choice: 'allowed' as const }));
  const plain = readTransfersRequest(base);
  const withFreeHit = readTransfersRequest({ ...base, chipOptions });

  it('bounds every player, gameweek and free-hit squad it could leave out', () => {
    const problem = transferProblem(withFreeHit.pool, withFreeHit.spec);
    checkBounds(problem, (model, i, k) => (k < 3 ? model.squad[k][i] : model.freeHits[k - 3]!.squad[i]), 6);
  });

  // Weak duality, player by player: every purchase sits in the "buys someone" row (its dual is
  // priced), and a player left out has no free-hit purchase row of his own (dual 0).
  it.each([['without chips', plain], ['with the free hit', withFreeHit]])(
    'prices each player left out at no less than what he adds to the LP, with the "buys someone" row binding (%s)',
    (_label, input) => {
      const problem = transferProblem(input.pool, input.spec);
      const full = solveRelaxation(highs, problem.build(problem.players).model, 60).objective;
      let mostDual = 0;
      for (const left of problem.players.filter((p) => !input.spec.owned.has(p.id))) {
        const without = problem.build(problem.players.filter((p) => p !== left));
        const lp = solveRelaxation(highs, without.model, 60);
        mostDual = Math.max(mostDual, ...without.anyPurchase.map((any) => Math.abs(lp.rowDuals[any!.row])));
        expect(lp.objective + problem.price(without, lp.rowDuals, left).best).toBeGreaterThanOrEqual(full - 1e-6);
      }
      // Not a vacuous check: the rule's row has a price in these LPs.
      expect(mostDual).toBeGreaterThan(1e-6);
    },
  );

  // A player in the model has his own free-hit purchase row (f_i - s_i <= buys): priced on both sides.
  it('bounds every player not owned forced into each free-hit squad, with the free hit\'s purchase rows binding', () => {
    const problem = transferProblem(withFreeHit.pool, withFreeHit.spec);
    const relaxed = boundByColumnGeneration(highs, problem, new SolveClock(60));
    if (!relaxed || relaxed === 'infeasible') throw new Error('no relaxation');
    const full = problem.build(problem.players);
    const lp = solveRelaxation(highs, full.model, 60);
    const rows = full.freeHits.flatMap((f) => [...f!.anyPurchase!.byPlayer.values()]);
    expect(Math.max(...rows.map((row) => Math.abs(lp.rowDuals[row])))).toBeGreaterThan(1e-6);
    problem.players.forEach((p, i) => {
      if (withFreeHit.spec.owned.has(p.id)) return;
      for (const k of [3, 4, 5]) {
        const column = full.freeHits[k - 3]!.squad[i];
        const forced = column < 0 ? undefined : solveRelaxation(highs, forcing(full.model, column), 60);
        if (forced?.status === 'optimal') expect(forced.objective).toBeLessThanOrEqual(relaxed.potential.get(p.id)![k] + 1e-6);
      }
    });
  });

  it('finds the optimum of the MIP over every player', () => {
    expectTheFullOptimum(readTransfersRequest(withClubMove(randomPlanCase(48, { 1: 3, 2: 10, 3: 10, 4: 6 }, 2))));
  });
});

describe('the pool search when HiGHS aborts in the final model (decision 208)', () => {
  it('answers the incumbent with the bound proven before it, not the abort', () => {
    const request = randomPlanCase(41, { 1: 6, 2: 20, 3: 20, 4: 12 }, 2);
    const input = readTransfersRequest(request);
    const problem = transferProblem(input.pool, input.spec);
    // The final model is the one built with closed periods; WebAssembly's RuntimeError is matched by name.
    const aborting = { ...problem, build: (pool: Parameters<typeof problem.build>[0], closed?: Parameters<typeof problem.build>[1], strict?: boolean) => {
      if (closed) throw Object.assign(new Error('Aborted(). Build with -sASSERTIONS for more info.'), { name: 'RuntimeError' });
      return problem.build(pool, closed, strict);
    } };
    const found = searchPool(highs, aborting, 60);
    if (typeof found === 'string') throw new Error(found);
    expect(found.optimal).toBe(false);
    expect(found.bound).toBeGreaterThanOrEqual(found.objective);
    expect(found.plan).toHaveLength(2);
  });
});
