import { applySuggestion, createPlan, squadFromPlayers, type PositionId } from '@draftroom/domain';
import type { HighsRuntime } from '../highs/run-highs';
import { plannerPlayer } from '../request/squad-checks';
import { enumeratedPlan } from '../testing/brute-force';
import { player, testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase, withClubMove } from '../testing/plan-cases';
import type { SolverChip, SolverPlayer, SuggestTransfersRequest, SuggestTransfersResult } from '../types';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);
const clubOneIn = (request: SuggestTransfersRequest, squad: readonly number[]) =>
  squad.filter((id) => request.players.find((p) => p.id === id)!.club === 1).length;

/** A random case whose squad owned holds four of club 1 (`withClubMove`). */
const movedCase = (seed: number, counts: Record<PositionId, number>, horizon: number) => withClubMove(randomPlanCase(seed, counts, horizon));

describe('an owned squad with four of a club after a move (decision 228) is solved optimally', () => {
  const shapes = { 1: { 1: 3, 2: 7, 3: 7, 4: 5 }, 2: { 1: 2, 2: 6, 3: 6, 4: 4 } } as const;
  it.each([[1, 1], [2, 1], [3, 2], [4, 2]] as const)('matches enumeration (random case %i, %i gameweeks)', (seed, horizon) => {
    const request = movedCase(seed, shapes[horizon], horizon);
    expect(clubOneIn(request, request.squad.map((e) => e.id))).toBe(4);
    const result = solve(request);
    expect([result.proof.status, result.proof.objective - enumeratedPlan(request)]).toEqual(['optimal', expect.closeTo(0, 6)]);
  });

  it.each<[number, SolverChip, 'allowed' | 'forced']>([[5, 'freehit', 'allowed'], [6, 'wildcard', 'forced'], [7, 'freehit', 'forced']])(
    'matches enumeration with chips (random case %i, %s %s)',
    (seed, chip, choice) => {
      const base = movedCase(seed, shapes[2], 2);
      const chipOptions = [0, 1].filter((k) => choice === 'allowed' || k === 1).map((k) => ({ chip, gameweek: base.firstGameweek + k, choice }));
      const request = { ...base, chipOptions };
      const result = solve(request);
      expect([result.proof.status, result.proof.objective - enumeratedPlan(request)]).toEqual(['optimal', expect.closeTo(0, 6)]);
    },
  );
});

describe('while a club is over three, any purchase must bring it back to three (decision 228)', () => {
  /**
   * flatSquad (every player 2 xPts, benches worth nothing) with its second keeper moved to club 1:
   * club 1 holds both keepers, defender 6 and midfielder 11. Candidates: a club 1 midfielder
   * worth 5, a club 7 midfielder worth 4 and a club 8 defender worth 2, all at the same price;
   * `extra` replaces players or adds more.
   */
  function moved(freeTransfers: number, extra: SolverPlayer[] = []): SuggestTransfersRequest {
    const base = flatSquad(1);
    const players = base.players.map((p) => (p.id === 2 ? { ...p, club: 1, clubName: 'Club 1' } : p));
    const all = [...players, player(101, 3, 1, 50, [5]), player(102, 3, 7, 50, [4]), player(103, 2, 8, 50, [2])];
    return { ...base, freeTransfers, players: [...all.filter((p) => !extra.some((e) => e.id === p.id)), ...extra] };
  }
  /** Midfielder 11, club 1's, worth 10: selling him is bad. */
  const starEleven = player(11, 3, 1, 50, [10]);
  const appliedInTeamManager = (request: SuggestTransfersRequest, result: SuggestTransfersResult) => {
    const byId = new Map(request.players.map((p) => [p.id, plannerPlayer(p)]));
    const lookup = (id: number) => byId.get(id);
    const start = squadFromPlayers(request.squad.map((e) => e.id), request.bank, request.firstGameweek, lookup, (a, b) => a - b);
    const applied = applySuggestion(createPlan(start, request.firstGameweek, request.freeTransfers), result.gameweeks, lookup);
    return 'problem' in applied ? applied.problem : 'applied';
  };

  it('keeps all four when nothing better is on offer', () => {
    const request = { ...moved(1), players: moved(1).players.filter((p) => p.id < 100) };
    const result = solve(request);
    expect(result.gameweeks[0].transfers).toEqual([]);
    expect(clubOneIn(request, result.gameweeks[0].squad)).toBe(4);
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });

  it('buys the club 7 midfielder only by selling club 1 midfielder 11 with him, the one transfer there is', () => {
    const request = moved(1);
    const result = solve(request);
    expect(result.gameweeks[0].transfers.map((t) => [t.out, t.in])).toEqual([[11, 102]]);
    expect(clubOneIn(request, result.gameweeks[0].squad)).toBe(3);
    expect(result.projectedPoints - result.rollPoints).toBeCloseTo(2, 9);
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });

  it('rolls the transfer when the only club 1 player it could sell is worth more than the purchase', () => {
    const request = moved(1, [starEleven]);
    const result = solve(request);
    // The old reading would buy 102 for a midfielder of another club (+2); the game refuses that.
    expect(result.gameweeks[0].transfers).toEqual([]);
    expect(clubOneIn(request, result.gameweeks[0].squad)).toBe(4);
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
  });

  it('with a second transfer, sells another club 1 player (a keeper or defender 6) in the same gameweek to buy the club 7 midfielder', () => {
    const request = moved(2, [starEleven, player(104, 1, 9, 50, [0])]);
    const result = solve(request);
    const [week] = result.gameweeks;
    expect(week.transfers.map((t) => t.in)).toContain(102);
    expect(week.transfers.filter((t) => [1, 2, 6].includes(t.out))).toHaveLength(1);
    expect(clubOneIn(request, week.squad)).toBe(3);
    expect(result.projectedPoints - result.rollPoints).toBeCloseTo(2, 9);
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
    expect(appliedInTeamManager(request, result)).toBe('applied');
  });

  it('keeps the four when asked to, and then buys nobody; keeping a fifth or anyone else to buy is refused', () => {
    const request = { ...moved(1), keep: [1, 2, 6, 11] };
    const result = solve(request);
    expect(result.gameweeks[0].transfers).toEqual([]);
    expect(clubOneIn(request, result.gameweeks[0].squad)).toBe(4);
    expect(() => solve({ ...request, keep: [...request.keep, 101] })).toThrow('The kept players cannot all be in one squad: Maximum players from Club 1 selected (P101)');
    expect(() => solve({ ...request, keep: [...request.keep, 102] })).toThrow('The kept players cannot all be in one squad: Maximum players from Club 1 selected (P102)');
  });

  it('sells two of the club and buys one back, which the Team Manager accepts too', () => {
    const request = moved(2);
    const result = solve(request);
    const [week] = result.gameweeks;
    expect(week.transfers.map((t) => [t.out, t.in]).sort()).toEqual([[11, 101], [6, 103]].sort());
    expect(clubOneIn(request, week.squad)).toBe(3);
    expect(result.projectedPoints - result.rollPoints).toBeCloseTo(3, 9);
    expect(result.proof.objective).toBeCloseTo(enumeratedPlan(request), 6);
    expect(appliedInTeamManager(request, result)).toBe('applied');
  });
});
