import { applySuggestion, createPlan, planWorth, squadFromPlayers } from '@draftroom/domain';
import { SolverInputError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { plannerPlayer } from '../request/squad-checks';
import { enumeratedPlan } from '../testing/brute-force';
import { player, testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase } from '../testing/plan-cases';
import type { ChipOption, SolverChip, SuggestTransfersRequest, SuggestTransfersResult } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);
const everyChip = (request: SuggestTransfersRequest, horizon: number): ChipOption[] =>
  (['wildcard', 'freehit', 'bboost', '3xc'] as SolverChip[]).flatMap((chip) =>
    Array.from({ length: horizon }, (_, k) => ({ chip, gameweek: request.firstGameweek + k, choice: 'allowed' as const })));

describe('suggestTransfers with chips is optimal (issue 30)', () => {
  // One gameweek: 13,230 squads before the rules; two: every pair of 144 squads; each with every chip schedule.
  const shapes = { 1: { 1: 3, 2: 7, 3: 7, 4: 5 }, 2: { 1: 2, 2: 6, 3: 6, 4: 4 } } as const;
  // Random case 3 over one gameweek is kept-chips.spec's case 3 at GW38, where a chip kept is worth nothing.
  it.each([[1, 1, 1], [2, 1, 1], [4, 2, 1], [5, 2, 0.8], [6, 2, 1]] as const)(
    'matches enumeration with every chip allowed (random case %i, %i gameweeks, discount %f)',
    (seed, horizon, discount) => {
      const base = { ...randomPlanCase(seed, shapes[horizon], horizon), discount };
      const result = solve({ ...base, chipOptions: everyChip(base, horizon) });
      expect([result.proof.status, result.proof.objective - enumeratedPlan({ ...base, chipOptions: everyChip(base, horizon) })])
        .toEqual(['optimal', expect.closeTo(0, 6)]);
    },
  );

  it.each<[number, SolverChip, number]>([[7, 'wildcard', 1], [8, 'bboost', 1], [9, '3xc', 1], [10, 'freehit', 1], [11, 'freehit', 0], [13, 'freehit', 1]])(
    'matches enumeration with a forced chip (random case %i, %s in planned gameweek %i)',
    (seed, chip, index) => {
      const base = randomPlanCase(seed, { 1: 2, 2: 6, 3: 6, 4: 4 }, 2);
      const request = { ...base, chipOptions: [{ chip, gameweek: base.firstGameweek + index, choice: 'forced' as const }] };
      const result = solve(request);
      expect(result.gameweeks.map((g) => g.chip)).toEqual(index === 1 ? [null, chip] : [chip, null]);
      expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
    },
  );

  it.each([[14, 1], [15, 2], [16, 2]] as const)('matches enumeration with only the free hit allowed (random case %i, %i gameweeks)', (seed, horizon) => {
    const shape = horizon === 1 ? { 1: 3, 2: 7, 3: 7, 4: 5 } : { 1: 2, 2: 6, 3: 6, 4: 4 };
    const base = randomPlanCase(seed, shape, horizon);
    const chipOptions = Array.from({ length: horizon }, (_, k) => ({ chip: 'freehit' as const, gameweek: base.firstGameweek + k, choice: 'allowed' as const }));
    const result = solve({ ...base, chipOptions });
    expect([result.proof.status, result.proof.objective - enumeratedPlan({ ...base, chipOptions })]).toEqual(['optimal', expect.closeTo(0, 6)]);
  });
});

