import { InfeasibleRequestError, SolverInputError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { bruteForceDraft } from '../testing/brute-force';
import { player, randomPlayers, seeded, testHighs } from '../testing/instances';
import type { BestDraftRequest, SolverPlayer } from '../types';
import { solveBestDraft } from './solve-best-draft';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const small = (seed: number, horizon: number) => randomPlayers(seeded(seed), { counts: { 1: 3, 2: 7, 3: 7, 4: 5 }, clubs: 7, horizon });

/** The cheapest squad's cost plus `slack` tenths: a budget that bites but leaves choices. */
const budgetFor = (players: readonly SolverPlayer[], slack: number) =>
  slack +
  ([[1, 2], [2, 5], [3, 5], [4, 3]] as const).reduce(
    (n, [position, k]) => n + players.filter((p) => p.position === position).map((p) => p.price).sort((a, b) => a - b).slice(0, k).reduce((m, v) => m + v, 0),
    0,
  );

describe('solveBestDraft is optimal', () => {
  // Every legal squad of a 22-player pool is tried (13,230 combinations before the rules).
  it.each([
    [1, 1, 60, 0.1],
    [2, 2, 100, 0.1],
    [3, 2, 1000, 0],
    [4, 1, 30, 0.3],
    [5, 2, 150, 0.1],
  ])('matches enumeration on random pool %i (horizon %i, budget cheapest + %i, bench weight %f)', (seed, horizon, slack, benchWeight) => {
    const players = small(seed, horizon);
    const budget = budgetFor(players, slack);
    const best = bruteForceDraft(players, horizon, budget, benchWeight);
    const result = solveBestDraft({ players, firstGameweek: 10, horizon, budget, benchWeight }, highs);
    expect(result.proof.status).toBe('optimal');
    expect(result.proof.objective).toBeCloseTo(best, 6);
    expect(result.proof.gap).toBeLessThan(1e-7);
    expect(result.cost).toBeLessThanOrEqual(budget);
  });

  it('keeps the locked players, leaves out the excluded ones, and is optimal given both', () => {
    const players = small(11, 2);
    const locked = [players.find((p) => p.position === 3)!.id, players.find((p) => p.position === 4)!.id];
    const excluded = [players.find((p) => p.position === 2)!.id, players.filter((p) => p.position === 3)[1].id];
    const pool = players.filter((p) => !excluded.includes(p.id));
    const budget = budgetFor(players, 250);
    const best = bruteForceDraft(pool, 2, budget, 0.1, new Set(locked));
    const result = solveBestDraft({ players, firstGameweek: 1, horizon: 2, budget, locked, excluded }, highs);
    expect(result.squad).toEqual(expect.arrayContaining(locked));
    expect(result.squad.some((id) => excluded.includes(id))).toBe(false);
    expect(result.proof.objective).toBeCloseTo(best, 6);
  });

  it('answers the eleven, bench and armbands of each gameweek of the horizon', () => {
    const players = small(12, 3);
    const result = solveBestDraft({ players, firstGameweek: 36, horizon: 3 }, highs);
    expect(result.gameweeks.map((g) => g.gameweek)).toEqual([36, 37, 38]);
    for (const g of result.gameweeks) {
      expect(g.starters).toHaveLength(11);
      expect(g.bench).toHaveLength(4);
      expect(g.starters).toContain(g.captain);
      expect(g.starters).toContain(g.viceCaptain);
      expect(g.viceCaptain).not.toBe(g.captain);
    }
    expect(result.projectedPoints).toBeCloseTo(result.gameweeks.reduce((n, g) => n + g.xpts, 0), 9);
  });
});

describe('solveBestDraft refuses what no squad can satisfy, naming the rule', () => {
  const players = small(21, 1);
  const request = (extra: Partial<BestDraftRequest>): BestDraftRequest => ({ players, firstGameweek: 5, horizon: 1, ...extra });
  const refusal = (extra: Partial<BestDraftRequest>, source: SolverPlayer[] = players) => {
    try {
      solveBestDraft({ ...request(extra), players: source }, highs);
    } catch (error) {
      return error;
    }
    throw new Error('expected a refusal');
  };

  it('locked players over the budget', () => {
    const expensive = [...players].sort((a, b) => b.price - a.price).slice(0, 4);
    const error = refusal({ locked: expensive.map((p) => p.id), budget: 200 });
    expect(error).toBeInstanceOf(InfeasibleRequestError);
    expect((error as InfeasibleRequestError).rule).toBe('budget');
    expect((error as Error).message).toContain('Exceeds budget limit');
  });

  it('four locked players from one club', () => {
    const club = [1, 2, 3, 4, 5].map((id) => player(100 + id, 3, 9, 50, [3]));
    const error = refusal({ locked: club.slice(0, 4).map((p) => p.id) }, [...players, ...club]);
    expect((error as InfeasibleRequestError).rule).toBe('club-limit');
    expect((error as Error).message).toContain('Maximum players from Club 9 selected');
  });

  it('a position that cannot be filled', () => {
    const keepers = players.filter((p) => p.position === 1);
    const error = refusal({ excluded: keepers.slice(1).map((p) => p.id) });
    expect((error as InfeasibleRequestError).rule).toBe('position');
    expect((error as Error).message).toBe('Not enough goalkeepers to fill the squad: 2 more needed, 1 available (excluded players are left out)');
  });

  it('a club limit that no choice can meet (only the solver can tell)', () => {
    // 16 players from 4 clubs fill the quotas, but 4 clubs give at most 12 players.
    const crowded = [1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4].map((position, i) => player(200 + i, position as 1 | 2 | 3 | 4, 1 + (i % 4), 45, [2]));
    const error = refusal({}, crowded);
    expect((error as InfeasibleRequestError).rule).toBe('club-limit');
  });

  it('malformed requests get the field and what is wrong', () => {
    expect(() => solveBestDraft(request({ horizon: 9 }), highs)).toThrow(new SolverInputError('horizon', 'horizon must be a whole number from 1 to 8 (got 9)'));
    expect(() => solveBestDraft(request({ locked: [99999] }), highs)).toThrow('locked lists 99999, which is not a known player');
    const priced = players.map((p, i) => (i === 0 ? { ...p, price: 5.5 } : p));
    expect(() => solveBestDraft({ ...request({}), players: priced }, highs)).toThrow('players.0.price must be a whole number of tenths of £m');
    expect(() => solveBestDraft(request({ benchWeight: 2 }), highs)).toThrow('benchWeight must be a number from 0 to 1');
  });
});
