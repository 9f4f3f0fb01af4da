import { BENCH_SIZE, BUDGET, MAX_PER_CLUB, SQUAD_SIZE, STARTERS, squadQuota } from './squad-limits';

describe('squad limits', () => {
  it('match spec section 9', () => {
    expect([SQUAD_SIZE, STARTERS, BENCH_SIZE, BUDGET, MAX_PER_CLUB]).toEqual([15, 11, 4, 100, 3]);
    expect([1, 2, 3, 4].map((p) => squadQuota(p as 1 | 2 | 3 | 4))).toEqual([2, 5, 5, 3]);
  });
});
