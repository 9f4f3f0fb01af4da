import type { SolverPlayer } from '../types';
import { bestSingleSwap } from './single-swap';

const player = (id: number, position: SolverPlayer['position'], xpts: number[], club = 100 + id, price = 50): SolverPlayer =>
  ({ id, position, club, price, xpts });

// The squad, xPts the same in both gameweeks. Keepers 4, 1; defenders 4 3 3 2 1 (the first
// three of club 7); midfielders 5 4 3 2 1; forwards 6 3 1. Everyone sells for 50.
// Its best eleven: 4-4-2 = keeper 4 + defenders 12 + midfielders 14 + forwards 9 = 39, captain
// 6 again = 45 (3-4-3 and 3-5-2 reach 34 outfield, 4-3-3 34, 5-3-2 34, 4-5-1 33, 5-2-3 32).
const both = (x: number) => [x, x];
const squad: SolverPlayer[] = [
  player(1, 1, both(4)), player(2, 1, both(1)),
  player(3, 2, both(4), 7), player(4, 2, both(3), 7), player(5, 2, both(3), 7), player(6, 2, both(2)), player(7, 2, both(1)),
  player(8, 3, both(5)), player(9, 3, both(4)), player(10, 3, both(3)), player(11, 3, both(2)), player(12, 3, both(1)),
  player(13, 4, both(6)), player(14, 4, both(3)), player(15, 4, both(1)),
];
const sell = () => 50;

// M: a midfielder of 6 then 0. In for midfielder 11 (2) or 12 (1), the midfield is 6 5 4 3 +1:
// 4-4-2 = 4 + 12 + 18 + 9 = 43, captain 6 = 49: +4 in GW1; in GW2 his 0 sits on the bench: +0.
const M = player(20, 3, [6, 0]);
// N: a midfielder of 4.5 in both: 4-4-2 = 4 + 12 + 16.5 + 9 = 41.5, captain 6 = 47.5: +2.5 a gameweek.
const N = player(21, 3, [4.5, 4.5]);
// F: a forward of 9, £5.5m, club 7. In for forward 15 (1): 3-4-3 = 4 + 10 + 14 + 18 = 46
// (4-3-3 also 46), captain 9 = 55: +10.
const F = player(22, 4, [9, 9], 7, 55);

describe('bestSingleSwap', () => {
  it('takes the swap with the most xPts over one gameweek (the first of equal swaps: 11 before 12)', () => {
    expect(bestSingleSwap(squad, [N, M], 0, sell, 1, 1)).toEqual({ out: 11, in: 20, gain: 4 });
  });

  it('weighs the whole horizon: over two gameweeks N (+2.5 +2.5) beats M (+4 +0)', () => {
    expect(bestSingleSwap(squad, [M, N], 0, sell, 1, 2)).toEqual({ out: 11, in: 21, gain: 5 });
  });

  it('keeps to the money: F costs 55 where a sale brings 50 and the bank has 0', () => {
    const other = { ...F, club: 8 };
    expect(bestSingleSwap(squad, [M, other], 0, sell, 1, 1)?.in).toBe(20);
    expect(bestSingleSwap(squad, [M, other], 5, sell, 1, 1)).toEqual({ out: 15, in: 22, gain: 10 });
  });

  it('keeps to three players a club: F would be the fourth of club 7', () => {
    expect(bestSingleSwap(squad, [M, F], 5, sell, 1, 1)?.in).toBe(20);
  });

  it('makes no swap when none gains', () => {
    expect(bestSingleSwap(squad, [player(23, 3, both(1)), player(24, 1, both(4))], 10, sell, 1, 2)).toBeUndefined();
  });
});
