import { SolverInputError } from '../errors';
import type { HighsRuntime } from '../highs/run-highs';
import { enumeratedPlan } from '../testing/brute-force';
import { testHighs } from '../testing/instances';
import { flatSquad, randomPlanCase } from '../testing/plan-cases';
import type { ChipOption, KeptChipWorth, SolverChip, SuggestTransfersRequest } from '../types';
import { keptWorth } from './kept-chips';
import { suggestTransfers } from './suggest-transfers';

let highs: HighsRuntime;
beforeAll(async () => {
  highs = await testHighs();
});

const solve = (request: SuggestTransfersRequest) => suggestTransfers(request, highs);
const CHIPS: SolverChip[] = ['wildcard', 'freehit', 'bboost', '3xc'];
const allowedIn = (request: SuggestTransfersRequest, chips: readonly SolverChip[]): ChipOption[] =>
  chips.flatMap((chip) => Array.from({ length: request.horizon! }, (_, k) => ({ chip, gameweek: request.firstGameweek + k, choice: 'allowed' as const })));

describe('a chip kept past the plan is worth what the request says (decision 186)', () => {
  it('is worth its full value while its last gameweek is a horizon away, less each gameweek nearer, nothing once in the plan', () => {
    expect([13, 14, 16, 19, 25].map((planEnd) => keptWorth(12, 19, planEnd, 6))).toEqual([12, 10, 6, 0, 0]);
  });

  // Small enough to enumerate: one gameweek of 13,230 squads, or every pair of 144 squads.
  const shapes = { 1: { 1: 3, 2: 7, 3: 7, 4: 5 }, 2: { 1: 2, 2: 6, 3: 6, 4: 4 } } as const;
  const worth: KeptChipWorth = { worth: { wildcard: 3, freehit: 4, bboost: 2, '3xc': 5 } };
  it.each([[1, 1, 20], [4, 2, 20], [5, 2, 20], [6, 2, 36], [3, 1, 38]] as const)(
    'matches enumeration with every chip allowed and each worth something kept (random case %i, %i gameweeks from GW%i)',
    (seed, horizon, firstGameweek) => {
      const base = { ...randomPlanCase(seed, shapes[horizon], horizon), firstGameweek };
      const request = { ...base, chipOptions: allowedIn(base, CHIPS), keptChipWorth: worth };
      const result = solve(request);
      expect([result.proof.status, result.proof.objective - enumeratedPlan(request)]).toEqual(['optimal', expect.closeTo(0, 6)]);
    },
  );

  // The captain scores 10 a gameweek and 16 in the third: the triple captain there gains 16.
  const bigWeek = (firstGameweek: number, keep: number) => {
    const base = flatSquad(3);
    const players = base.players.map((p) => (p.id === 13 ? { ...p, xpts: [10, 10, 16] } : p));
    const request = { ...base, firstGameweek, players };
    return { ...request, chipOptions: allowedIn(request, ['3xc']), keptChipWorth: { worth: { '3xc': keep } } };
  };

  it('plays a chip only where it gains more than keeping it, and counts the chip kept in the objective', () => {
    expect(solve(bigWeek(10, 15)).gameweeks.map((g) => g.chip)).toEqual([null, null, '3xc']);
    const kept = solve(bigWeek(10, 17));
    expect(kept.gameweeks.map((g) => g.chip)).toEqual([null, null, null]);
    expect(kept.proof.objective).toBeCloseTo(kept.projectedPoints + 17, 9);
  });

  it('plays it when the end of its half comes near, the worth falling to nothing there', () => {
    // Planned GW15-17: GW19 is two gameweeks after the plan, two thirds of the worth (30 x 2/3 = 20 > 16).
    expect(solve(bigWeek(15, 30)).gameweeks.map((g) => g.chip)).toEqual([null, null, null]);
    // Planned GW16-18: one gameweek left after it, a third of the worth (10 < 16).
    expect(solve(bigWeek(16, 30)).gameweeks.map((g) => g.chip)).toEqual([null, null, '3xc']);
    // A chip held to GW38 (2024/25's triple captain) keeps its worth at GW16.
    const held = { ...bigWeek(16, 30), keptChipWorth: { worth: { '3xc': 30 }, lastGameweek: { '3xc': 38 } } };
    expect(solve(held).gameweeks.map((g) => g.chip)).toEqual([null, null, null]);
  });

  it('refuses a worth it cannot use, naming the field', () => {
    const refused = (keptChipWorth: unknown) => () => solve({ ...bigWeek(10, 1), keptChipWorth: keptChipWorth as KeptChipWorth });
    expect(refused({ worth: { joker: 3 } })).toThrow(new SolverInputError('keptChipWorth.worth.joker', 'keptChipWorth.worth names joker: the chips are wildcard, freehit, bboost and 3xc'));
    expect(refused({ worth: { '3xc': 31 } })).toThrow('keptChipWorth.worth.3xc must be a number from 0 to 30 xPts (got 31)');
    expect(refused({ worth: { '3xc': 3 }, lastGameweek: { '3xc': 39 } })).toThrow('keptChipWorth.lastGameweek.3xc must be a gameweek from 1 to 38 (got 39)');
    expect(refused({ worth: { '3xc': 3 }, lastGameweek: { '3xc': 8 } })).toThrow('Triple Captain may be played in gameweek 10, after its last gameweek 8');
    expect(refused({ worth: [3] })).toThrow('keptChipWorth.worth must give a number per chip (wildcard, freehit, bboost, 3xc)');
  });
});
