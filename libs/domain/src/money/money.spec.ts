import { formatPrice, formatTenths, formatTenthsDelta } from './format';
import { sellingPrice, stepSellPrice } from './selling-price';
import { fromTenths, sumPrices, toTenths } from './tenths';

describe('money in tenths of £m', () => {
  it('converts and sums without floating-point drift', () => {
    expect([toTenths(5.5), toTenths(0.30000000000000004), fromTenths(55)]).toEqual([55, 3, 5.5]);
    expect(sumPrices([0.1, 0.2])).toBe(0.3);
    expect(sumPrices(Array(15).fill(6.7))).toBe(100.5);
  });

  it('is written £ with one decimal and an m (spec 9), from tenths or from £m', () => {
    expect([formatTenths(55), formatTenths(0), formatTenths(-3), formatTenths(1000)]).toEqual(['£5.5m', '£0.0m', '-£0.3m', '£100.0m']);
    expect([formatPrice(5.5), formatPrice(4), formatPrice(12.95)]).toEqual(['£5.5m', '£4.0m', '£13.0m']);
    expect([formatTenthsDelta(15), formatTenthsDelta(-5), formatTenthsDelta(0)]).toEqual(['+£1.5m', '-£0.5m', '£0.0m']);
  });
});

describe('selling price', () => {
  it('is what the plan paid for a player it bought, else his price now', () => {
    expect(sellingPrice(70)).toBe(70);
    expect(sellingPrice(70, 68)).toBe(68);
  });

  it('steps by £0.1m, never below £0.1m nor above the ceiling', () => {
    expect([stepSellPrice(55, 1), stepSellPrice(55, -1), stepSellPrice(1, -1)]).toEqual([56, 54, 1]);
    expect([stepSellPrice(55, 1, 55), stepSellPrice(54, 1, 55)]).toEqual([55, 55]);
  });
});