describe('the chips by the rules', () => {
  const upgrades = (horizon: number) => {
    const base = flatSquad(horizon);
    const better = [101, 102, 103, 104].map((id, k) => player(id, 3, 6 + k, 50, Array(horizon).fill(5)));
    return { ...base, players: [...base.players, ...better] };
  };

  it('a wildcard makes its transfers free and keeps the free transfers for the next gameweek', () => {
    const request = { ...upgrades(2), freeTransfers: 2, chipOptions: [{ chip: 'wildcard' as const, gameweek: 10, choice: 'allowed' as const }] };
    const result = solve(request);
    const [first, second] = result.gameweeks;
    expect(first.chip).toBe('wildcard');
    expect(first.transfers).toHaveLength(4);
    expect(first.hits).toBe(0);
    expect(second.freeTransfers).toBe(2);
  });

  it('a free hit fields its own squad for one gameweek; the squad owned, its bank and free transfers come back the next', () => {
    // Five owned outfielders blank in GW11; five others, a little dearer than their selling values allow twice over, play only then.
    const base = flatSquad(3);
    const blanking = new Set([3, 4, 8, 9, 14]);
    const owned = base.players.map((p) => (blanking.has(p.id) ? { ...p, xpts: [2, 0, 2] } : p));
    const doubles = [[201, 2], [202, 2], [203, 3], [204, 3], [205, 4]].map(([id, position], k) => player(id, position as 2 | 3 | 4, 6 + k, 52, [0, 8, 0]));
    const request = { ...base, players: [...owned, ...doubles], bank: 10, freeTransfers: 2, chipOptions: [10, 11, 12].map((gameweek) => ({ chip: 'freehit' as const, gameweek, choice: 'allowed' as const })) };
    const result = solve(request);
    const [first, second, third] = result.gameweeks;
    expect(result.gameweeks.map((g) => g.chip)).toEqual([null, 'freehit', null]);
    expect(second.transfers).toHaveLength(5);
    expect([second.hits, second.bank]).toEqual([0, 0]);
    expect(third.squad).toEqual(first.squad);
    expect([third.transfers.length, third.bank, third.freeTransfers]).toEqual([0, 10, second.freeTransfers]);
    expect(second.freeTransfers).toBe(3);
    expect(third.freeTransfers).toBe(3);
    expect(plannedThroughThePlanner(request, result)).toBeCloseTo(result.projectedPoints, 9);
  });

  it('plays the bench boost where the bench scores most and the triple captain where the captain does', () => {
    const base = flatSquad(3);
    const players = base.players.map((p) => {
      if (p.id === 13) return { ...p, xpts: [10, 10, 16] }; // the captain's big week is the third
      if (p.id === 1 || p.id === 2) return { ...p, xpts: [2, 9, 2] }; // the bench keeper's is the second
      return p;
    });
    const options: ChipOption[] = [10, 11, 12].flatMap((gameweek) => (['bboost', '3xc'] as const).map((chip) => ({ chip, gameweek, choice: 'allowed' as const })));
    const result = solve({ ...base, players, chipOptions: options });
    expect(result.gameweeks.map((g) => g.chip)).toEqual([null, 'bboost', '3xc']);
  });

  it('plays no chip already played in this half, and none the request does not allow', () => {
    const base = flatSquad(2);
    const allowed: ChipOption[] = [{ chip: '3xc', gameweek: 11, choice: 'allowed' }];
    expect(solve({ ...base, chipOptions: allowed }).gameweeks.map((g) => g.chip)).toEqual([null, '3xc']);
    expect(solve({ ...base, chipOptions: allowed, chipsPlayed: [{ chip: '3xc', gameweek: 3 }] }).gameweeks.map((g) => g.chip)).toEqual([null, null]);
    expect(solve({ ...base, chipOptions: allowed, chipsPlayed: [{ chip: '3xc', gameweek: 25 }] }).gameweeks.map((g) => g.chip)).toEqual([null, '3xc']);
    expect(solve(base).gameweeks.map((g) => g.chip)).toEqual([null, null]);
  });

  it('refuses chip options it cannot plan, in words a person can act on', () => {
    const base = flatSquad(2);
    const refused = (chipOptions: unknown, extra: Partial<SuggestTransfersRequest> = {}) => () => solve({ ...base, ...extra, chipOptions: chipOptions as ChipOption[] });
    expect(refused([{ chip: 'joker', gameweek: 10, choice: 'allowed' }])).toThrow('chipOptions.0.chip must be wildcard, freehit, bboost or 3xc');
    expect(refused([{ chip: 'bboost', gameweek: 12, choice: 'allowed' }])).toThrow(new SolverInputError('chipOptions.0.gameweek', 'chipOptions.0.gameweek must be a planned gameweek, 10 to 11 (got 12)'));
    expect(refused([{ chip: 'bboost', gameweek: 10, choice: 'forced' }, { chip: '3xc', gameweek: 10, choice: 'forced' }])).toThrow('only one chip can be played a gameweek');
    expect(refused([{ chip: 'bboost', gameweek: 10, choice: 'forced' }], { chipsPlayed: [{ chip: 'bboost', gameweek: 2 }] })).toThrow('Bench Boost is already played in this half of the season');
  });

  it('applied through the planner, a plan with chips projects what the solver reported', () => {
    // A market of 18 players (25 before, for a few times the CPU) whose plan plays the wildcard
    // beside the bench boost and the triple captain; the free hit's plan is applied above.
    const request = randomPlanCase(17, { 1: 2, 2: 6, 3: 6, 4: 4 }, 3);
    const result = solve({ ...request, chipOptions: everyChip(request, 3) });
    expect(result.gameweeks.map((g) => g.chip)).toContain('wildcard');
    expect(plannedThroughThePlanner(request, result)).toBeCloseTo(result.projectedPoints, 9);
  });
});

/** The plan applied with the planner's own rules (its chips through `playChip`), and what the planner then projects. */
function plannedThroughThePlanner(request: SuggestTransfersRequest, result: SuggestTransfersResult): number {
  const byId = new Map(request.players.map((p) => [p.id, p]));
  const lookup = (id: number) => (byId.has(id) ? plannerPlayer(byId.get(id)!) : undefined);
  const base = squadFromPlayers(request.squad.map((e) => e.id), request.bank, request.firstGameweek, lookup, (a, b) => a - b);
  const applied = applySuggestion(createPlan(base, request.firstGameweek, request.freeTransfers), result.gameweeks, lookup);
  if ('problem' in applied) throw new Error(applied.problem);
  const xptsOf = (id: number, gameweek: number) => byId.get(id)!.xpts[gameweek - request.firstGameweek];
  return planWorth(applied.plan, lookup, xptsOf).planned;
}
