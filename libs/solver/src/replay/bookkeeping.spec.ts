import { applyTransfers, sellingPrices } from './bookkeeping';
import type { TeamState } from './types';

const squad = Array.from({ length: 15 }, (_, i) => i + 1);
const team = (over: Partial<TeamState> = {}): TeamState => ({
  squad,
  paid: new Map(squad.map((id) => [id, id === 1 ? 50 : id === 2 ? 60 : id === 3 ? 50 : 40])),
  bank: 5,
  freeTransfers: 1,
  ...over,
});
// Prices now: 1 rose 50 -> 55, 2 fell 60 -> 57, 3 rose 50 -> 51, the rest unchanged; 16 and 17 are on the market.
const PRICE: Record<number, number> = { 1: 55, 2: 57, 3: 51, 16: 60, 17: 45 };
const priceNow = (id: number) => PRICE[id] ?? 40;

describe('sellingPrices', () => {
  it('gives paid plus half the rise rounded down, or the price now after a fall', () => {
    const sell = sellingPrices(team(), priceNow);
    expect(sell.get(1)).toBe(52); // 50 + floor(5 / 2)
    expect(sell.get(2)).toBe(57); // fell: the price now
    expect(sell.get(3)).toBe(50); // 50 + floor(1 / 2)
    expect(sell.get(4)).toBe(40);
  });
});

describe('applyTransfers', () => {
  it('credits selling prices, debits prices now, records what was paid and charges a hit beyond the free transfer', () => {
    const { team: after, hits } = applyTransfers(team(), [{ out: 1, in: 16 }, { out: 2, in: 17 }], priceNow);
    // 5 + 52 - 60 + 57 - 45 = 9; two transfers with one free: one hit of 4; none left: 1 next week.
    expect(after.bank).toBe(9);
    expect(hits).toBe(4);
    expect(after.freeTransfers).toBe(1);
    expect(after.squad.slice(0, 3)).toEqual([16, 17, 3]);
    expect(after.paid.get(16)).toBe(60);
    expect(after.paid.get(17)).toBe(45);
    expect(after.paid.has(1)).toBe(false);
  });

  it('banks unused free transfers up to five', () => {
    expect(applyTransfers(team({ freeTransfers: 2 }), [], priceNow).team.freeTransfers).toBe(3);
    expect(applyTransfers(team({ freeTransfers: 5 }), [], priceNow).team.freeTransfers).toBe(5);
    // Two free, one used: one left, plus the next week's: 2, and no hit.
    const one = applyTransfers(team({ freeTransfers: 2 }), [{ out: 4, in: 17 }], priceNow);
    expect([one.team.freeTransfers, one.hits]).toEqual([2, 0]);
  });

  it('makes a wildcard gameweek\'s transfers free and keeps the free transfers for the next (issue 30)', () => {
    const wildcard = applyTransfers(team({ freeTransfers: 2 }), [{ out: 1, in: 16 }, { out: 2, in: 17 }, { out: 4, in: 18 }], priceNow, 'wildcard');
    expect([wildcard.hits, wildcard.team.freeTransfers]).toEqual([0, 2]);
  });

  it('refuses a sale of a player not owned, a purchase of one owned, and a negative bank', () => {
    expect(() => applyTransfers(team(), [{ out: 99, in: 16 }], priceNow)).toThrow('not in the squad');
    expect(() => applyTransfers(team(), [{ out: 1, in: 2 }], priceNow)).toThrow('already in the squad');
    // 0 + 40 - 60 = -20.
    expect(() => applyTransfers(team({ bank: 0 }), [{ out: 4, in: 16 }], priceNow)).toThrow('bank');
  });
});
