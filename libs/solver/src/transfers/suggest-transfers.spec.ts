import { InfeasibleRequestError, SolverInputError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { enumeratedPlan } from '../testing/brute-force';
import { player, testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase } from '../testing/plan-cases';
import type { SuggestTransfersRequest } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);
const transfersPerGameweek = (request: SuggestTransfersRequest) => solve(request).gameweeks.map((g) => g.transfers.length);

describe('suggestTransfers is optimal', () => {
  // One gameweek: every squad reachable from the owned one with 7 candidates (13,230 before the rules).
  it.each([1, 2, 3])('matches enumeration over one gameweek (random case %i)', (seed) => {
    const request = randomPlanCase(seed, { 1: 3, 2: 7, 3: 7, 4: 5 }, 1);
    const result = solve(request);
    expect(result.proof.status).toBe('optimal');
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });

  // Two gameweeks: every pair of squads (144 x 144), free transfers rolled by the domain's rule.
  it.each([
    [4, 1],
    [5, 0.8],
    [6, 1],
    [7, 0.9],
  ])('matches enumeration over two gameweeks (random case %i, discount %f)', (seed, discount) => {
    const request = { ...randomPlanCase(seed, { 1: 2, 2: 6, 3: 6, 4: 4 }, 2), discount };
    const result = solve(request);
    expect(result.proof.status).toBe('optimal');
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });
});

describe('suggestTransfers and the free-transfer rules', () => {
  const upgrades = (gain: number, horizon: number, xpts = Array(horizon).fill(2 + gain)) => {
    const base = flatSquad(horizon);
    return { ...base, players: [...base.players, player(101, 2, 6, 50, xpts), player(102, 3, 7, 50, xpts)] };
  };

  it('takes a -4 hit only when the transfer gains more than 4', () => {
    const cheap = solve(upgrades(3, 1));
    expect(cheap.gameweeks[0].transfers).toHaveLength(1);
    expect(cheap.gameweeks[0].hits).toBe(0);
    const paying = solve(upgrades(5, 1));
    expect(paying.gameweeks[0].transfers).toHaveLength(2);
    expect(paying.gameweeks[0].hits).toBe(4);
    expect(paying.projectedPoints - paying.rollPoints).toBeCloseTo(5 + 5 - 4, 9);
  });

  it('rolls a free transfer to make two free ones the gameweek they pay', () => {
    // With some weight on the bench, buying early (onto the bench, at 0 points) costs a little.
    const result = solve({ ...upgrades(0, 2, [0, 5]), benchWeight: 0.1 });
    expect(result.gameweeks.map((g) => g.transfers.length)).toEqual([0, 2]);
    expect(result.gameweeks.map((g) => g.freeTransfers)).toEqual([1, 2]);
    expect(result.gameweeks.map((g) => g.hits)).toEqual([0, 0]);
    expect(result.gameweeks[1].gainVsRoll).toBeCloseTo(2 * 3, 9);
  });

  it('banks unused free transfers up to five', () => {
    const result = solve({ ...flatSquad(3), freeTransfers: 4 });
    expect(result.gameweeks.map((g) => g.freeTransfers)).toEqual([4, 5, 5]);
    expect(result.gameweeks.every((g) => g.transfers.length === 0)).toBe(true);
    expect(result.projectedPoints).toBeCloseTo(result.rollPoints, 9);
  });

  it('keeps to max hits and max transfers per gameweek', () => {
    expect(transfersPerGameweek({ ...upgrades(5, 1), maxHits: 0 })).toEqual([1]);
    expect(transfersPerGameweek({ ...upgrades(5, 1), freeTransfers: 2, maxTransfersPerGameweek: 1 })).toEqual([1]);
  });

  it('sells an avoided player at once and holds a kept one throughout', () => {
    const request = { ...upgrades(1, 2), freeTransfers: 2, avoid: [3], keep: [102] };
    const result = solve(request);
    expect(result.gameweeks[0].transfers.map((t) => t.out)).toContain(3);
    for (const g of result.gameweeks) {
      expect(g.squad).not.toContain(3);
      expect(g.squad).toContain(102);
    }
  });

  it('sells an original at its selling price and credits the bank exactly', () => {
    const base = upgrades(5, 1);
    const request = { ...base, squad: base.squad.map((e) => ({ ...e, sellingPrice: e.id === 3 ? 47 : e.sellingPrice })), maxHits: 0 };
    const [gw] = solve(request).gameweeks;
    const sale = gw.transfers[0];
    expect(sale.sellingPrice).toBe(sale.out === 3 ? 47 : 50);
    expect(gw.bank).toBe(sale.sellingPrice - sale.price);
  });
});

describe('suggestTransfers refuses what no plan can satisfy, naming the rule', () => {
  const error = (request: SuggestTransfersRequest) => {
    try {
      solve(request);
    } catch (e) {
      return e as InfeasibleRequestError;
    }
    throw new Error('expected a refusal');
  };

  it('more players to sell at once than transfers allowed', () => {
    const e = error({ ...flatSquad(1), avoid: [3, 4, 5], maxTransfersPerGameweek: 2, players: [...flatSquad(1).players, ...[201, 202, 203].map((id) => player(id, 2, 6 + id - 201, 50, [1]))] });
    expect(e.rule).toBe('max-transfers');
    expect(e.message).toContain('at most 2 transfers a gameweek');
  });

  it('four kept players from one club', () => {
    const base = flatSquad(1);
    const e = error({ ...base, keep: [1, 6, 11, 16], players: [...base.players, player(16, 4, 1, 50, [1])] });
    expect(e.rule).toBe('club-limit');
    expect(e.message).toContain('Maximum players from Club 1 selected');
  });

  it('a kept player nobody can afford', () => {
    const base = flatSquad(1);
    const e = error({ ...base, keep: [301], players: [...base.players, player(301, 3, 8, 120, [9])] });
    expect(e.rule).toBe('budget');
    expect(e.message).toContain('Exceeds budget limit');
  });

  it('malformed requests get the field and what is wrong', () => {
    const base = flatSquad(1);
    expect(() => solve({ ...base, squad: base.squad.slice(1) })).toThrow(new SolverInputError('squad', 'squad must list the 15 players owned (got 14)'));
    expect(() => solve({ ...base, freeTransfers: 6 })).toThrow('freeTransfers must be a whole number from 1 to 5 (got 6)');
    expect(() => solve({ ...base, squad: base.squad.map((e, i) => (i ? e : { ...e, sellingPrice: 0 })) })).toThrow('squad.0.sellingPrice');
    expect(() => solve({ ...base, discount: 0 })).toThrow('discount must be a number above 0');
    expect(() => solve({ ...base, keep: [1], avoid: [1] })).toThrow('P1 is in both keep and avoid');
  });
});

describe('suggestTransfers at its time limit', () => {
  it('returns the best plan found, re-checked, with the gap it could prove', () => {
    const request = { ...randomPlanCase(51, { 1: 30, 2: 100, 3: 100, 4: 60 }, 8), timeLimitSeconds: 0.5 };
    const result = solve(request);
    // The status says the limit stopped the search; how long that took on this machine is the
    // solver bench's business (a wall-clock bound here failed CI on a loaded machine).
    expect(result.proof.status).toBe('time-limit');
    expect(result.proof.gap).toBeGreaterThan(0);
    expect(result.proof.bound).toBeGreaterThan(result.proof.objective);
    // Never worse than keeping the squad, the plan the search starts from.
    expect(result.projectedPoints).toBeGreaterThanOrEqual(result.rollPoints - 1e-9);
  });
});
