import { BUDGET, MAX_PER_CLUB, SQUAD_SIZE, squadQuota, sumPrices } from './squad';

describe('squad constants', () => {
  it('match spec section 9', () => {
    expect([SQUAD_SIZE, BUDGET, MAX_PER_CLUB]).toEqual([15, 100, 3]);
    expect([1, 2, 3, 4].map((p) => squadQuota(p as 1 | 2 | 3 | 4))).toEqual([2, 5, 5, 3]);
  });

  it('adds prices in tenths without floating-point drift', () => {
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices(Array(15).fill(6.7))).toBe(100.5);
  });
});
