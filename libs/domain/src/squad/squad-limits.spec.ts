import { BENCH_SIZE, BUDGET, MAX_PER_CLUB, SQUAD_SIZE, STARTERS, squadQuota } from './squad-limits';
import { cheapestFill } from './squad-counts';

describe('squad limits', () => {
  it('match spec section 9', () => {
    expect([SQUAD_SIZE, STARTERS, BENCH_SIZE, BUDGET, MAX_PER_CLUB]).toEqual([15, 11, 4, 100, 3]);
    expect([1, 2, 3, 4].map((p) => squadQuota(p as 1 | 2 | 3 | 4))).toEqual([2, 5, 5, 3]);
  });
});

describe('the least the empty slots can cost (issue 31)', () => {
  const pool = [
    { id: 1, position: 1, price: 4.0 }, { id: 2, position: 1, price: 4.5 }, { id: 3, position: 1, price: 5.0 },
    { id: 4, position: 4, price: 4.5 }, { id: 5, position: 4, price: 6.0 },
  ];
  it('adds the cheapest unpicked players for each open place', () => {
    // 2 GK places, one taken by the 4.0 keeper: the next cheapest is 4.5; forwards need 3 of the 2 there are
    expect(cheapestFill([{ id: 1, position: 1 }], pool)).toBe(4.5 + 4.5 + 6.0);
  });
});
